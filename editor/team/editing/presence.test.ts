import { describe, expect, it } from 'vitest';
import { draftCalls } from './draftCalls';
import { Presence, PRESENCE_MS, PRESENCE_WAITS } from './presence';

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
  it('wakes a waiting page when someone arrives, moves or leaves, not when they say again where they are', async () => {
    const p = new Presence();
    const asha = { id: 1, name: 'Asha Rao' };
    const ravi = { id: 2, name: 'Ravi Kumar' };
    p.here(asha, 'pages/about.yaml');
    let woken = 0;
    const wait = () => p.changed(asha.id, undefined, 5_000).then((w) => (woken += +w));
    const first = wait();
    p.here(asha, 'pages/about.yaml');
    await Promise.resolve();
    expect(woken).toBe(0);
    p.here(ravi, 'pages/about.yaml');
    await first;
    expect(woken).toBe(1);
    const second = wait();
    p.here(ravi, 'pages/faq.yaml');
    await second;
    const third = wait();
    p.gone(ravi.id);
    await third;
    expect(woken).toBe(3);
  });
  it('ends a wait after its time or when the browser leaves', async () => {
    const p = new Presence();
    const started = Date.now();
    expect(await p.changed(1, undefined, 30)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const leaving = new AbortController();
    const waiting = p.changed(1, leaving.signal, 60_000);
    leaving.abort();
    expect(await waiting).toBe(true);
  });
  it('refuses to hold more than a few waits for one person (answered at once, without waiting)', async () => {
    const p = new Presence();
    const held = Array.from({ length: PRESENCE_WAITS }, () => p.changed(1, undefined, 60_000));
    expect(await p.changed(1, undefined, 60_000)).toBe(false);
    // Another person still waits.
    const other = p.changed(2, undefined, 60_000);
    p.here({ id: 3, name: 'Meera' }, 'pages/x.yaml');
    expect(await Promise.all([...held, other])).toEqual(Array(PRESENCE_WAITS + 1).fill(true));
  });
});

describe('POST presence', () => {
  const asha = { id: 1, name: 'Asha Rao' };
  const ravi = { id: 2, name: 'Ravi Kumar' };
  const callsOf = (presence: Presence, person: typeof asha, signal?: AbortSignal) =>
    draftCalls({ accounts: { drafts: {} } as never, presence }, { person } as never, signal);
  const ask = (presence: Presence, person: typeof asha, body: Record<string, unknown>, signal?: AbortSignal) =>
    callsOf(presence, person, signal)['POST presence']({ body } as never) as Promise<{ others: { name: string }[] }>;

  it('answers at once without `known`, and when the others differ from it', async () => {
    const p = new Presence();
    await ask(p, ravi, { file: 'pages/about.yaml' });
    expect((await ask(p, asha, { file: 'pages/about.yaml' })).others.map((o) => o.name)).toEqual(['Ravi Kumar']);
    expect((await ask(p, asha, { file: 'pages/about.yaml', known: [] })).others.map((o) => o.name)).toEqual([
      'Ravi Kumar',
    ]);
  });
  it('holds the answer until someone comes to the page, then names them', async () => {
    const p = new Presence();
    const started = Date.now();
    const waiting = ask(p, asha, { file: 'pages/about.yaml', known: [] });
    let answered = false;
    void waiting.then(() => (answered = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    await ask(p, ravi, { file: 'pages/faq.yaml' });
    await new Promise((r) => setTimeout(r, 20));
    expect(answered).toBe(false);
    await ask(p, ravi, { file: 'pages/about.yaml' });
    expect((await waiting).others.map((o) => o.name)).toEqual(['Ravi Kumar']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
  it('answers when the browser leaves', async () => {
    const p = new Presence();
    const leaving = new AbortController();
    const waiting = ask(p, asha, { file: 'pages/about.yaml', known: [] }, leaving.signal);
    leaving.abort();
    expect((await waiting).others).toEqual([]);
  });
});

describe('an older page of the same person', () => {
  it('never takes them back to the file it had open while its answer is held', async () => {
    const p = new Presence();
    const asha = { id: 1, name: 'Asha Rao' };
    const ravi = { id: 2, name: 'Ravi Kumar' };
    const ask = (person: typeof asha, body: Record<string, unknown>) =>
      draftCalls({ accounts: { drafts: {} } as never, presence: p }, { person } as never)['POST presence']({
        body,
      } as never) as Promise<{ others: { name: string }[] }>;
    // Ravi's page before a reload holds an answer, with no page open.
    const old = ask(ravi, { file: '', known: [] });
    // His new page opens the terms; Asha is there too: the old page's wait is woken, and must not move him back.
    await ask(ravi, { file: 'pages/terms.yaml' });
    await old;
    expect((await ask(asha, { file: 'pages/terms.yaml' })).others.map((o) => o.name)).toEqual(['Ravi Kumar']);
  });
});
