/**
 * The live site's release calls (publishers; editor/contract/calls.ts): GET releases (ReleasesAnswer) and POST
 * releases/restore { id } (the new, restoring Release). Without publishing set up they answer 409 in plain words;
 * a restore of an unknown release 404, of one cleaned away 409; a failed restore 502 with { error, step }, the live
 * site as it was.
 */
import type { PersonRef, Release, ReleasesAnswer } from '../../contract/changes.js';
import { words } from '../../contract/words.js';
import type { Handlers } from '../../core/dispatch.js';
import { Refusal } from '../../core/refusal.js';

/** What the release calls need of the publisher (`signal`: the person's browser left while the restore waited). */
export interface ReleaseKeeper {
  releases(): ReleasesAnswer;
  restore(id: string, by: PersonRef, o?: { signal?: AbortSignal }): Promise<Release>;
}

export function releaseCalls(
  keeper: ReleaseKeeper | undefined,
  by: PersonRef,
  signal?: AbortSignal,
): Handlers<'GET releases' | 'POST releases/restore'> {
  const publisher = () => {
    if (!keeper) throw new Refusal(409, words.publishing.notSetUp);
    return keeper;
  };
  return {
    'GET releases': () => publisher().releases(),
    'POST releases/restore': ({ body }) => {
      const id = body.id;
      if (typeof id !== 'string' || id.length > 40) throw new Refusal(400, words.server.badRequest);
      return publisher().restore(id, { name: by.name, email: by.email }, { signal });
    },
  };
}
