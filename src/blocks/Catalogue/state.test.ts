import { describe, it, expect } from 'vitest';
import type { CatalogueBlock, Entry } from '../../generated/content';
import {
  NOTHING,
  back,
  backMove,
  chooseService,
  chooseSubsection,
  current,
  keyOf,
  normalise,
  preselect,
  storedIn,
  viewOf,
  withStored,
} from './state';
import { fill } from '../../render/fill';

const text = (id: string) => ({ type: 'text' as const, id, title: id, paragraphs: [id] });
const entry = (id: string, extra: Partial<Entry> = {}): Entry => ({
  id,
  title: `Title ${id}`,
  description: `About ${id}`,
  sections: [text(`${id}-overview`)],
  ...extra,
});
const incorporation = entry('company-incorporation', {
  sections: undefined,
  subsections: [entry('opc'), entry('llp')],
});
const items = [incorporation, entry('secretarial-services'), entry('fema-rbi')] as CatalogueBlock['items'];
const block: Pick<CatalogueBlock, 'items' | 'deepLinks'> = {
  items,
  deepLinks: [
    { path: '/services/financial/secretarial', service: 'secretarial-services' },
    { path: '/old/fema', service: 'no-such-service' },
  ],
};

describe('catalogue views', () => {
  it('nothing selected shows the service grid', () => {
    expect(viewOf(items, NOTHING)).toEqual({ kind: 'grid' });
  });

  it('a service with subsections shows its subsection grid', () => {
    expect(viewOf(items, { service: 'company-incorporation', sub: null })).toEqual({
      kind: 'subsections',
      service: incorporation,
    });
  });

  it('a subsection shows its detail, with its service as parent', () => {
    expect(viewOf(items, { service: 'company-incorporation', sub: 'llp' })).toEqual({
      kind: 'detail',
      entry: incorporation.subsections![1],
      parent: incorporation,
    });
  });

  it('a service without subsections shows its detail directly', () => {
    expect(viewOf(items, { service: 'fema-rbi', sub: null })).toEqual({ kind: 'detail', entry: items[2] });
  });

  it('unknown ids fall back: unknown service → grid; unknown subsection, or one on a service without subsections → the service', () => {
    expect(normalise(items, { service: 'nope', sub: 'opc' })).toEqual(NOTHING);
    expect(normalise(items, { service: 'company-incorporation', sub: 'nope' })).toEqual({
      service: 'company-incorporation',
      sub: null,
    });
    expect(normalise(items, { service: 'fema-rbi', sub: 'opc' })).toEqual({ service: 'fema-rbi', sub: null });
    expect(viewOf(items, { service: 'nope', sub: null }).kind).toBe('grid');
  });
});

describe('catalogue transitions', () => {
  it('choosing a service selects it and clears the subsection', () => {
    expect(chooseService(items, 'company-incorporation')).toEqual({ service: 'company-incorporation', sub: null });
    expect(chooseService(items, 'fema-rbi')).toEqual({ service: 'fema-rbi', sub: null });
  });

  it('choosing a subsection keeps the service', () => {
    expect(chooseSubsection(items, { service: 'company-incorporation', sub: null }, 'opc')).toEqual({
      service: 'company-incorporation',
      sub: 'opc',
    });
  });

  it('back from a subsection detail returns to the subsection list', () => {
    expect(back(items, { service: 'company-incorporation', sub: 'opc' })).toEqual({
      service: 'company-incorporation',
      sub: null,
    });
  });

  it('back from a subsection grid or a service detail returns to the grid and clears both', () => {
    expect(back(items, { service: 'company-incorporation', sub: null })).toEqual(NOTHING);
    expect(back(items, { service: 'fema-rbi', sub: null })).toEqual(NOTHING);
    expect(back(items, NOTHING)).toEqual(NOTHING);
  });

  it('a full drill-down and back again', () => {
    let sel = NOTHING;
    sel = chooseService(items, 'company-incorporation');
    expect(viewOf(items, sel).kind).toBe('subsections');
    sel = chooseSubsection(items, sel, 'llp');
    expect(viewOf(items, sel).kind).toBe('detail');
    sel = back(items, sel);
    expect(viewOf(items, sel).kind).toBe('subsections');
    sel = back(items, sel);
    expect(viewOf(items, sel).kind).toBe('grid');
  });
});

