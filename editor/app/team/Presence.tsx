/**
 * Who else is editing the open page: the team server is told which file this person has open ('' when none) and
 * answers who else has it open, holding its answer until that changes (10 s at most; editor/team/editing/
 * presence.ts), so a newcomer shows within a moment. The page asks again at once, but never more than once a
 * PRESENCE_MS, and after a failure waits PRESENCE_RETRY_MS. The notice sits in the page's top bar and is
 * a polite live region, so a screen reader hears when someone comes or goes.
 */
import { useEffect, useState } from 'react';
import { words } from '../../contract/words';
import { session } from './session';
import { teamApi } from './teamApi';
import * as T from './teamStyles';

/** The shortest time between two questions (a server that answers at once is not asked in a loop). */
export const PRESENCE_MS = 1_000;
export const PRESENCE_RETRY_MS = 10_000;

/** The names of the others who have `file` open (always none in the local editor). */
export function usePresence(file: string): string[] {
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    if (!session) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown: string[] | undefined;
    setOthers([]);
    const ask = () => {
      const asked = Date.now();
      const again = (ms: number) => {
        if (live) timer = setTimeout(ask, Math.max(0, ms - (Date.now() - asked)));
      };
      teamApi
        .presence(file, shown)
        .then((r) => {
          if (!live) return;
          const names = [...new Set((r.others ?? []).map((o) => o.name))];
          shown = names;
          setOthers((old) => (old.join('\n') === names.join('\n') ? old : names));
          again(PRESENCE_MS);
        })
        // Quietly: the next question tries again (a 401 has sent the person to sign in).
        .catch(() => again(PRESENCE_RETRY_MS));
    };
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [file]);
  return others;
}

/** The notice: always in the page (empty and hidden when nobody else is there), so its changes are announced. */
export function PresenceNotice({ others }: { others: string[] }) {
  return (
    <T.Presence role="status" data-presence="">
      {others.length ? (
        <p>
          {words.teamApp.editingNow(others)}.<small>{words.teamApp.editingHint}</small>
        </p>
      ) : null}
    </T.Presence>
  );
}
