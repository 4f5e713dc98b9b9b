import { describe, expect, it } from 'vitest';
import { Presence, PRESENCE_MS } from './presence';

describe('Presence', () => {
  it('shows the others on the same page, longest first, and forgets the silent', () => {
    let now = 1_000;
    const p = new Presence(() => now);
    const asha = { id: 1, name: 'Asha Rao' };
    const ravi = { id: 2, name: 'Ravi Kumar' };
    const meera = { id: 3, name: 'Meera' };
    expect(p.here(asha, 'pages/about.yaml')).toEqual([]);
    now += 10;
    expect(p.here(ravi, 'pages/about.yaml')).toEqual([{ name: 'Asha Rao', since: 1_000 }]);
    expect(p.here(meera, 'pages/faq.yaml')).toEqual([]);
    now += 10;
    expect(p.here(asha, 'pages/about.yaml').map((o) => o.name)).toEqual(['Ravi Kumar']);
    now += PRESENCE_MS + 1;
    expect(p.here(asha, 'pages/about.yaml')).toEqual([]);
  });
  it('shows nobody to a person with no page open, and forgets one who left', () => {
    const p = new Presence(() => 0);
    p.here({ id: 1, name: 'A' }, 'pages/x.yaml');
    expect(p.here({ id: 2, name: 'B' }, '')).toEqual([]);
    p.gone(1);
    expect(p.here({ id: 2, name: 'B' }, 'pages/x.yaml')).toEqual([]);
  });
});
