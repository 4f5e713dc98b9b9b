/**
 * The edit server's door checks, as pure functions of a request's method and headers (unit-tested one by one).
 *
 * The editor lives on two origins of this machine, so that content can never act as the editor:
 * - the editor's origin, `http://localhost:<port>`: the editor's page (its HTML carries the per-start token), its
 *   API and its own scripts;
 * - the preview's origin, `http://127.0.0.1:<port>`: the site's renderer drawing the draft, the site's pages and
 *   pictures. Script in the content, if any ever got through, runs there: it cannot read the editor's page
 *   (another origin, and the server answers no CORS request) nor call the API (refused on that origin).
 * Every request must name this machine in its Host header (exactly localhost, 127.0.0.1 or [::1], with an
 * optional numeric port), which defeats DNS rebinding. A write must come from the editor's own page: an Origin
 * header, when present, is the editor's own, and the per-start token is in `x-edit-token`. The API's reads need
 * the token too, so another page open in the same browser cannot read the files either.
 */
import { randomBytes } from 'node:crypto';
import { Refusal } from '../core/refusal.js';
import { type RequestLike, sameToken } from '../core/requests.js';
import { words } from '../contract/words.js';

/** The host name the editor's own page is served at; the preview is served at PREVIEW_HOST. */
export const EDITOR_HOST = 'localhost';
export const PREVIEW_HOST = '127.0.0.1';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i;

/** A fresh token for one run of the editor. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function header(req: RequestLike, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The host name and port of a Host header value naming this machine, or null for any other value. */
export function localHost(host: string | undefined): { name: string; port: string } | null {
  const m = LOCAL_HOST.exec((host ?? '').trim());
  if (!m) return null;
  const port = m[2] ?? '';
  if (port && (Number(port) < 1 || Number(port) > 65535)) return null;
  return { name: m[1].toLowerCase(), port };
}

/** Refuses a request whose Host is not exactly this machine's. */
export function checkHost(req: RequestLike): Refusal | null {
  if (!localHost(header(req, 'host'))) return new Refusal(403, words.server.foreignHost);
  return null;
}

/** True when the request was sent to the editor's own origin (not the preview's). */
export function onEditorOrigin(req: RequestLike): boolean {
  return localHost(header(req, 'host'))?.name === EDITOR_HOST;
}

/** The editor's and the preview's origins for a request that passed checkHost (same port). */
export function origins(req: RequestLike): { editor: string; preview: string } {
  const port = localHost(header(req, 'host'))?.port;
  const at = port ? `:${port}` : '';
  return { editor: `http://${EDITOR_HOST}${at}`, preview: `http://${PREVIEW_HOST}${at}` };
}

/** Refuses an API request sent to the preview's origin, from another origin, or without the token. */
export function checkApi(req: RequestLike, token: string): Refusal | null {
  const refused = checkHost(req);
  if (refused) return refused;
  if (!onEditorOrigin(req)) return new Refusal(403, words.server.notEditorOrigin);
  const origin = header(req, 'origin');
  // The editor is served over plain http at the Host the browser asked for: its own origin is exactly that.
  if (origin !== undefined && origin.toLowerCase() !== origins(req).editor) {
    return new Refusal(403, words.server.foreignOrigin);
  }
  const site = header(req, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return new Refusal(403, words.server.foreignOrigin);
  }
  if (!sameToken(header(req, 'x-edit-token'), token)) return new Refusal(403, words.server.noToken);
  return null;
}
