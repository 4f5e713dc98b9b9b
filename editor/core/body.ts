/**
 * Request bodies, read whole and bounded before any other work starts (a request never waits for the repository
 * holding a body it has not read yet):
 *   - in size: a body longer than its limit (or one that says so up front) is refused as soon as the limit is passed,
 *     and what was read of it is dropped, so a huge body is never held; the rest is then discarded unread, up to a
 *     bound, so a browser still sending it gets the answer; past that bound the connection is closed;
 *   - in time: a body that has not arrived whole within its time limit is refused (408), and so is one whose client
 *     has gone (the reading settles at once, whatever happened to the connection before it started);
 *   - in shape (JSON): nested at most MAX_JSON_DEPTH deep, counted on the text before it is parsed, so no part of
 *     the server ever walks a body deeper than that.
 * Every refusal is a BodyRefused with its status and plain words.
 */
import type { IncomingMessage } from 'node:http';
import { words } from '../contract/words.js';
import { Refusal } from './refusal.js';

/** The largest JSON body the editor's API reads: a draft of the largest page is about 100 kB. */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;

/** The deepest nesting of objects and arrays a JSON body may have: a page's data is about 10 levels deep. */
export const MAX_JSON_DEPTH = 64;

/** How long a whole body may take to arrive (a 20 MB picture on a slow line included). */
export const BODY_MS = 60_000;

/** How much of a refused body is discarded (never kept) before the connection is closed. */
export const DISCARD_BYTES = 32 * 1024 * 1024;

/** A body refused: too large (413), too slow or cut off (408), or not what the call takes (400). */
export class BodyRefused extends Refusal {
  override name = 'BodyRefused';
  constructor(status: 400 | 408 | 413, message: string) {
    super(status, message);
  }
}

/** A body over its limit (413). */
export class BodyTooLarge extends BodyRefused {
  override name = 'BodyTooLarge';
  constructor(readonly limit: number) {
    super(413, words.server.requestTooLarge(Math.max(1, Math.round(limit / 1024 / 1024))));
  }
}

export interface ReadOptions {
  /** How long the whole body may take, from now (BODY_MS by default). */
  timeoutMs?: number;
}

/**
 * Reads `req`'s body, rejecting with BodyTooLarge as soon as it passes `limit` bytes, or at once when its declared
 * length does; with a BodyRefused (408) when it takes longer than its time or its client has gone. The stream is
 * paused after a refusal and nothing read is kept: call `discardRest` after answering.
 */
export function readLimited(req: IncomingMessage, limit: number, o: ReadOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(new BodyTooLarge(limit));
    // Read already, or its client gone: the events this waits for have fired (or never will).
    if (req.readableEnded || req.destroyed) return reject(new BodyRefused(408, words.server.requestCutOff));
    let chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const refuse = (e: Error) => {
      stop();
      req.pause();
      chunks = [];
      reject(e);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else refuse(new BodyTooLarge(limit));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = () => refuse(new BodyRefused(408, words.server.requestCutOff));
    const onClose = () => refuse(new BodyRefused(408, words.server.requestCutOff));
    const timer = setTimeout(() => {
      refuse(new BodyRefused(408, words.server.requestTooSlow));
      req.destroy();
    }, o.timeoutMs ?? BODY_MS);
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
    req.resume();
  });
}

/**
 * After a refusal has been answered: the rest of the body is read and thrown away, at most `bound` bytes, then the
 * connection is closed (a body that goes on and on costs nothing more).
 */
export function discardRest(req: IncomingMessage, bound = DISCARD_BYTES): void {
  if (req.complete || req.destroyed) return;
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > bound) req.destroy();
  });
  req.on('error', () => {
    /* the client went away: nothing to do */
  });
  req.resume();
}

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without parsing it (brackets inside strings
 * do not count); stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * A JSON object body of at most MAX_JSON_BYTES and MAX_JSON_DEPTH: refused with a BodyRefused (400) when it is not
 * one (bad JSON, an array, a number, nested too deep), BodyTooLarge beyond the limit (call `discardRest` after
 * answering), 408 when it is too slow or cut off.
 */
export async function readJsonObject(req: IncomingMessage, o: ReadOptions = {}): Promise<Record<string, unknown>> {
  const text = (await readLimited(req, MAX_JSON_BYTES, o)).toString('utf8');
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new BodyRefused(400, words.server.nestedTooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyRefused(400, words.server.badRequest);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new BodyRefused(400, words.server.badRequest);
}
