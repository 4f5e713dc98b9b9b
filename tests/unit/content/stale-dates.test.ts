/**
 * Stale dated content: an item still marked upcoming (or live) whose date has passed, and an item marked
 * completed (or effective) whose date is to come, are located warnings with a hint; they never fail validation.
 */
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent, hasErrors } from '../../../src/content/load';
import { staleDates } from '../../../src/content/staleDates';
import { dateSpan } from '../../../src/contract/dates';
import { declaredBlocks } from '../../../src/generated/blocks';
import { formatProblem } from '../../../src/content/format';
import { repoRoot } from '../../fixtures/site';
import { gitIn } from '../../fixtures/git';

const EVENTS = 'pages/resources/events.yaml';
const stale = (c: ReturnType<typeof loadContent>) =>
  c.problems.filter((p) => /marked (upcoming|live|completed|effective)/.test(p.message));

/** Runs `load` with the clock set to `date`. */
function on<T>(date: Date, load: () => T): T {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
  try {
    return load();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * The day the site's pages were last committed (today when they have uncommitted changes, or outside a git
 * clone). The real site is judged as of then: the calendar moving on makes a deadline stale (the build
 * warns), but never fails a change that leaves the pages alone.
 */
function pagesDay(): Date {
  const git = (...args: string[]) => gitIn(repoRoot, ...args);
  try {
    const when = git('status', '--porcelain', '--', 'pages') ? '' : git('log', '-1', '--format=%cI', '--', 'pages');
    if (when) return new Date(when);
  } catch {}
  return new Date();
}

describe('stale dated content', () => {
  const content = loadContent(repoRoot);

  it('reads the date forms editors write', () => {
    expect(dateSpan('20 December 2026')).toMatchObject({ first: Date.UTC(2026, 11, 20), last: Date.UTC(2026, 11, 20) });
    expect(dateSpan('14-16 August 2026')).toMatchObject({ first: Date.UTC(2026, 7, 14), last: Date.UTC(2026, 7, 16) });
    expect(dateSpan('Effective 1 April 2027 (FY 2027-28)')?.first).toBe(Date.UTC(2027, 3, 1));
    expect(dateSpan('March 2027')).toMatchObject({ first: Date.UTC(2027, 2, 1), last: Date.UTC(2027, 2, 31) });
    expect(dateSpan('every quarter')).toBeUndefined();
  });

  it('finds nothing stale in the site on the day its pages were last changed', () => {
    expect(on(pagesDay(), () => stale(loadContent(repoRoot)).map((p) => formatProblem(p)))).toEqual([]);
  });

  it('warns, with its line and a hint, about an upcoming item whose date has passed, without failing', () => {
    const files = new Map(content.texts);
    const text = files.get(EVENTS)!;
    const lines = text.split('\n');
    const events = content.pages
      .find((p) => p.source.file === EVENTS)!
      .data.sections.find((s) => s.type === 'statusList') as { items: { date: string; status: string }[] };
    const first = events.items.find((i) => i.status === 'upcoming')!;
    const dateLine = lines.findIndex((l) => l.trim() === `date: ${first.date}`);
    lines[dateLine] = lines[dateLine].replace(/date: .*/, 'date: 3 March 2025');
    files.set(EVENTS, lines.join('\n'));
    const c = on(pagesDay(), () => loadContent(repoRoot, { files }));
    const found = stale(c);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      severity: 'warning',
      file: EVENTS,
      line: dateLine + 1,
      col: lines[dateLine].indexOf('3 March 2025') + 1,
      length: '3 March 2025'.length,
    });
    expect(found[0].message).toMatch(/is still marked upcoming, but its date \(3 March 2025\) has passed$/);
    expect(formatProblem(found[0])).toMatch(/\n {3}hint: Today is \d{4}-\d\d-\d\d\. Change its status to completed/);
    expect(hasErrors(c)).toBe(false);
  });

  it("judges against today's date: a year on, today's upcoming items are stale; a year back, completed ones are in the future", () => {
    const later = on(new Date(Date.UTC(2028, 0, 1)), () => stale(loadContent(repoRoot)));
    expect(later.length).toBeGreaterThan(5);
    expect(later.every((p) => /still marked (upcoming|live)/.test(p.message))).toBe(true);
    // Found in the text, each place is where the parsed document puts the date.
    for (const p of later) {
      const line = readFileSync(join(repoRoot, p.file), 'utf8').split('\n')[p.line - 1];
      expect(line.slice(p.col - 1)).toMatch(/^"?\S/);
      expect(line.slice(0, p.col - 1)).toMatch(/date: $/);
    }
    const earlier = on(new Date(Date.UTC(2024, 0, 1)), () => stale(loadContent(repoRoot)));
    expect(earlier.some((p) => /is marked completed, but its date .* is still to come/.test(p.message))).toBe(true);
  });

  it('checks the blocks whose block.ts declares dated items, by the statuses declared there', () => {
    expect(declaredBlocks.filter((b) => b.datedItems).map((b) => b.type)).toEqual(['statusList']);
    expect(staleDates(content, [])).toEqual([]);
    // Declared the other way round, every completed item with a date passed is "still to come" and stale.
    const reversed = staleDates(content, [
      { type: 'statusList', static: true, datedItems: { toCome: ['completed'], done: [] } },
    ]);
    expect(reversed.length).toBeGreaterThan(0);
    expect(reversed.every((p) => /is still marked completed, but its date .* has passed$/.test(p.message))).toBe(true);
  });
});
