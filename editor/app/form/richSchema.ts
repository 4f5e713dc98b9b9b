/**
 * What the formatted-text field can hold: Tiptap's extensions cut down to the tags and attributes the site's
 * sanitiser keeps (src/content/sanitizeRules.ts), so what is typed or pasted is what is published. Pasted
 * spans, styles, fonts, tables and scripts have no place in this schema and are dropped (their words stay).
 * Also the tidy HTML written to the file (one block a line, list items without a paragraph inside), and the
 * check of a link's address.
 */
import type { AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';

/** A link's address as the site keeps it (https:, mailto:, tel:, a page of the site or a place on the page), or undefined. */
export function linkAddress(text: string): string | undefined {
  let href = text.trim();
  if (/^\+?[\d ()-]{6,}$/.test(href)) href = `tel:${href.replace(/[^\d+]/g, '')}`;
  if (!href || /\s/.test(href)) return undefined;
  if (/^www\./i.test(href)) href = `https://${href}`;
  if (/^[^\s/:@]+@[^\s/:@]+\.[a-z]{2,}$/i.test(href)) href = `mailto:${href}`;
  if (/^(https:\/\/[^/\s]+|mailto:\S+|tel:\+?\d+)/i.test(href)) return href;
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  return undefined;
}

export const richExtensions: AnyExtension[] = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    trailingNode: false,
    // Undo and redo are the draft's (useDraftHistory.ts), for this field as for every other.
    undoRedo: false,
    link: false,
    orderedList: false,
  }),
  // Only the address: a pasted link's class, target or rel would not survive the site's sanitiser.
  Link.extend({ addAttributes: () => ({ href: { default: null } }) }).configure({
    openOnClick: false,
    autolink: false,
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => linkAddress(url) === url,
  }),
  // A numbered list starts at 1, in the plain style: the sanitiser keeps no attribute of <ol>.
  OrderedList.extend({ addAttributes: () => ({}) }).extend({
    renderHTML: () => ['ol', 0],
  }),
];

const INLINE_WRAPPERS = new Set(['LI', 'BLOCKQUOTE']);
const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE']);

/**
 * Tiptap's HTML made tidy for the file: a list item or quote holding just one paragraph holds its words, each
 * block starts a line (list items indented under their list), a blank line before a heading. Empty gives "".
 */
export function tidyHtml(html: string): string {
  const box = document.createElement('template');
  box.innerHTML = html;
  for (const el of box.content.querySelectorAll('li, blockquote')) {
    if (INLINE_WRAPPERS.has(el.tagName) && el.children.length === 1 && el.firstElementChild?.tagName === 'P')
      el.replaceChildren(...el.firstElementChild.childNodes);
  }
  const lines: string[] = [];
  const write = (node: Element, depth: number) => {
    const nested = [...node.children].some((c) => BLOCKS.has(c.tagName));
    const pad = '  '.repeat(depth);
    if (!nested) {
      lines.push(pad + node.outerHTML);
      return;
    }
    const open = node.cloneNode(false) as Element;
    const [start, end] = open.outerHTML.split(/(?=<\/[a-z0-9]+>$)/);
    lines.push(pad + start);
    for (const child of node.childNodes) {
      if (child instanceof Element && BLOCKS.has(child.tagName)) write(child, depth + 1);
      else if (child.textContent?.trim())
        lines.push(`${pad}  ${child instanceof Element ? child.outerHTML : child.textContent}`);
    }
    lines.push(pad + end);
  };
  [...box.content.children].forEach((el, i) => {
    if (i > 0 && /^H[2-4]$/.test(el.tagName)) lines.push('');
    write(el, 0);
  });
  const text = lines.join('\n');
  return text === '<p></p>' ? '' : text;
}
