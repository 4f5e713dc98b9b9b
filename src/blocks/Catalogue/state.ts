/**
 * The catalogue's state machine, free of React and of the router (spec document 2, section 4).
 *
 * Two selections, the chosen service and the chosen subsection, give three views: the service grid (nothing
 * chosen), a service's subsection grid (a service with subsections, no subsection chosen) and a detail (a
 * service without subsections, or a subsection). The selection lives in the browser history entry's state
 * (never in the URL), so the browser's back button steps back through the drill-down.
 */
import type { CatalogueBlock, Entry } from '../../generated/content';

export interface Selection {
  service: string | null;
  sub: string | null;
}

export const NOTHING: Selection = { service: null, sub: null };

export type View =
  | { kind: 'grid' }
  | { kind: 'subsections'; service: Entry }
  | { kind: 'detail'; entry: Entry; parent?: Entry };

type Items = readonly Entry[];

const byId = (items: Items | undefined, id: string | null) =>
  id === null ? undefined : items?.find((e) => e.id === id);

/** Drops what does not exist: an unknown service selects nothing; an unknown subsection, or one on a service without subsections, leaves the service alone. */
export function normalise(items: Items, sel: Selection): Selection {
  const service = byId(items, sel.service);
  if (!service) return NOTHING;
  return { service: service.id, sub: byId(service.subsections, sel.sub)?.id ?? null };
}

/** Which view a selection shows. */
export function viewOf(items: Items, sel: Selection): View {
  const service = byId(items, sel.service);
  if (!service) return { kind: 'grid' };
  if (!service.subsections) return { kind: 'detail', entry: service };
  const sub = byId(service.subsections, sel.sub);
  return sub ? { kind: 'detail', entry: sub, parent: service } : { kind: 'subsections', service };
}

/** Choosing a service (from the grid) selects it and clears the subsection. */
export function chooseService(items: Items, id: string): Selection {
  return normalise(items, { service: id, sub: null });
}

/** Choosing a subsection (from a service's subsection grid) keeps the service. */
export function chooseSubsection(items: Items, sel: Selection, id: string): Selection {
  return normalise(items, { service: sel.service, sub: id });
}

/** Back from a subsection's detail returns to its subsection grid; back from anything else returns to the grid and clears both. */
export function back(items: Items, sel: Selection): Selection {
  const n = normalise(items, sel);
  return n.sub !== null ? { service: n.service, sub: null } : NOTHING;
}

export interface Address {
  /** The ?service= value, if any. */
  service?: string;
  /** The ?sub= value, if any: a subsection of that service (the site search's results open details with it). */
  sub?: string;
  /** The path the page was opened at (a deep-link alias selects its service). */
  pathname: string;
}

/** The selection an address asks for: a known ?service= value (with its ?sub=) wins, then a deep link for the path; unknown values are ignored. */
export function preselect(block: Pick<CatalogueBlock, 'items' | 'deepLinks'>, address: Address): Selection {
  if (address.service && byId(block.items, address.service))
    return normalise(block.items, { service: address.service, sub: address.sub ?? null });
  const path = address.pathname.replace(/(.)\/$/, '$1');
  const link = block.deepLinks?.find((d) => d.path === path);
  return link ? normalise(block.items, { service: link.service, sub: null }) : NOTHING;
}

/** A selection as kept in a history entry; `stepped` marks an entry pushed from its parent level. */
export interface Stored extends Selection {
  stepped?: boolean;
}
export type HistoryState = Record<string, unknown> & { catalogue?: Record<string, Stored> };

/** This block's stored selection in a history entry's state, if it has one. */
export function storedIn(state: unknown, blockId: string): Stored | undefined {
  const all = (state as HistoryState | undefined)?.catalogue;
  const s = all && typeof all === 'object' ? all[blockId] : undefined;
  return s && typeof s === 'object' && 'service' in s ? s : undefined;
}

/** A history state with this block's selection set, other keys (and other catalogues) kept. */
export function withStored(state: unknown, blockId: string, stored: Stored): HistoryState {
  const prev = (state ?? {}) as HistoryState;
  return { ...prev, catalogue: { ...(prev.catalogue ?? {}), [blockId]: stored } };
}

/**
 * What the catalogue shows. The server, and the browser until hydration is done, know only the path, so they
 * show a deep link's service or the grid (the prerendered HTML). After hydration the history entry's stored
 * selection wins (it includes an explicit return to the grid), then ?service=, then the deep link.
 */
export function current(
  block: Pick<CatalogueBlock, 'items' | 'deepLinks'>,
  input: Address & { stored?: Stored; hydrated: boolean },
): Selection {
  if (!input.hydrated) return preselect(block, { pathname: input.pathname });
  if (input.stored) return normalise(block.items, input.stored);
  return preselect(block, input);
}

/** How a Back button moves: back in history when this entry was pushed from its parent level, else by a replace. */
export function backMove(stored: Stored | undefined): 'history' | 'replace' {
  return stored?.stepped ? 'history' : 'replace';
}

/** A stable key for a selection, e.g. "company-incorporation/opc". */
export const keyOf = (sel: Selection) => `${sel.service ?? ''}/${sel.sub ?? ''}`;
