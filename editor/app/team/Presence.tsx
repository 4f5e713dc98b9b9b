/**
 * Who else is editing the open page: the team server is told which file this person has open (when it opens,
 * then every 20 s; '' when none), and answers who else has it open. The notice sits in the page's top bar and is
 * a polite live region, so a screen reader hears when someone comes or goes.
 */
import { useEffect, useState } from 'react';
import { words } from '../../contract/words';
import { session } from './session';
import { teamApi } from './teamApi';
import * as T from './teamStyles';

export const PRESENCE_MS = 20_000;

/** The names of the others who have `file` open (always none in the local editor). */
export function usePresence(file: string): string[] {
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    if (!session) return;
    let live = true;
    setOthers([]);
    const tell = () =>
      teamApi
        .presence(file)
        .then((r) => {
          if (!live) return;
          const names = [...new Set((r.others ?? []).map((o) => o.name))];
          setOthers((old) => (old.join('\n') === names.join('\n') ? old : names));
        })
        .catch(() => {
          // Quietly: the next beat tries again (a 401 has sent the person to sign in).
        });
    void tell();
    const beat = setInterval(() => void tell(), PRESENCE_MS);
    return () => {
      live = false;
      clearInterval(beat);
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
