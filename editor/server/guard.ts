/**
 * The edit server's door checks, as pure functions of a request's method and headers (unit-tested one by one):
 * - every request must name this machine in its Host header (localhost or 127.0.0.1, any port), which defeats
 *   DNS rebinding: a foreign site's name that resolves to 127.0.0.1 still carries its own name;
 * - a write (any method but GET/HEAD) must come from the editor's own page: an Origin header, when present, is
 *   the editor's own, and the per-start token (given only to the editor's HTML) is in `x-edit-token`.
 * The API's reads need the token too, so another page open in the same browser cannot read the files either.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { words } from '../words.js';

export interface RequestLike {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface Refusal { status: number; message: string }

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A fresh token for one run of the editor. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function header(req: RequestLike, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The host name of a Host header value (without its port), lowercased. */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0];
}

/** Refuses a request whose Host is not this machine's. */
export function checkHost(req: RequestLike): Refusal | null {
  const host = header(req, 'host');
  if (!host || !LOCAL_HOSTS.has(hostName(host))) return { status: 403, message: words.server.foreignHost };
  return null;
}

/** Refuses an API request from another origin or without the token. */
export function checkApi(req: RequestLike, token: string): Refusal | null {
  const refused = checkHost(req);
  if (refused) return refused;
  const origin = header(req, 'origin');
  if (origin !== undefined) {
    // The editor is served over plain http at the Host the browser asked for: its own origin is exactly that.
    const ok = origin.toLowerCase() === `http://${(header(req, 'host') ?? '').toLowerCase()}`;
    if (!ok) return { status: 403, message: words.server.foreignOrigin };
  }
  const given = Buffer.from(header(req, 'x-edit-token') ?? '');
  const wanted = Buffer.from(token);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { status: 403, message: words.server.noToken };
  return null;
}
