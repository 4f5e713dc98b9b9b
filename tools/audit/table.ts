/** The audit's printout: a cell per route and check ("ok" or "✗ <count>"), the Lighthouse rows, every problem. */
import type { LighthouseRow } from './lighthouse.js';
import { categories } from './lighthouse.js';

export const columns = ['axe', 'html', 'nu', 'links', 'headings', 'console', 'seo', 'dev'] as const;
type Column = (typeof columns)[number];

export interface RouteRow {
  path: string;
  problems: Record<Column, string[]>;
}

export function emptyRow(path: string): RouteRow {
  return { path, problems: Object.fromEntries(columns.map((c) => [c, []])) as unknown as Record<Column, string[]> };
}

function grid(head: string[], rows: string[][]): string {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(w[i]))
      .join('  ')
      .trimEnd();
  return [line(head), w.map((n) => '-'.repeat(n)).join('  '), ...rows.map(line)].join('\n');
}

export function routeTable(rows: RouteRow[]): string {
  const cell = (r: RouteRow, c: Column) => (r.problems[c].length ? `✗ ${r.problems[c].length}` : 'ok');
  return grid(
    ['route', ...columns],
    rows.map((r) => [r.path, ...columns.map((c) => cell(r, c))]),
  );
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  return grid(
    ['route', ...categories, 'LCP', 'CLS', 'TBT'],
    rows.map((r) => [
      r.path,
      ...categories.map((c) => String(r.scores[c])),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      r.cls.toFixed(3),
      `${Math.round(r.tbtMs)} ms`,
    ]),
  );
}

/** The timing targets missed, one line each with its route; they fail nothing (config.ts, timingTargets). */
export function missedTargets(lighthouse: LighthouseRow[]): string[] {
  return lighthouse.flatMap((r) => r.missed.map((m) => `${r.path}  ${m}`));
}

export function details(rows: RouteRow[], lighthouse: LighthouseRow[], global: string[]): string[] {
  return [
    ...global.map((g) => `(site)  ${g}`),
    ...rows.flatMap((r) => columns.flatMap((c) => r.problems[c].map((p) => `${r.path}  ${c}: ${p}`))),
    ...lighthouse.flatMap((r) => r.problems.map((p) => `${r.path}  lighthouse: ${p}`)),
  ];
}
