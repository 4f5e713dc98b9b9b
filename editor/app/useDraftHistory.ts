/**
 * The draft of one page with its undo history (history.ts): changes, undo and redo by the buttons and the usual
 * keys (Ctrl+Z; Ctrl+Shift+Z or Ctrl+Y; ⌘ on a Mac), not while a dialog is open. The browser's own undo of a
 * text box would fight the draft's, so it is turned off: the keys do it all.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { record, redo, startHistory, textEditKey, undo, type History } from './history';
import { words } from '../contract/words';

type Draft = Record<string, unknown>;

export function useDraftHistory(initial: () => Draft, announce: (m: string) => void) {
  const [history, setHistory] = useState<History<Draft>>(() => startHistory(initial()));
  const current = useRef(history);
  current.current = history;

  /** A change of the draft: one step. */
  const change = useCallback((next: (d: Draft) => Draft) => setHistory((h) => record(h, next(h.present))), []);
  /** A change from the form: typing on in one field extends that field's step. */
  const edit = useCallback(
    (next: (d: Draft) => Draft) =>
      setHistory((h) => {
        const value = next(h.present);
        return record(h, value, textEditKey(h.present, value));
      }),
    [],
  );
  /** Starts the history again from `data` (the page as just saved). */
  const reset = useCallback((data: Draft) => setHistory(startHistory(data)), []);
  const step = useCallback(
    (back: boolean) => {
      const h = current.current;
      if (!(back ? h.past : h.future).length) {
        announce(back ? words.history.nothingToUndo : words.history.nothingToRedo);
        return;
      }
      setHistory(back ? undo(h) : redo(h));
      announce(back ? words.history.undone : words.history.redone);
    },
    [announce],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || document.querySelector('dialog[open]')) return;
      const key = e.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        e.preventDefault();
        step(key === 'z' && !e.shiftKey);
      }
    };
    const onBeforeInput = (e: InputEvent) => {
      if (e.inputType === 'historyUndo' || e.inputType === 'historyRedo') e.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('beforeinput', onBeforeInput, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('beforeinput', onBeforeInput, true);
    };
  }, [step]);

  return {
    draft: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    edit,
    reset,
    step,
  };
}
