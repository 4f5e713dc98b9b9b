/**
 * The team editor's calls about the person's unsaved work (editor/contract/calls.ts): their drafts kept on the
 * server (so work goes on from another computer), and who else is editing a page (presence.ts).
 */
import type { HostCallKey } from '../../contract/calls.js';
import { words } from '../../contract/words.js';
import type { Handlers } from '../../core/dispatch.js';
import { Refusal } from '../../core/refusal.js';
import { text } from '../accounts/peopleCalls.js';
import type { Accounts, SignedIn } from '../accounts/teamAccounts.js';
import { type Presence, PRESENCE_WAIT_MS } from './presence.js';

type DraftCall = 'GET drafts' | 'GET draft' | 'POST draft' | 'POST draft/drop' | 'POST presence';

/** A draft as kept on the server: the form's data and the version of the file it started from. */
interface Kept {
  data: unknown;
  version: string;
}

/** Whether `others` are the people named `known`, in any order. */
const sameNames = (others: { name: string }[], known: string[]) =>
  [...new Set(others.map((x) => x.name))].sort().join('\n') === [...new Set(known)].sort().join('\n');

export function draftCalls(
  o: { accounts: Accounts; presence: Presence },
  who: SignedIn,
  signal?: AbortSignal,
): Handlers<DraftCall & HostCallKey<'team'>> {
  const drafts = o.accounts.drafts;
  const me = who.person;
  return {
    'GET drafts': () => ({
      drafts: drafts.list(me.id).map((d) => {
        const kept = drafts.get(me.id, d.file)?.data as Kept | undefined;
        return { file: d.file, version: kept?.version ?? '', updatedAt: d.updatedAt };
      }),
    }),
    'GET draft': ({ url }) => {
      const draft = drafts.get(me.id, url.searchParams.get('file') ?? '');
      if (!draft) throw new Refusal(404, words.server.badRequest);
      const kept = draft.data as Kept;
      return { data: kept.data, version: kept.version, updatedAt: draft.updatedAt };
    },
    'POST draft': ({ body }) => {
      drafts.put(me.id, text(body.file, 300), { data: body.data, version: text(body.version, 200) } satisfies Kept);
      return { ok: true };
    },
    'POST draft/drop': ({ body }) => {
      drafts.drop(me.id, text(body.file, 300));
      return { ok: true };
    },
    // With `known` (the names the page shows now), the answer waits until the others differ from them, for
    // PRESENCE_WAIT_MS at most: the page learns of a newcomer at once and asks about six times a minute when nothing
    // moves (10 s: well under what a proxy in front waits for an answer; the nginx block's is 120 s).
    'POST presence': async ({ body }) => {
      const file = text(body.file, 300);
      const known = Array.isArray(body.known) ? body.known.slice(0, 50).map((n) => text(n, 200)) : null;
      const until = Date.now() + PRESENCE_WAIT_MS;
      let others = o.presence.here(me, file);
      while (known && sameNames(others, known) && Date.now() < until && !signal?.aborted) {
        const waited = await o.presence.changed(me.id, signal, until - Date.now());
        others = o.presence.othersOn(me.id, file);
        if (!waited) break;
      }
      return { others };
    },
  };
}
