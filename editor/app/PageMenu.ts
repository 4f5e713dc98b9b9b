/**
 * The page list as a menu on a phone: the button in the top bar opens it, focus moves into it (its search box),
 * Escape or a tap outside closes it; choosing a page closes it too (and the hash's change, App.tsx). Focus goes
 * back to the button. On a wide screen the list is always shown and this state changes nothing.
 */
import { type KeyboardEvent, type MouseEvent, type RefObject, useCallback, useEffect, useState } from 'react';

export function usePageMenu(list: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const closeToButton = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [button]);
  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('input, a, button')?.focus();
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, list, button]);
  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !open) return;
      e.preventDefault();
      closeToButton();
    },
    [open, closeToButton],
  );
  const onClick = useCallback(
    (e: MouseEvent) => {
      if (open && (e.target as Element).closest('a[data-file]')) closeToButton();
    },
    [open, closeToButton],
  );
  return { open, close, toggle, onKeyDown, onClick };
}
