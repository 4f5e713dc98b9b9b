/**
 * The change sets' API calls under /_edit/api/ (editor/contract/changes.ts lists them; roles.ts says which role may call
 * each, and the actions check that the person owns or wrote in the set, or publishes, where it matters). Every
 * field is taken by allow-list; a refusal answers { error } in plain words, a failed publish 502 { error, step }.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { words } from '../../contract/words.js';
import { sendJson } from '../doors/respond.js';
import type { ChangeSets } from './changeSets.js';
import { type Actor, ChangeRefused } from './context.js';

export const CHANGE_CALLS = [
  'changes',
  'changes/title',
  'changes/submit',
  'changes/withdraw',
  'changes/review',
  'changes/comment',
  'changes/send-back',
  'changes/approve',
  'changes/unschedule',
] as const;

const CALLS = new Set<string>(CHANGE_CALLS);

export class ChangesApi {
  constructor(private readonly changes: ChangeSets) {}

  handles(path: string): boolean {
    return CALLS.has(path);
  }

  /**
   * Answers a call; `body` is the POST's JSON body, read whole already; `signal` fires when the person's browser
   * leaves (work still waiting for the repository is then dropped).
   */
  async handle(
    path: string,
    who: Actor,
    req: IncomingMessage,
    res: ServerResponse,
    address: string,
    body: Record<string, unknown> | undefined,
    signal?: AbortSignal,
  ): Promise<void> {
    try {
      sendJson(res, 200, await this.answer(path, who, req, address, body ?? {}, signal));
    } catch (e) {
      if (e instanceof ChangeRefused) return sendJson(res, e.status, { error: e.message, ...e.extra });
      throw e;
    }
  }

  private async answer(
    path: string,
    who: Actor,
    req: IncomingMessage,
    address: string,
    body: Record<string, unknown>,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const a = this.changes.actions;
    if (req.method === 'GET') {
      if (path === 'changes') return a.list(who);
      if (path === 'changes/review') {
        const url = new URL(req.url ?? '/', 'http://localhost');
        return a.review(who, url.searchParams.get('id') ?? '');
      }
      throw new ChangeRefused(405, words.server.badRequest);
    }
    if (req.method !== 'POST') throw new ChangeRefused(405, words.server.badRequest);
    switch (path) {
      case 'changes/title':
        return a.title(who, body.id, body.title);
      case 'changes/submit':
        return a.submit(who, body.id, body.title, address, signal);
      case 'changes/withdraw':
        return a.withdraw(who, body.id, address);
      case 'changes/comment':
        return a.comment(who, body.id, body.text);
      case 'changes/send-back':
        return a.sendBack(who, body.id, body.text, address, signal);
      case 'changes/approve': {
        const set = await a.approve(who, body.id, body.version, body.at, address, signal);
        if (set.state === 'scheduled') this.changes.schedule.arm();
        return set;
      }
      case 'changes/unschedule': {
        const set = a.unschedule(who, body.id, address);
        this.changes.schedule.arm();
        return set;
      }
    }
    throw new ChangeRefused(405, words.server.badRequest);
  }
}
