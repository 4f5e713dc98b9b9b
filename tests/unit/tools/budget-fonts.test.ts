/**
 * `npm run budget` counts the fonts a language's page loads (tools/budget.ts): the files its head's @font-face rules
 * name, at their size; a page without them (English) loads none. Each language's home page (/kn) has the home
 * page's budget of JavaScript.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, fontFiles, measure } from '../../../tools/budget';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const face = (file: string) =>
  `@font-face{font-family:"Noto Sans Kannada";src:url(/assets/fonts/${file}) format("woff2");font-weight:400 800;unicode-range:U+C95}`;
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}<script type="module" src="/assets/entry.js"></script></body></html>`;

describe('the budget’s fonts', () => {
  it('reads the font files of a page’s @font-face rules, in its head only', () => {
    expect(fontFiles(page(`<style>${face('k-1.woff2')}${face('d-2.woff2')}</style>`))).toEqual([
      '/assets/fonts/k-1.woff2',
      '/assets/fonts/d-2.woff2',
    ]);
    expect(fontFiles(page('', `<pre>${face('k-1.woff2')}</pre>`))).toEqual([]);
  });

  it('leaves out the languages’ names’ fonts, which a page loads only when its switcher is opened', () => {
    const names = '@font-face{font-family:"Language names";src:url(/assets/fonts/n-3.woff2) format("woff2")}';
    const html = page(`<style>${face('k-1.woff2')}${names}</style>`);
    expect(fontFiles(html)).toEqual(['/assets/fonts/k-1.woff2']);
    expect(fontFiles(html, 'names')).toEqual(['/assets/fonts/n-3.woff2']);
  });

  it('counts a language page’s font bytes and none on an English page; a language’s home has the home’s budget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'budget-fonts-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets/fonts'), { recursive: true });
    mkdirSync(join(dir, 'kn'));
    writeFileSync(join(dir, '_paths.json'), JSON.stringify(['/', '/kn', '/kn/about']));
    writeFileSync(join(dir, '_site.kn.json'), '{}');
    mkdirSync(join(dir, 'kn/about'));
    writeFileSync(join(dir, 'kn/about/index.html'), page(`<style>${face('k-1.woff2')}</style>`));
    writeFileSync(join(dir, 'assets/entry.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets/fonts/k-1.woff2'), Buffer.alloc(12_345));
    writeFileSync(join(dir, 'index.html'), page(''));
    writeFileSync(join(dir, '404.html'), page(''));
    writeFileSync(join(dir, 'kn/index.html'), page(`<style>${face('k-1.woff2')}</style>`));
    const rows = Object.fromEntries(measure(dir).map((r) => [r.route, r]));
    expect(rows['/']).toMatchObject({ fonts: [], fontBytes: 0, budget: BUDGET_KB.home * 1000 });
    expect(rows['/kn']).toMatchObject({ fonts: ['/assets/fonts/k-1.woff2'], fontBytes: 12_345 });
    // A language's home page has the home page's budget.
    expect(rows['/kn'].budget).toBe(BUDGET_KB.home * 1000);
    expect(rows['/kn/about'].budget).toBe(BUDGET_KB.other * 1000);
  });
});
