/**
 * The team editor's release calls (publishers; roles.ts): GET releases (ReleasesAnswer) and POST releases/restore
 * { id } (the new, restoring Release). Without publishing set up they answer 409 in plain words; a restore of an
 * unknown release 404, of one cleaned away 409; a failed restore 502 with { error, step }, the live site as it was.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { words } from '../../contract/words.js';
import { sendJson } from '../doors/respond.js';
import type { SignedIn } from '../accounts/teamAccounts.js';
import type { PersonRef, Release, ReleasesAnswer } from '../../contract/changes.js';
import { PublishFailed, ReleaseRefused } from './publisher.js';

/** What the release calls need of the publisher (`signal`: the person's browser left while the restore waited). */
export interface ReleaseKeeper {
  releases(): ReleasesAnswer;
  restore(id: string, by: PersonRef, o?: { signal?: AbortSignal }): Promise<Release>;
}

const CALLS = new Set(['releases', 'releases/restore']);

export class ReleasesApi {
  constructor(private readonly publisher: ReleaseKeeper | undefined) {}

  handles(path: string): boolean {
    return CALLS.has(path);
  }

  /** Answers a call; `body` is the POST's JSON body, read whole already; `signal` fires when the browser leaves. */
  async handle(
    path: string,
    who: SignedIn,
    req: IncomingMessage,
    res: ServerResponse,
    body: Record<string, unknown> | undefined,
    signal?: AbortSignal,
  ): Promise<void> {
    const publisher = this.publisher;
    if (path === 'releases') {
      if (req.method !== 'GET') return sendJson(res, 405, { error: words.server.badRequest });
      if (!publisher) return sendJson(res, 409, { error: words.publishing.notSetUp });
      return sendJson(res, 200, publisher.releases());
    }
    if (req.method !== 'POST') return sendJson(res, 405, { error: words.server.badRequest });
    const id = body?.id;
    if (typeof id !== 'string' || id.length > 40) return sendJson(res, 400, { error: words.server.badRequest });
    if (!publisher) return sendJson(res, 409, { error: words.publishing.notSetUp });
    try {
      return sendJson(
        res,
        200,
        await publisher.restore(id, { name: who.person.name, email: who.person.email }, { signal }),
      );
    } catch (e) {
      if (e instanceof ReleaseRefused) return sendJson(res, e.status, { error: e.message });
      if (e instanceof PublishFailed) return sendJson(res, 502, { error: e.message, step: e.step });
      throw e;
    }
  }
}
