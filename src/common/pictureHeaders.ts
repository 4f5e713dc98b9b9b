/**
 * Pictures are never documents: every response says `X-Content-Type-Options: nosniff` (a browser takes the media
 * type as sent, never guesses HTML from the bytes), and an SVG file has a Content-Security-Policy of its own that
 * forbids scripts and loading anything, and sandboxes it, even when it is opened on its own as a page. These are
 * the values every host uses (src/build/headers.ts for `_headers`, nginx and `npm start`); the plugin below
 * sends them from the Vite dev server (`npm run dev`, and `npm run edit`, built on the same configuration).
 */
import type { Plugin } from 'vite';

export const NOSNIFF = 'nosniff';

/** The policy of SVG files: drawing and inline styles only, no script, no outside file, a sandbox. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Whether a request path (query and fragment ignored) names an SVG file; the extension in any case. */
export function isSvgPath(path: string): boolean {
  return /\.svg$/i.test(path.split(/[?#]/)[0]);
}

/**
 * `headers` with nosniff, and for an SVG its policy added to any policy already there (two policies joined by ", "
 * both apply: a response must satisfy each). Already there (a `_headers` rule), it is not added twice.
 */
export function withPictureHeaders(headers: Record<string, string>, path: string): Record<string, string> {
  const out: Record<string, string> = { ...headers, 'X-Content-Type-Options': NOSNIFF };
  const csp = out['Content-Security-Policy'];
  if (isSvgPath(path) && !csp?.includes(SVG_CONTENT_SECURITY_POLICY)) {
    out['Content-Security-Policy'] = csp ? `${csp}, ${SVG_CONTENT_SECURITY_POLICY}` : SVG_CONTENT_SECURITY_POLICY;
  }
  return out;
}

/** The dev server's share: the headers on every response, set before any other middleware answers. */
export function pictureHeaders(): Plugin {
  return {
    name: 'site-picture-headers',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.originalUrl ?? req.url ?? '/';
        for (const [name, value] of Object.entries(withPictureHeaders({}, path))) res.setHeader(name, value);
        next();
      });
    },
  };
}
