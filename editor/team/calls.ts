/**
 * Every call the team editor answers (editor/contract/calls.ts, host "team"), with its handler, for one signed-in
 * person: the editing calls of the core (editor/core/api.ts), with each file read from the change set it belongs
 * to and written into one (changes/routing.ts), one write at a time in the repository's queue; the person's and
 * the people's calls (accounts/), drafts and presence (editing/), change sets (changes/), releases
 * (publishing/) and the jobs that publish (jobs/). A call of the table without a handler here is a type error.
 */
import type { HostCallKey } from '../contract/calls.js';
import { editingCalls } from '../core/api.js';
import type { Handlers } from '../core/dispatch.js';
import { peopleCalls } from './accounts/peopleCalls.js';
import type { Accounts, SignedIn } from './accounts/teamAccounts.js';
import { changeCalls } from './changes/changeCalls.js';
import type { ChangeSets } from './changes/changeSets.js';
import type { Actor } from './changes/context.js';
import { draftCalls } from './editing/draftCalls.js';
import { whoLastChanged } from './editing/history.js';
import type { Presence } from './editing/presence.js';
import { jobCalls } from './jobs/jobCalls.js';
import type { JobRunner } from './jobs/jobRunner.js';
import { type ReleaseKeeper, releaseCalls } from './publishing/releaseCalls.js';

export interface TeamCallsOptions {
  /** The content folder (what is live). */
  root: string;
  editorUrl: string;
  accounts: Accounts;
  changes: ChangeSets;
  presence: Presence;
  releases: ReleaseKeeper | undefined;
  /** The server's jobs, when publishing is set up. */
  jobs: JobRunner | undefined;
  /** Called when a person was removed. */
  removed(person: { id: number; email: string }): void;
  log?: (line: string) => void;
}

/** The handlers of every team call for `who`, from `address`; `signal` fires when their browser leaves. */
export function teamCalls(
  o: TeamCallsOptions,
  who: SignedIn,
  address: string,
  signal: AbortSignal,
): Handlers<HostCallKey<'team'>> {
  const me: Actor = { name: who.person.name, email: who.person.email, role: who.person.role };
  const { routing, queue } = o.changes;
  // The local editor's commit has no place here: change sets keep the versions.
  const { 'POST commit': _commit, ...editing } = editingCalls({
    root: o.root,
    // The team server's doors (host, origin, session, token, role) were passed before the call is dispatched.
    door: () => null,
    rootFor: (file) => routing.readRoot(me, file),
    rootForWrite: (file) => routing.writeRoot(me, file),
    rootForDiscard: (file) => routing.discardRoot(me, file),
    afterWrite: (message, root) => routing.saved(me, root, message),
    savedBy: (file, root) => whoLastChanged(root, file),
    pictureTaken: (src) => routing.pictureTaken(src),
    // Writes one at a time in the repository's queue, dropped unrun when the browser leaves first.
    write: (work) => queue(work, { signal }),
    ...(o.log ? { log: o.log } : {}),
  });
  return {
    ...editing,
    ...peopleCalls({ accounts: o.accounts, editorUrl: o.editorUrl, removed: o.removed }, who, address),
    ...draftCalls({ accounts: o.accounts, presence: o.presence }, who, signal),
    ...changeCalls(o.changes, me, address, signal),
    ...releaseCalls(o.releases, me, address),
    ...jobCalls(o.jobs),
  };
}
