/**
 * Binds the catalogue's state machine to the router's history. Choosing a service or a subsection pushes a
 * history entry (same address, selection in the entry's state, no scroll reset), so the browser's back button
 * steps back one level and leaves the page only from the grid. Back buttons follow backMove() in state.ts:
 * history.back() when the previous entry is the parent level; otherwise (a page opened with ?service= or a deep
 * link) a replace with the parent level, so the browser's back button then leaves to the page before.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import type { CatalogueBlock } from '../../generated/content';
import {
  back,
  backMove,
  chooseService,
  chooseSubsection,
  current,
  keyOf,
  storedIn,
  withStored,
  type Selection,
} from './state';

const noSubscription = () => () => {};
/** False on the server and while hydrating, true afterwards (and on client-side navigations). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function useSelection(block: CatalogueBlock) {
  const search = useSearch({ strict: false }) as { service?: string; sub?: string };
  const pathname = useLocation({ select: (l) => l.pathname });
  const historyState = useRouterState({ select: (s) => s.location.state });
  const navigate = useNavigate();
  const router = useRouter();
  const hydrated = useHydrated();
  const stored = hydrated ? storedIn(historyState, block.id) : undefined;
  const selection = current(block, { service: search.service, sub: search.sub, pathname, stored, hydrated });
  /** After a history.back() from a Back button: the level the visitor expects to land on. */
  const expected = useRef<Selection | null>(null);

  const go = (next: Selection, replace: boolean) =>
    void navigate({
      to: '.',
      search: (s: unknown) => s,
      state: (s: unknown) => withStored(s, block.id, { ...next, stepped: replace ? stored?.stepped : true }),
      replace,
      resetScroll: false,
    } as never);

  // The entry history.back() landed on normally shows the parent; if it was changed since (a Back button
  // replaced it), put the parent there.
  const key = keyOf(selection);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection changes (after history.back); go is made anew on every render
  useEffect(() => {
    const want = expected.current;
    if (!want) return;
    expected.current = null;
    if (keyOf(want) !== key) go(want, true);
  }, [key, historyState]);

  return {
    selection,
    /** False until hydration is done: the view shown is then the prerendered one. */
    hydrated,
    chooseService: (id: string) => go(chooseService(block.items, id), false),
    chooseSubsection: (id: string) => go(chooseSubsection(block.items, selection, id), false),
    back: () => {
      const parent = back(block.items, selection);
      if (backMove(stored) === 'history') {
        expected.current = parent;
        router.history.back();
      } else go(parent, true);
    },
  };
}
