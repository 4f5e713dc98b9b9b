import { describe, it, expect } from 'vitest';
import { checkWithNu, parseNuReport } from '../../../tools/audit/nu';
import { emptyRow, routeTable, details } from '../../../tools/audit/table';

const doc = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;
const svg = '<svg aria-hidden="true"></svg>';

describe('audit: Nu HTML Checker', () => {
  it('reports by document what html-validate misses (an svg beside dt and dd), none on a valid page', async () => {
    const result = await checkWithNu([
      { name: '/ok', html: doc(`<main><h1>T</h1><dl><div><dt>Years</dt><dd>${svg}5+</dd></div></dl></main>`) },
      { name: '/bad', html: doc(`<main><h1>T</h1><dl><div><dt>Years</dt><dd>5+</dd>${svg}</div></dl></main>`) },
    ]);
    expect(result.other).toEqual([]);
    expect(result.perDocument.get('/ok')).toBeUndefined();
    expect(result.perDocument.get('/bad')).toEqual([
      expect.stringMatching(/^1:\d+ Element “svg” not allowed as child of element “div”/),
    ]);
  }, 60_000);

  it('skips info messages and keeps errors of unknown documents apart', () => {
    const json = JSON.stringify({
      messages: [
        { type: 'error', url: 'file:/a.html', lastLine: 3, firstColumn: 7, message: 'Stray end tag “div”.' },
        { type: 'info', url: 'file:/a.html', lastLine: 4, firstColumn: 1, message: 'Trailing slash on void elements.' },
        { type: 'non-document-error', subType: 'io', url: 'file:/gone.html', message: 'File not found.' },
      ],
    });
    const result = parseNuReport(json, (url) => (url === 'file:/a.html' ? '/a' : undefined));
    expect([...result.perDocument]).toEqual([['/a', ['3:7 Stray end tag “div”.']]]);
    expect(result.other).toEqual(['file:/gone.html non-document-error: File not found.']);
  });

  it('has its own column in the route table, and its errors are among the problems that fail the audit', () => {
    const row = emptyRow('/about');
    row.problems.nu.push('1:40 Element “svg” not allowed as child of element “div” in this context.');
    const [head, , line] = routeTable([row]).split('\n');
    expect(head).toMatch(/^route\s+axe\s+html\s+nu\s+links/);
    expect(line).toMatch(/^\/about\s+ok\s+ok\s+✗ 1\s+ok/);
    expect(details([row], [], [])).toEqual([`/about  nu: ${row.problems.nu[0]}`]);
  });
});
