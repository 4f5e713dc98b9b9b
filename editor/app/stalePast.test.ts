import { describe, expect, it } from 'vitest';
import { stalePast } from './stalePast';

describe('stalePast', () => {
  const judged = { route: '/Bad Address', title: '', sections: [{ id: 'a', cta: { href: 'x y' } }] };
  const problems = [
    { path: ['route'], message: 'bad address' },
    { path: ['title'], message: 'needs a title' },
    { path: ['sections', 0, 'cta', 'href'], message: 'bad link' },
    { path: [], message: 'the page' },
  ];
  it('keeps every problem of the draft that was judged', () => {
    expect(stalePast(problems, judged, judged)).toEqual(problems);
  });
  it('drops at once the problem of a value changed since, and keeps the others', () => {
    const now = { ...judged, route: '/good-address' };
    expect(stalePast(problems, judged, now).map((p) => p.message)).toEqual(['needs a title', 'bad link', 'the page']);
    const linkFixed = { ...judged, sections: [{ id: 'a', cta: { href: '/contact' } }] };
    expect(stalePast(problems, judged, linkFixed).map((p) => p.message)).toEqual([
      'bad address',
      'needs a title',
      'the page',
    ]);
  });
  it('keeps a problem whose value was changed and changed back', () => {
    expect(stalePast(problems, judged, structuredClone(judged))).toHaveLength(4);
  });
});
