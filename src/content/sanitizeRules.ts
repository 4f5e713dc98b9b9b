/**
 * What the build keeps of the blog's HTML (sanitize-html options), for the build's sanitiser (manifest.ts) and the
 * editor's HTML check; plain data, so the editor's browser code can import it.
 */
import type sanitizeHtml from 'sanitize-html';

export const BLOG_HTML = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'br',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
} satisfies sanitizeHtml.IOptions;
