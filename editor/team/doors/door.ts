/**
 * The team editor's door checks, as pure functions of a request's headers (unit-tested one by one). Like the
 * local editor (editor/local/guard.ts), it lives on two origins: the editor's (settings.editorUrl: its page,
 * sign-in, API) and the preview's (settings.previewUrl, another host name: the site's renderer drawing drafts).
 * - Every request names one of the two in its Host header (nginx passes the browser's, `$http_host`).
 * - A write (any POST) carries an Origin or Sec-Fetch-Site of the editor's own origin, or neither (a program, not a
 *   browser page); a browser request from any other origin is refused.
 * - An API call also needs the session (its cookie) and the session's anti-forgery token in `x-edit-token`.
 */
import type { RequestLike } from '../../core/requests.js';
import { words } from '../../contract/words.js';

export type Side = 'editor' | 'preview';

export interface Origins {
  editor: string;
  preview: string;
}

function header(req: RequestLike, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Which origin a request was sent to, from its Host header; null for any other host. */
export function sideOf(req: RequestLike, origins: Origins): Side | null {
  const host = (header(req, 'host') ?? '').trim().toLowerCase();
  if (host && host === new URL(origins.editor).host) return 'editor';
  if (host && host === new URL(origins.preview).host) return 'preview';
  return null;
}

/** Refuses a write sent by a page of another origin (CSRF): Origin and Sec-Fetch-Site both checked. */
export function checkWriteOrigin(req: RequestLike, origins: Origins): string | null {
  const origin = header(req, 'origin');
  if (origin !== undefined && origin.toLowerCase() !== origins.editor) return words.server.foreignOrigin;
  const site = header(req, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return words.server.foreignOrigin;
  return null;
}

/** The cookie names a browser sent, with their values (the first of each name wins). */
export function readCookies(req: RequestLike): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header(req, 'cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

export interface CookieOptions {
  secure: boolean;
  maxAgeSeconds?: number;
  /** 'None' only with `secure` (browsers refuse it otherwise). */
  sameSite?: 'Strict' | 'Lax' | 'None';
  path?: string;
  /** Kept by the browser for the top-level site it was set under only (CHIPS); only with `secure`. */
  partitioned?: boolean;
}

/** A Set-Cookie value: always HttpOnly; Secure behind HTTPS; SameSite=Strict unless told otherwise. */
export function cookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${o.path ?? '/'}`, 'HttpOnly', `SameSite=${o.sameSite ?? 'Strict'}`];
  if (o.secure) parts.push('Secure');
  if (o.secure && o.partitioned) parts.push('Partitioned');
  if (o.maxAgeSeconds !== undefined) parts.push(`Max-Age=${o.maxAgeSeconds}`);
  return parts.join('; ');
}

/** The session cookie's name: `__Host-` behind HTTPS, so no other host or path can set or read it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-edit-session' : 'edit-session';
}

/**
 * The client's address: the socket's, or behind the proxy on this machine the last address it added to
 * X-Forwarded-For (nginx: `$proxy_add_x_forwarded_for`); never an address a browser could choose.
 */
export function clientAddress(req: RequestLike, socketAddress: string, behindProxy: boolean): string {
  if (!behindProxy) return socketAddress;
  const forwarded = header(req, 'x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || socketAddress;
}
