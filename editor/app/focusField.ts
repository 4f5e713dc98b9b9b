/**
 * Bringing a field into view for the person: the form's element for a field id gets the focus (for an item or a
 * group, its first field; else its drag handle) and is scrolled to the middle of the form (the form's pane alone
 * scrolls: the editor's header stays where it is). `pendingFocus` carries
 * a field to a file about to be opened (a click on the footer in the preview opens the site settings there).
 */
import type { DataPath } from './paths';

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button';

/** Focuses the field with the form id `id` (or the first field inside it); false when the form has no such id. */
export function focusField(id: string): boolean {
  const el = document.getElementById(id) ?? document.getElementById(`${id}__handle`);
  if (!el) return false;
  // A field in a closed part (the page settings) is shown first.
  for (let part = el.closest('details'); part; part = part.parentElement?.closest('details') ?? null) part.open = true;
  const target = el.matches(FOCUSABLE) ? el : (el.querySelector<HTMLElement>(FOCUSABLE) ?? el);
  target.focus({ preventScroll: true });
  scrollIntoPane(target);
  return document.activeElement === target;
}

/**
 * Scrolls the pane that holds `el` (the form) so that `el` stands in its middle, and nothing else: the browser's
 * own scrollIntoView also scrolls the editor's frame around the pane, taking its header out of view.
 */
export function scrollIntoPane(el: HTMLElement): void {
  let pane = el.parentElement;
  while (pane && !/(auto|scroll)/.test(getComputedStyle(pane).overflowY)) pane = pane.parentElement;
  if (!pane) return;
  const at = el.getBoundingClientRect();
  const box = pane.getBoundingClientRect();
  pane.scrollTop += at.top - box.top - (box.height - Math.min(at.height, box.height)) / 2;
}

let pending: { file: string; field: DataPath } | null = null;

export const pendingFocus = {
  set(file: string, field: DataPath): void {
    pending = { file, field };
  },
  /** The field to focus once `file` is open (asked once). */
  take(file: string): DataPath | null {
    const found = pending?.file === file ? pending.field : null;
    pending = null;
    return found;
  },
};
