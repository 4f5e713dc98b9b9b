/**
 * The editor's two documents, the same on both hosts, with what differs as parameters: the editor's page (its
 * token, the preview's address and what the host adds, in `<meta>` tags the app reads) and the preview frame; and
 * their Content-Security-Policies.
 *   - The editor's page: its own scripts only, the preview framed from its origin, framed by nobody. The local
 *     editor runs on Vite's dev server, whose inline scripts need a nonce and whose forms library compiles
 *     validators as the page runs ('unsafe-eval'), with its live updates over a socket; the team editor's page is a
 *     production build with its validators compiled on the server, so none of these.
 *   - The preview: a sandbox that lets scripts run on the preview's own origin (never the editor's), framed only by
 *     the editor's origin; the team editor's adds the same strict sources as its page, and its own fonts.
 */

/** Text made safe inside HTML (an attribute's value or an element's text). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Document {
  title: string;
  /** `<meta name content>` pairs the app reads (values escaped here). */
  meta?: Record<string, string>;
  /** Style sheets and module scripts the page loads. */
  styles?: string[];
  scripts: string[];
  /** The id of the element the app draws into. */
  root: 'editor-root' | 'preview-root';
  /** The site's icon (the editor's page). */
  icon?: boolean;
}

/** A whole HTML document: no inline script, every value escaped. */
export function documentHtml(d: Document): string {
  const meta = Object.entries(d.meta ?? {})
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`)
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(d.title)}</title>${meta}` +
    (d.icon ? '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' : '') +
    (d.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('') +
    d.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('') +
    `</head><body><div id="${d.root}"></div></body></html>`
  );
}

export interface EditorPolicy {
  /** The preview's origin, the one frame the page may show. */
  preview: string;
  /** The dev server's needs (the local editor): its inline scripts by this nonce, 'unsafe-eval', its socket. */
  devServer?: { nonce: string };
  /** Where the page's forms may go: 'self' (the team editor's sign-out) or 'none'. */
  formAction: "'self'" | "'none'";
}

export function editorPolicy(p: EditorPolicy): string {
  return [
    "default-src 'self'",
    p.devServer ? `script-src 'self' 'unsafe-eval' 'nonce-${p.devServer.nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    p.devServer ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    `frame-src ${p.preview}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${p.formAction}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The sandbox every document of the preview's origin gets: scripts on its own origin, no forms, no top, no windows. */
export const PREVIEW_SANDBOX = 'sandbox allow-scripts allow-same-origin';

export interface PreviewPolicy {
  /** The editor's origin, the one page that may frame the preview. */
  editor: string;
  /** The team editor's strict sources (its own files only), besides the sandbox. */
  strict?: boolean;
}

export function previewPolicy(p: PreviewPolicy): string {
  const strict = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // A Kannada or Hindi page's Noto font (previewFonts.ts).
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ];
  return [PREVIEW_SANDBOX, ...(p.strict ? strict : []), `frame-ancestors ${p.editor}`].join('; ');
}
