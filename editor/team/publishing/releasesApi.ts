/**
 * The team editor's release calls (publishers; roles.ts): GET releases (ReleasesAnswer) and POST releases/restore
 * { id } (the new, restoring Release). Without publishing set up they answer 409 in plain words; a restore of an
 * unknown release 404, of one cleaned away 409; a failed restore 502 with { error, step }, the live site as it was.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, discardRest, MAX_JSON_BYTES, readJsonObject } from '../../server/body.js';
import { words } from '../../words.js';
import { sendJson } from '../respond.js';
import type { SignedIn } from '../teamAccounts.js';
import { PublishFailed, type ReleasePublisher, ReleaseRefused } from './publisher.js';

/** What the release calls need of the publisher. */
export type ReleaseKeeper = Pick<ReleasePublisher, 'releases' | 'restore'>;

const CALLS = new Set(['releases', 'releases/restore']);

export class ReleasesApi {
  constructor(private readonly publisher: ReleaseKeeper | undefined) {}

  handles(path: string): boolean {
    return CALLS.has(path);
  }

  async handle(path: string, who: SignedIn, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const publisher = this.publisher;
    if (path === 'releases') {
      if (req.method !== 'GET') return sendJson(res, 405, { error: words.server.badRequest });
      if (!publisher) return sendJson(res, 409, { error: words.publishing.notSetUp });
      return sendJson(res, 200, publisher.releases());
    }
    if (req.method !== 'POST') return sendJson(res, 405, { error: words.server.badRequest });
    let body: Record<string, unknown> | null;
    try {
      body = await readJsonObject(req);
    } catch (e) {
      if (!(e instanceof BodyTooLarge)) throw e;
      discardRest(req);
      return sendJson(res, 413, { error: words.server.requestTooLarge(MAX_JSON_BYTES / 1024 / 1024) });
    }
    const id = body?.id;
    if (typeof id !== 'string' || id.length > 40) return sendJson(res, 400, { error: words.server.badRequest });
    if (!publisher) return sendJson(res, 409, { error: words.publishing.notSetUp });
    try {
      return sendJson(res, 200, await publisher.restore(id, { name: who.person.name, email: who.person.email }));
    } catch (e) {
      if (e instanceof ReleaseRefused) return sendJson(res, e.status, { error: e.message });
      if (e instanceof PublishFailed) return sendJson(res, 502, { error: e.message, step: e.step });
      throw e;
    }
  }
}
