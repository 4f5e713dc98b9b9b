/**
 * The live site's release calls (publishers; editor/contract/calls.ts): GET releases (ReleasesAnswer) and POST
 * releases/restore { id }, which starts the job bringing that release back and answers at once with it ({ job };
 * its steps are then read with GET jobs). Without publishing set up they answer 409 in plain words; a restore of an
 * unknown release 404, of one cleaned away or live already 409, while another restore runs 409.
 */
import type { PersonRef, ReleasesAnswer } from '../../contract/changes.js';
import type { Job } from '../../contract/jobs.js';
import { words } from '../../contract/words.js';
import type { Handlers } from '../../core/dispatch.js';
import { Refusal } from '../../core/refusal.js';

/** What the release calls need of publishing. */
export interface ReleaseKeeper {
  releases(): ReleasesAnswer;
  /** Starts the job that brings back release `id`; refused at once when it cannot be. */
  restore(id: string, by: PersonRef, address: string): Job;
}

export function releaseCalls(
  keeper: ReleaseKeeper | undefined,
  by: PersonRef,
  address: string,
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
      return { job: publisher().restore(id, { name: by.name, email: by.email }, address) };
    },
  };
}
