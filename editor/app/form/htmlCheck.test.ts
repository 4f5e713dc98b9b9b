import { describe, expect, it } from 'vitest';
import { checkHtml } from './htmlCheck';
import { applyEdit, formatEdit } from './htmlEdit';
import { sanitize } from '../../../src/content/manifest';

const messages = (html: string) => checkHtml(html).map((i) => `${i.line}: ${i.message}`);

describe('checkHtml', () => {
  it('finds nothing wrong in well-formed HTML the site keeps', () => {
    expect(
      checkHtml(
        '<h2>Steps</h2>\n<p>Start <strong>early</strong>, <a href="https://example.com">read</a> <a href="/contact">us</a>.<br/></p>\n<ul>\n  <li>One</li>\n</ul><!-- note <div> -->',
      ),
    ).toEqual([]);
  });

  it('reports a tag left open, with its line', () => {
    expect(messages('<p>One</p>\n<p>Two <strong>bold')).toEqual([
      '2: <p> is opened but never closed: add </p> where it ends.',
      '2: <strong> is opened but never closed: add </strong> where it ends.',
    ]);
  });

  it('reports tags closed in the wrong order and closers without an opener', () => {
    expect(messages('<p><em>a</p></em>')).toEqual([
      '1: <em> (from line 1) must be closed with </em> before </p>.',
      '1: </em> closes a <em> that was never opened.',
    ]);
  });

  it('reports a tag without its closing ">"', () => {
    expect(messages('<p>a</p>\n<strong class="x"')[0]).toBe('2: The tag <strong has no closing ">".');
  });

  it('warns about what the build sanitiser removes: tags, attributes, link schemes', () => {
    const html =
      '<div class="box"><p style="color:red">x</p><a href="http://old.example" onclick="go()">y</a><a href="javascript:alert(1)">z</a></div>';
    expect(messages(html)).toEqual([
      '1: <div> is not kept on the site: the build removes the tag (its text stays).',
      '1: The class attribute of <div> is removed when the site is built.',
      '1: The style attribute of <p> is removed when the site is built.',
      '1: The link address "http://old.example" is removed when the site is built: use https:, mailto:, tel: or a page of the site.',
      '1: The onclick attribute of <a> is removed when the site is built.',
      '1: The link address "javascript:alert(1)" is removed when the site is built: use https:, mailto:, tel: or a page of the site.',
    ]);
    // The same rules as the build: what the check flags is what the sanitiser drops.
    const built = sanitize(html);
    expect(built).not.toMatch(/<div|class=|style=|onclick|http:|javascript:/);
    expect(sanitize('<p><strong>a</strong> <a href="/contact" title="t">b</a></p>')).toBe(
      '<p><strong>a</strong> <a href="/contact" title="t">b</a></p>',
    );
  });
});

describe('formatEdit', () => {
  const run = (text: string, start: number, end: number, cmd: Parameters<typeof formatEdit>[3], href?: string) => {
    const edit = formatEdit(text, start, end, cmd, href);
    const out = applyEdit(text, edit);
    return { out, selected: out.slice(edit.selectFrom, edit.selectTo) };
  };

  it('wraps the selection in inline tags and keeps it selected', () => {
    expect(run('Start early today', 6, 11, 'strong')).toEqual({
      out: 'Start <strong>early</strong> today',
      selected: 'early',
    });
    expect(run('Start early', 6, 11, 'em').out).toBe('Start <em>early</em>');
    expect(run('see us', 4, 6, 'a', '/contact').out).toBe('see <a href="/contact">us</a>');
  });

  it('puts the cursor between the tags when nothing is selected', () => {
    expect(run('ab', 1, 1, 'strong')).toEqual({ out: 'a<strong></strong>b', selected: '' });
  });

  it('makes the current line a block, and selected lines a list', () => {
    expect(run('one\nTitle here\nthree', 6, 6, 'h2').out).toBe('one\n<h2>Title here</h2>\nthree');
    expect(run('Milk\nEggs', 0, 9, 'ul').out).toBe('<ul>\n  <li>Milk</li>\n  <li>Eggs</li>\n</ul>');
    expect(run('x\nA\nB', 2, 5, 'ol').out).toBe('x\n<ol>\n  <li>A</li>\n  <li>B</li>\n</ol>');
  });
});
