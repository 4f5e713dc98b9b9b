/**
 * The person's change sets (GET changes), shared by every view that shows them (the side bar's entries, the person
 * menu, the screens): asked once per occasion, not once per view. Asked when the first view opens, again when the
 * address changes (after a save the person moves on), whenever a screen changed a set (changeState.ts), and every
 * CHANGES_POLL_MS while the page is in view, so what another person did (sent back, approved, live) shows by itself.
 */
import { useEffect, useState } from 'react';
import type { ChangesAnswer } from '../../contract/changes';
import { changesApi, plainError } from './changesApi';
import { onChangesChanged } from './changeState';

interface Known {
  answer: ChangesAnswer | null;
  error: string;
}

let known: Known = { answer: null, error: '' };
let asking: Promise<void> | null = null;
const views = new Set<(k: Known) => void>();

/** Asks the server again (once, however many views ask meanwhile), and tells every view. */
export function reloadChanges(): Promise<void> {
  asking ??= changesApi
    .changes()
    .then(
      (a): Known => ({
        answer: { current: a.current ?? null, mine: a.mine ?? [], waiting: a.waiting ?? [] },
        error: '',
      }),
      (e: unknown): Known => ({ answer: known.answer, error: plainError(e) }),
    )
    .then((k) => {
      known = k;
      asking = null;
      for (const view of views) view(k);
    });
  return asking;
}

/** How often the change sets are asked again while the editor is in view. */
export const CHANGES_POLL_MS = 20_000;

let stopListening: (() => void) | null = null;

export function useChanges(): Known {
  const [state, setState] = useState<Known>(known);
  useEffect(() => {
    views.add(setState);
    if (!stopListening) {
      const reload = () => void reloadChanges();
      window.addEventListener('hashchange', reload);
      const off = onChangesChanged(reload);
      const timer = window.setInterval(() => {
        if (document.visibilityState === 'visible') reload();
      }, CHANGES_POLL_MS);
      stopListening = () => {
        window.removeEventListener('hashchange', reload);
        window.clearInterval(timer);
        off();
      };
    }
    void reloadChanges();
    return () => {
      views.delete(setState);
      if (!views.size) {
        stopListening?.();
        stopListening = null;
        known = { answer: null, error: '' };
      }
    };
  }, []);
  return state;
}
