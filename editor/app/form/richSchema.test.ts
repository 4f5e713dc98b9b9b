// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { Editor } from '@tiptap/core';
import sanitizeHtml from 'sanitize-html';
import { BLOG_HTML } from '../../../src/content/sanitizeRules';
import { linkAddress, richExtensions, tidyHtml } from './richSchema';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());
const make = (content = '') => {
  editor = new Editor({ extensions: richExtensions, content });
  return editor;
};
/** What the site publishes of `html` (the build's sanitiser), written the way the editor writes tags. */
const published = (html: string) => sanitizeHtml(html, BLOG_HTML).replace(/<br \/>/g, '<br>');

const WORD_PROCESSOR = `<meta charset="utf-8"><style>p{color:red}</style>
<p class="MsoNormal" style="margin:0"><span style="font-family:Calibri;font-size:14pt">Dear <b>client</b>,
<font color="red">note</font> <u>this</u> and <s>that</s> <i>now</i>.</span></p>
<h1 style="color:blue">Big title</h1><h2 class="x">Section</h2>
<table border="1"><tr><td>Cell <strong>one</strong></td><td>Cell two</td></tr></table>
<script>alert(1)</script><img src="x.png" onerror="alert(1)">
<ol start="3" type="a" style="list-style-type:lower-alpha"><li><span>first</span></li><li>second</li></ol>
<blockquote style="border:1px"><p>Quoted</p></blockquote>
<p><a href="https://example.in/x" class="c" target="_blank" rel="noopener" style="color:red">safe link</a>
<a href="javascript:alert(1)">bad link</a> <a href="http://plain.in">plain link</a> <a href="/contact">page</a></p>
<pre><code>code()</code></pre><hr><p>line<br>break</p>`;

describe('the formatted-text schema', () => {
  test('content from a word processor keeps what the site keeps and nothing else', () => {
    const html = make(WORD_PROCESSOR).getHTML();
    expect(html).not.toMatch(
      /style=|class=|<span|<font|<table|<td|<script|<img|<u>|<s>|<h1|<pre|<hr|javascript:|http:/,
    );
    expect(html).toContain('<strong>client</strong>');
    expect(html).toContain('<em>now</em>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<p>Big title</p>');
    expect(html).toContain('Cell <strong>one</strong>');
    expect(html).toContain('<a href="https://example.in/x">safe link</a>');
    expect(html).toContain('<a href="/contact">page</a>');
    expect(html).toMatch(/bad link plain link/);
    expect(html).toContain('<ol><li><p>first</p></li>');
    // What is typed is what is published: the sanitiser changes nothing, tidied or not.
    expect(published(html)).toBe(html);
    expect(published(tidyHtml(html))).toBe(tidyHtml(html));
  });

  test('pasting HTML goes through the same schema', () => {
    // jsdom has no ClipboardEvent; ProseMirror only needs an event to hand to its paste hooks.
    globalThis.ClipboardEvent ??= class extends Event {} as unknown as typeof ClipboardEvent;
    const e = make('<p>Start</p>');
    e.commands.focus('end');
    e.view.pasteHTML(
      '<div style="font-family:Arial"><span style="color:red">Pasted <b>bold</b></span><table><tr><td>cell</td></tr></table><script>alert(1)</script><a href="https://x.in" target="_blank">x</a></div>',
    );
    const html = e.getHTML();
    expect(html).toContain('Pasted <strong>bold</strong>');
    expect(html).toContain('cell');
    expect(html).toContain('<a href="https://x.in">x</a>');
    expect(html).not.toMatch(/style=|<span|<table|<script|alert|target=/);
    expect(published(html)).toBe(html);
  });
});

describe('tidyHtml', () => {
  test('one block a line, list items and quotes without an inner paragraph, a blank line before headings', () => {
    const html = make(
      '<p>Intro</p><h2>Head</h2><ul><li><p>One</p></li><li><p>Two</p><ol><li>Inner</li></ol></li></ul><blockquote><p>Q</p></blockquote>',
    ).getHTML();
    expect(tidyHtml(html)).toBe(
      [
        '<p>Intro</p>',
        '',
        '<h2>Head</h2>',
        '<ul>',
        '  <li>One</li>',
        '  <li>',
        '    <p>Two</p>',
        '    <ol>',
        '      <li>Inner</li>',
        '    </ol>',
        '  </li>',
        '</ul>',
        '<blockquote>Q</blockquote>',
      ].join('\n'),
    );
    // Read back, the tidy text gives the same document.
    expect(make(tidyHtml(html)).getHTML()).toBe(html);
  });

  test('an empty document is an empty text', () => {
    expect(tidyHtml(make('').getHTML())).toBe('');
  });
});

describe('linkAddress', () => {
  test.each([
    ['https://example.in/a?b=1', 'https://example.in/a?b=1'],
    ['www.example.in', 'https://www.example.in'],
    ['info@example.in', 'mailto:info@example.in'],
    ['+91 80 1234 5678', 'tel:+918012345678'],
    ['/contact', '/contact'],
    ['#top', '#top'],
  ])('%s is kept as %s', (typed, href) => expect(linkAddress(typed)).toBe(href));
  test.each(['http://example.in', 'javascript:alert(1)', '//evil.in', 'data:text/html,x', 'two words', ''])(
    '%s is refused',
    (typed) => expect(linkAddress(typed)).toBeUndefined(),
  );
});
