/**
 * Checks the blog's HTML as the editor types: tags left open, closed in the wrong order or closed without being
 * opened, and what the build's sanitiser will remove (tags, attributes and link addresses outside the rules in
 * src/content/sanitizeRules.ts, the same rules the build uses). A small tag scanner, not a full HTML parser: it
 * reports what an editor can fix, with the line it is on.
 */
import { BLOG_HTML } from '../../../src/content/sanitizeRules';
import { words } from '../../words';

export interface HtmlIssue {
  line: number;
  message: string;
}

const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'wbr',
  'source',
  'col',
  'area',
  'base',
  'embed',
  'param',
  'track',
]);
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)(>|$)/g;
const ATTRIBUTE = /([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const allowedTags = new Set<string>(BLOG_HTML.allowedTags);
const allowedAttributes = BLOG_HTML.allowedAttributes as Record<string, readonly string[]>;

function linkProblem(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('//')) return !BLOG_HTML.allowProtocolRelative;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && !BLOG_HTML.allowedSchemes.includes(scheme);
}

/** The problems of `html`, in the order they appear. */
export function checkHtml(html: string): HtmlIssue[] {
  const issues: HtmlIssue[] = [];
  const open: { name: string; line: number }[] = [];
  const lineAt = (index: number) => html.slice(0, index).split('\n').length;
  for (const m of html.matchAll(TOKEN)) {
    if (m[0].startsWith('<!--')) continue;
    const [, slash, rawName, attrs, end] = m;
    const name = rawName.toLowerCase();
    const line = lineAt(m.index);
    if (end !== '>') {
      issues.push({ line, message: words.html.brokenTag(name) });
      continue;
    }
    if (!slash && !allowedTags.has(name)) issues.push({ line, message: words.html.removedTag(name) });
    if (slash) {
      if (VOID.has(name)) continue;
      const at = open.map((t) => t.name).lastIndexOf(name);
      if (at === -1) {
        issues.push({ line, message: words.html.stray(name) });
        continue;
      }
      for (const inner of open.splice(at).slice(1).reverse())
        issues.push({ line, message: words.html.mismatched(inner.name, inner.line, name) });
      continue;
    }
    for (const a of attrs.matchAll(ATTRIBUTE)) {
      const attr = a[1].toLowerCase();
      if (!(allowedAttributes[name] ?? []).includes(attr))
        issues.push({ line, message: words.html.removedAttribute(attr, name) });
      else if (attr === 'href' && linkProblem(a[2] ?? a[3] ?? a[4] ?? ''))
        issues.push({ line, message: words.html.removedLink(a[2] ?? a[3] ?? a[4] ?? '') });
    }
    if (!VOID.has(name) && !attrs.trimEnd().endsWith('/')) open.push({ name, line });
  }
  for (const t of open) issues.push({ line: t.line, message: words.html.unclosed(t.name) });
  return issues.sort((a, b) => a.line - b.line);
}
