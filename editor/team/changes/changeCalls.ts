/**
 * The change sets' calls (editor/contract/calls.ts says which role may make each; the actions check that the person
 * owns or wrote in the set, or publishes, where it matters). Every field is taken by allow-list; a refusal answers
 * { error } in plain words. Approving now answers at once with the job that publishes the set (its steps are then
 * read with GET jobs). Writes wait in the repository's queue with the request's `signal`: dropped unrun when the
 * person's browser leaves first.
 */
import type { HostCallKey } from '../../contract/calls.js';
import type { Handlers } from '../../core/dispatch.js';
import type { ChangeSets } from './changeSets.js';
import type { Actor } from './context.js';

type ChangeCall = Extract<HostCallKey<'team'>, `${string} changes${string}`>;

export function changeCalls(
  changes: ChangeSets,
  who: Actor,
  address: string,
  signal: AbortSignal,
): Handlers<ChangeCall> {
  const a = changes.actions;
  return {
    'GET changes': () => a.list(who),
    'GET changes/review': ({ url }) => a.review(who, url.searchParams.get('id') ?? ''),
    'POST changes/title': ({ body }) => a.title(who, body.id, body.title),
    'POST changes/submit': ({ body }) => a.submit(who, body.id, body.title, address, signal),
    'POST changes/withdraw': ({ body }) => a.withdraw(who, body.id, address),
    'POST changes/comment': ({ body }) => a.comment(who, body.id, body.text),
    'POST changes/send-back': ({ body }) => a.sendBack(who, body.id, body.text, address, signal),
    'POST changes/approve': async ({ body }) => {
      const answer = await a.approve(who, body.id, body.version, body.at, address);
      if (answer.set.state === 'scheduled') changes.schedule.arm();
      return answer;
    },
    'POST changes/unschedule': ({ body }) => {
      const set = a.unschedule(who, body.id, address);
      changes.schedule.arm();
      return set;
    },
  };
}
