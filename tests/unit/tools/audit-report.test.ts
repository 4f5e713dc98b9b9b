import { describe, it, expect } from 'vitest';
import { validateHtml, htmlValidateConfig } from '../../../tools/audit/html';
import { judge } from '../../../tools/audit/lighthouse';
import { clsLimit, lighthouseMinimum, timingTargets } from '../../../tools/audit/config';
import { emptyRow, routeTable, details, missedTargets } from '../../../tools/audit/table';
import { pool } from '../../../tools/audit/pool';

const doc = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;

describe('audit: html-validate', () => {
  it('passes a valid page', async () => {
    expect(await validateHtml(doc('<main><h1>Title</h1><p>Text</p></main>'), 'ok.html')).toEqual([]);
  });
  it('fails a <style> inside a section, a duplicate id, a button inside a link and an unclosed element, with line, column and rule', async () => {
    const problems = await validateHtml(
      doc(
        '<section><style>p{}</style><p id="a"></p><p id="a"></p><a href="/"><button type="button">Go</button></a><div></section>',
      ),
      'bad.html',
    );
    expect(problems.some((p) => /<style> element is not permitted/.test(p))).toBe(true);
    expect(problems.some((p) => /no-dup-id/.test(p))).toBe(true);
    expect(problems.some((p) => /<button> element is not permitted as a descendant of <a>/.test(p))).toBe(true);
    expect(problems.some((p) => /close-order/.test(p))).toBe(true);
    expect(problems[0]).toMatch(/^\d+:\d+ [a-z-]+: /);
  });
  it('uses the standard preset and switches no rule off', () => {
    expect(htmlValidateConfig.extends).toEqual(['html-validate:standard']);
    expect(Object.values(htmlValidateConfig.rules ?? {}).filter((v) => v === 'off' || v === 0)).toEqual([]);
  });
});

type Lhr = Parameters<typeof judge>[1];
const lhr = (scores: Record<string, number>, metrics: { lcp: number; cls: number; tbt: number }): Lhr => ({
  categories: Object.fromEntries(
    Object.entries(scores).map(([k, v]) => [
      k,
      { score: v, auditRefs: [{ id: k === 'performance' ? 'largest-contentful-paint' : 'color-contrast', weight: 1 }] },
    ]),
  ),
  audits: {
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      score: 0.5,
      numericValue: metrics.lcp,
      displayValue: `${metrics.lcp / 1000} s`,
      scoreDisplayMode: 'numeric',
    },
    'cumulative-layout-shift': {
      id: 'cumulative-layout-shift',
      score: 1,
      numericValue: metrics.cls,
      scoreDisplayMode: 'numeric',
    },
    'total-blocking-time': {
      id: 'total-blocking-time',
      score: 1,
      numericValue: metrics.tbt,
      scoreDisplayMode: 'numeric',
    },
    'color-contrast': { id: 'color-contrast', score: 0, scoreDisplayMode: 'binary' },
  },
});

describe('audit: Lighthouse judgement', () => {
  const all100 = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
  const fine = { lcp: timingTargets.lcpMs - 1, cls: 0, tbt: 0 };
  it('passes scores at the minimums, CLS under its limit and timing figures on target', () => {
    const row = judge(
      '/about',
      lhr(
        {
          ...all100,
          performance: timingTargets.performance / 100,
          accessibility: lighthouseMinimum.accessibility / 100,
        },
        fine,
      ),
    );
    expect(row.problems).toEqual([]);
    expect(row.missed).toEqual([]);
    expect(row.scores.performance).toBe(timingTargets.performance);
  });
  it('fails a category under its minimum, naming the audits that cost points', () => {
    const row = judge('/about', lhr({ ...all100, accessibility: 0.96 }, fine));
    expect(row.problems).toEqual([`accessibility 96 < ${lighthouseMinimum.accessibility}: color-contrast 0`]);
  });
  it('fails a layout shift over its limit', () => {
    expect(judge('/about', lhr(all100, { ...fine, cls: 0.2 })).problems).toEqual([`CLS 0.200, limit ${clsLimit}`]);
  });
  it('fails a page with pictures larger than shown or in an old format', () => {
    const base = lhr(all100, fine);
    base.audits['uses-responsive-images'] = {
      id: 'uses-responsive-images',
      score: 0.5,
      displayValue: 'Potential savings of 40 KiB',
      scoreDisplayMode: 'metricSavings',
    };
    base.audits['modern-image-formats'] = { id: 'modern-image-formats', score: 1, scoreDisplayMode: 'metricSavings' };
    expect(judge('/about', base).problems).toEqual(['uses-responsive-images (Potential savings of 40 KiB)']);
  });
  it('lists timing figures off their targets as missed, not as problems', () => {
    const row = judge('/about', lhr({ ...all100, performance: 0.8 }, { lcp: timingTargets.lcpMs, cls: 0, tbt: 250 }));
    expect(row.problems).toEqual([]);
    expect(row.missed).toEqual([
      'performance 80 (target 95): largest-contentful-paint 0.5 (2 s)',
      'LCP 2.00 s (target 2 s)',
      'TBT 250 ms (target 100 ms)',
    ]);
  });
  it('holds the picture routes to their own targets: performance 100 and LCP under 1.2 s', () => {
    const gallery = judge('/gallery', lhr({ ...all100, performance: 0.99 }, { lcp: 1300, cls: 0, tbt: 0 }));
    expect(gallery.missed).toEqual([
      'performance 99 (target 100): largest-contentful-paint 0.5 (1.3 s)',
      'LCP 1.30 s (target 1.2 s)',
    ]);
    expect(judge('/', lhr(all100, { lcp: 1250, cls: 0, tbt: 0 })).missed).toEqual(['LCP 1.25 s (target 1.2 s)']);
    // Any other route: the general target.
    expect(judge('/about', lhr(all100, { lcp: 1300, cls: 0, tbt: 0 })).missed).toEqual([]);
  });
});

describe('audit: printout', () => {
  it('shows ok or the number of problems per check, and every problem with its route and check', () => {
    const a = emptyRow('/');
    const b = emptyRow('/about');
    b.problems.axe.push('color-contrast (serious)', 'region (moderate)');
    const table = routeTable([a, b]);
    expect(table.split('\n')[2]).toMatch(/^\/\s+ok\s+ok/);
    expect(table.split('\n')[3]).toMatch(/^\/about\s+✗ 2\s+ok/);
    expect(table.split('\n')[3].trim().endsWith('ok')).toBe(true);
    expect(details([a, b], [], ['sitemap'])).toEqual([
      '(site)  sitemap',
      '/about  axe: color-contrast (serious)',
      '/about  axe: region (moderate)',
    ]);
  });
  it('lists the missed timing targets apart from the problems, with their routes', () => {
    const row = judge(
      '/contact',
      lhr({ performance: 0.9, accessibility: 1, 'best-practices': 1, seo: 1 }, { lcp: 1000, cls: 0, tbt: 300 }),
    );
    expect(details([], [row], [])).toEqual([]);
    expect(missedTargets([row])).toEqual([
      '/contact  performance 90 (target 95): largest-contentful-paint 0.5 (1 s)',
      '/contact  TBT 300 ms (target 100 ms)',
    ]);
  });
  it('runs work on every item, at most two at a time', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await pool([5, 1, 3, 2], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      done.push(n);
    });
    expect(done.sort()).toEqual([1, 2, 3, 5]);
    expect(peak).toBe(2);
  });
});
