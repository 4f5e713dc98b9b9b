/**
 * Lighthouse (mobile default configuration) on a fixed set of routes in one Chromium: the four category scores and
 * LCP/CLS/TBT. Problems (failing the audit): a category under its minimum, with the audits that cost it points, CLS
 * over its limit, an image opportunity. Timing figures that miss their targets are listed apart and fail nothing
 * (config.ts, timingTargets, says why).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath, clsLimit, imageAudits, lighthouseMinimum, timingTargets } from './config.js';

/** The categories Lighthouse scores; performance is a timing figure, the others have minimums. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseRow {
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** "accessibility 96 < 100: color-contrast 0", "CLS 0.200, limit 0.05" … */
  problems: string[];
  /** Timing targets missed, which fail nothing: "TBT 250 ms (target 100 ms)" … */
  missed: string[];
}

interface LhAudit {
  id: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  scoreDisplayMode: string;
}
interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
}

/** The audits that cost a category points, as "id score (display value)". */
function lostPoints(lhr: LhResult, c: Category): string {
  const lost = (lhr.categories[c]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit &&
        (ref.weight > 0 || c !== 'performance') &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map(({ audit }) => `${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return lost.join(', ') || 'no single audit named';
}

/** Judges one Lighthouse result against the minimums, the limit and the timing targets of config.ts. */
export function judge(path: string, lhr: LhResult): LighthouseRow {
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const row: LighthouseRow = {
    path,
    scores,
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    problems: [],
    missed: [],
  };
  const over = (value: number, limit: number) => !(value < limit);

  for (const c of Object.keys(lighthouseMinimum) as (keyof typeof lighthouseMinimum)[]) {
    if (scores[c] < lighthouseMinimum[c])
      row.problems.push(`${c} ${scores[c]} < ${lighthouseMinimum[c]}: ${lostPoints(lhr, c)}`);
  }
  if (over(row.cls, clsLimit)) row.problems.push(`CLS ${row.cls.toFixed(3)}, limit ${clsLimit}`);
  for (const id of imageAudits) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1)
      row.problems.push(`${id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }

  const pictures = (timingTargets.pictures.paths as readonly string[]).includes(path);
  const target = pictures ? timingTargets.pictures : timingTargets;
  if (scores.performance < target.performance)
    row.missed.push(
      `performance ${scores.performance} (target ${target.performance}): ${lostPoints(lhr, 'performance')}`,
    );
  if (over(row.lcpMs, target.lcpMs))
    row.missed.push(`LCP ${(row.lcpMs / 1000).toFixed(2)} s (target ${target.lcpMs / 1000} s)`);
  if (over(row.tbtMs, timingTargets.tbtMs))
    row.missed.push(`TBT ${Math.round(row.tbtMs)} ms (target ${timingTargets.tbtMs} ms)`);
  return row;
}

function better(a: LighthouseRow, b: LighthouseRow): boolean {
  if (a.problems.length !== b.problems.length) return a.problems.length < b.problems.length;
  if (a.missed.length !== b.missed.length) return a.missed.length < b.missed.length;
  return a.scores.performance > b.scores.performance;
}

/**
 * Runs Lighthouse on each path in turn; a route with a problem or a missed target gets a second run, and the better
 * one counts (fewer problems, then fewer missed targets, then the higher performance score).
 */
export async function runLighthouse(
  origin: string,
  paths: string[],
  log: (line: string) => void,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, '--headless=new'],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      let best: LighthouseRow | undefined;
      for (let attempt = 0; attempt < 2; attempt++) {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const row = judge(path, result.lhr as unknown as LhResult);
        if (!best || better(row, best)) best = row;
        if (!best.problems.length && !best.missed.length) break;
      }
      rows.push(best!);
      log(`lighthouse ${path}: ${categories.map((c) => `${c} ${best!.scores[c]}`).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
