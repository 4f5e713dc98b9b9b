import { useEffect, type RefObject } from 'react';

/**
 * Closes a menu or panel while it is open: a pointer press outside `area` calls `close(false)`, Escape calls
 * `close(true)` (the caller then puts focus back on what opened it).
 */
export function useDismiss(
  open: boolean,
  area: RefObject<HTMLElement | null>,
  close: (byEscape: boolean) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens while open; close() is a new function on every render and only calls setters and refs, which never change
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!area.current?.contains(e.target as Node)) close(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
}