describe('preselection by address', () => {
  it('a valid ?service= selects that service and clears the subsection', () => {
    expect(preselect(block, { service: 'fema-rbi', pathname: '/company-incorporation' })).toEqual({
      service: 'fema-rbi',
      sub: null,
    });
    expect(preselect(block, { service: 'company-incorporation', pathname: '/company-incorporation' })).toEqual({
      service: 'company-incorporation',
      sub: null,
    });
  });

  it('?service= with ?sub= opens that subsection; an unknown ?sub= leaves the service alone', () => {
    expect(
      preselect(block, { service: 'company-incorporation', sub: 'opc', pathname: '/company-incorporation' }),
    ).toEqual({ service: 'company-incorporation', sub: 'opc' });
    expect(
      preselect(block, { service: 'company-incorporation', sub: 'nonsense', pathname: '/company-incorporation' }),
    ).toEqual({ service: 'company-incorporation', sub: null });
  });

  it('an unknown ?service= is ignored', () => {
    expect(preselect(block, { service: 'nonsense', pathname: '/company-incorporation' })).toEqual(NOTHING);
    expect(preselect(block, { service: 'opc', pathname: '/company-incorporation' })).toEqual(NOTHING);
    expect(preselect(block, { pathname: '/company-incorporation' })).toEqual(NOTHING);
  });

  it('a deep-link path selects its service (with or without a trailing slash); ?service= wins over it', () => {
    expect(preselect(block, { pathname: '/services/financial/secretarial' })).toEqual({
      service: 'secretarial-services',
      sub: null,
    });
    expect(preselect(block, { pathname: '/services/financial/secretarial/' })).toEqual({
      service: 'secretarial-services',
      sub: null,
    });
    expect(preselect(block, { service: 'fema-rbi', pathname: '/services/financial/secretarial' })).toEqual({
      service: 'fema-rbi',
      sub: null,
    });
    expect(preselect(block, { service: 'nonsense', pathname: '/services/financial/secretarial' })).toEqual({
      service: 'secretarial-services',
      sub: null,
    });
  });

  it('a deep link to an unknown service selects nothing', () => {
    expect(preselect(block, { pathname: '/old/fema' })).toEqual(NOTHING);
  });
});

describe('selection from history and hydration', () => {
  const address = { service: 'fema-rbi', pathname: '/services/financial/secretarial' };

  it('before hydration only the path counts (the prerendered view)', () => {
    expect(
      current(block, { ...address, hydrated: false, stored: { service: 'company-incorporation', sub: 'opc' } }),
    ).toEqual({ service: 'secretarial-services', sub: null });
    expect(current(block, { service: 'fema-rbi', pathname: '/company-incorporation', hydrated: false })).toEqual(
      NOTHING,
    );
  });

  it('after hydration the history entry wins, including an explicit return to the grid', () => {
    expect(
      current(block, { ...address, hydrated: true, stored: { service: 'company-incorporation', sub: 'opc' } }),
    ).toEqual({ service: 'company-incorporation', sub: 'opc' });
    expect(current(block, { ...address, hydrated: true, stored: { ...NOTHING } })).toEqual(NOTHING);
  });

  it('after hydration without a stored selection, ?service= then the deep link apply', () => {
    expect(current(block, { ...address, hydrated: true })).toEqual({ service: 'fema-rbi', sub: null });
    expect(current(block, { pathname: address.pathname, hydrated: true })).toEqual({
      service: 'secretarial-services',
      sub: null,
    });
  });

  it('a stored selection that no longer exists falls back to the grid', () => {
    expect(
      current(block, { pathname: '/company-incorporation', hydrated: true, stored: { service: 'gone', sub: null } }),
    ).toEqual(NOTHING);
  });

  it('reads and writes its own key in the history state, keeping other keys', () => {
    const state = withStored({ __TSR_key: 'abc', catalogue: { other: { service: 'x', sub: null } } }, 'services', {
      service: 'fema-rbi',
      sub: null,
      stepped: true,
    });
    expect(state).toEqual({
      __TSR_key: 'abc',
      catalogue: { other: { service: 'x', sub: null }, services: { service: 'fema-rbi', sub: null, stepped: true } },
    });
    expect(storedIn(state, 'services')).toEqual({ service: 'fema-rbi', sub: null, stepped: true });
    expect(storedIn(state, 'missing')).toBeUndefined();
    expect(storedIn(undefined, 'services')).toBeUndefined();
    expect(storedIn({ catalogue: 'junk' }, 'services')).toBeUndefined();
  });

  it('Back steps back in history only when this entry was pushed from its parent level', () => {
    expect(backMove({ service: 'fema-rbi', sub: null, stepped: true })).toBe('history');
    expect(backMove({ service: 'fema-rbi', sub: null })).toBe('replace');
    expect(backMove(undefined)).toBe('replace');
  });
});

describe('labels', () => {
  it('fills placeholders and keys selections', () => {
    expect(fill('{count} services', { count: 8 })).toBe('8 services');
    expect(fill('Back to {title}', { title: 'Company Incorporation' })).toBe('Back to Company Incorporation');
    expect(fill('{other}', {})).toBe('{other}');
    expect(keyOf({ service: 'a', sub: null })).toBe('a/');
    expect(keyOf(NOTHING)).toBe('/');
  });
});
