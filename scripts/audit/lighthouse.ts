/**
 * Lighthouse (mobile default configuration) on a fixed set of routes in one Chromium: the four category scores,
 * LCP/CLS/TBT, and as problems the audits that cost a category its minimum and every metric over its limit.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath, imageAudits, lighthouseMinimum, lighthouseLimits, pictureRoutes } from './config.js';

export type Category = keyof typeof lighthouseMinimum;
export const categories = Object.keys(lighthouseMinimum) as Category[];

export interface LighthouseRow {
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** "performance 91: largest-contentful-paint 0.62 (2.9 s)" … */
  problems: string[];
}

interface LhAudit { id: string; score: number | null; numericValue?: number; displayValue?: string; scoreDisplayMode: string }
interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
}

/** Judges one Lighthouse result against the minimums and limits of config.ts. */
export function judge(path: string, lhr: LhResult): LighthouseRow {
  const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const problems: string[] = [];
  for (const c of categories) {
    if (scores[c] >= lighthouseMinimum[c]) continue;
    const lost = (lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => audit && (ref.weight > 0 || c !== 'performance') && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map(({ audit }) => `${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    problems.push(`${c} ${scores[c]} < ${lighthouseMinimum[c]}: ${lost.join(', ') || 'no single audit named'}`);
  }
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const row = { path, scores, lcpMs: num('largest-contentful-paint'), cls: num('cumulative-layout-shift'), tbtMs: num('total-blocking-time'), problems };
  const over = (value: number, limit: number) => !(value < limit);
  if (over(row.lcpMs, lighthouseLimits.lcpMs)) problems.push(`LCP ${(row.lcpMs / 1000).toFixed(2)} s, limit ${lighthouseLimits.lcpMs / 1000} s`);
  if (over(row.cls, lighthouseLimits.cls)) problems.push(`CLS ${row.cls.toFixed(3)}, limit ${lighthouseLimits.cls}`);
  if (over(row.tbtMs, lighthouseLimits.tbtMs)) problems.push(`TBT ${Math.round(row.tbtMs)} ms, limit ${lighthouseLimits.tbtMs} ms`);
  for (const id of imageAudits) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1) problems.push(`${id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  if ((pictureRoutes.paths as readonly string[]).includes(path)) {
    if (scores.performance < pictureRoutes.performance) problems.push(`performance ${scores.performance} < ${pictureRoutes.performance} on a picture route`);
    if (over(row.lcpMs, pictureRoutes.lcpMs)) problems.push(`LCP ${(row.lcpMs / 1000).toFixed(2)} s, limit ${pictureRoutes.lcpMs / 1000} s on a picture route`);
  }
  return row;
}

/** Runs Lighthouse on each path in turn; a route that falls short gets a second run, and the better one counts. */
export async function runLighthouse(origin: string, paths: string[], log: (line: string) => void): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags, '--headless=new'] });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      let best: LighthouseRow | undefined;
      for (let attempt = 0; attempt < 2; attempt++) {
        const result = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const row = judge(path, result.lhr as unknown as LhResult);
        if (!best || row.problems.length < best.problems.length || (row.problems.length === best.problems.length && row.scores.performance > best.scores.performance)) best = row;
        if (!best.problems.length) break;
      }
      rows.push(best!);
      log(`lighthouse ${path}: ${categories.map((c) => `${c} ${best!.scores[c]}`).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
