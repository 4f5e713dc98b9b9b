/**
 * Answering a call of the editor's API, the same way on both hosts: the call is looked up in the table of calls
 * (editor/contract/calls.ts; a path the host does not answer is 404, another method 405), its body read whole and
 * bounded (body.ts) before anything waits, its handler run, and its answer sent as JSON (200); a Refusal is sent
 * as `{ error, ...extra }` with its status; anything else is logged and answered in plain words.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Call, type CallKey, callsOf, type Host, keyOf } from '../contract/calls.js';
import { words } from '../contract/words.js';
import { discardRest, readJsonObject } from './body.js';
import { Refusal } from './refusal.js';
import { readBody } from './upload.js';

/** A call as its handler gets it. */
export interface CallRequest {
  req: IncomingMessage;
  url: URL;
  /** A POST's JSON object body, read whole already ({} for a read, and for an upload). */
  body: Record<string, unknown>;
  /** An upload's bytes (the `upload` call's raw body). */
  bytes?: Buffer;
}

/** What a call answers (sent as JSON), or throws: a Refusal, or a failure of the program. */
export type Handler = (call: CallRequest) => unknown;
export type Handlers<K extends CallKey = CallKey> = Record<K, Handler>;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The call `path` names for this request on `host`: 404 for a path the host does not answer, 405 for a method. */
export function findCall(host: Host, path: string, method: string | undefined): Call {
  const calls = callsOf(path, host);
  if (!calls.length) throw new Refusal(404, words.server.badRequest);
  const call = calls.find((c) => c.method === method);
  if (!call) throw new Refusal(405, words.server.badRequest);
  return call;
}

/** Reads the call's body whole (a picture's bytes for `upload`, JSON for the other POSTs; nothing for a read). */
async function bodyOf(call: Call, req: IncomingMessage): Promise<Pick<CallRequest, 'body' | 'bytes'>> {
  if (call.method !== 'POST') return { body: {} };
  if (call.path === 'upload') return { body: {}, bytes: await readBody(req) };
  return { body: await readJsonObject(req) };
}

/** Sends what went wrong: a Refusal as it is, anything else logged and in plain words. */
export function sendFailure(res: ServerResponse, req: IncomingMessage, e: unknown, log?: (line: string) => void): void {
  if (e instanceof Refusal) {
    if (!res.headersSent) sendJson(res, e.status, { error: e.message, ...e.extra });
    if (e.status === 413) discardRest(req);
    return;
  }
  // Never the program's own message: it is for the log, not for people.
  log?.(`editor API ${req.url ?? ''}: ${(e as Error).stack ?? String(e)}`);
  if (!res.headersSent) sendJson(res, 500, { error: words.server.failedPlain });
  else res.end();
}

/**
 * Answers the call `path` (the part after /_edit/api/) on `host` with `handlers`; `check` runs once the call is
 * known, before its body is read (the team editor's role check).
 */
export async function dispatch(
  o: {
    host: Host;
    handlers: (call: Call) => Handler | undefined;
    check?: (call: Call) => void;
    log?: (line: string) => void;
  },
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    const call = findCall(o.host, path, req.method);
    o.check?.(call);
    const handler = o.handlers(call);
    if (!handler) throw new Refusal(404, words.server.badRequest);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const read = await bodyOf(call, req);
    sendJson(res, 200, await handler({ req, url, ...read }));
  } catch (e) {
    sendFailure(res, req, e, o.log);
  }
}

/** The handler of a call from a table of handlers (a call the table lacks has none). */
export const from =
  (table: Partial<Record<CallKey, Handler>>) =>
  (call: Call): Handler | undefined =>
    table[keyOf(call)];
