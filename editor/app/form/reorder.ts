/**
 * Reordering a list by keyboard and by drag, shared by the section list (BlockList) and every other list
 * (ListTemplate): Alt+↑/↓ on an item moves it one place, dragging its handle (HTML5 drag and drop) drops it
 * where it lands. The caller does the move itself (writes the list, announces it, puts the focus back).
 */
import { useState, type DragEvent, type KeyboardEvent } from 'react';

/** `list` with the item at `from` moved to `to`; the same list when the move goes nowhere. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Where the item at `at` is after the item at `from` moved to `to`. */
export function movedIndex(at: number, from: number, to: number): number {
  if (at === from) return to;
  if (from < at && at <= to) return at - 1;
  if (to <= at && at < from) return at + 1;
  return at;
}

/** Drag and keyboard handlers for a list whose item `from` moves to `to` through `move`. */
export function useReorder(move: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  return {
    /** The index being dragged, to dim its row. */
    dragged,
    /** On the handle: starts a drag of item `i`. */
    handle: (i: number) => ({
      draggable: true,
      onDragStart: (e: DragEvent) => {
        e.stopPropagation();
        setDragged(i);
        e.dataTransfer.setData('text/plain', String(i));
        e.dataTransfer.effectAllowed = 'move';
      },
      onDragEnd: () => setDragged(null),
    }),
    /** On the row: accepts a drop of another item of this list. */
    row: (i: number) => ({
      onDragOver: (e: DragEvent) => {
        if (dragged !== null) {
          e.preventDefault();
          e.stopPropagation();
        }
      },
      onDrop: (e: DragEvent) => {
        if (dragged === null) return;
        e.preventDefault();
        e.stopPropagation();
        move(dragged, i);
        setDragged(null);
      },
    }),
    /** Alt+↑/↓ on item `i` (or anything inside it): moves it one place; true when the key was used. */
    keys: (i: number, e: KeyboardEvent): boolean => {
      if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return false;
      e.preventDefault();
      e.stopPropagation();
      move(i, e.key === 'ArrowUp' ? i - 1 : i + 1);
      return true;
    },
  };
}
