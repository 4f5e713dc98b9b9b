/**
 * Device cookies (the OWASP "device cookies" pattern): a browser that has signed in to an account is given a
 * cookie that names the account, so that later it can be told apart from everyone else trying that account.
 * It proves only "this browser has signed in here as this person before"; it signs no one in by itself.
 *
 * The value is `<login>.<nonce>.<signature>`: the account's e-mail address (base64url, so the value has only
 * characters a cookie may carry), 16 random bytes (base64url) and an HMAC-SHA-256 of the first two parts. The HMAC
 * key is derived from the server's pepper (HKDF, its own label), so no copy of the pepper is kept here and a
 * session's or invitation's hash can never pass for a signature. `nonceFor` gives the nonce only for a value this
 * server signed for exactly the e-mail address being signed in to; anything else (another account's cookie, a
 * changed letter, a made-up value) gives null.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser keeps its device cookie: a year (each sign-in gives a new one). */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** Longest value `nonceFor` reads (an e-mail address of 320 characters makes about 490). */
const VALUE_MAX = 600;

export interface DeviceCookies {
  /** A new cookie value for this (trimmed, lower-case) e-mail address, with a new nonce. */
  issue(email: string): string;
  /** The nonce of a value signed here for exactly this e-mail address; null for any other value. */
  nonceFor(value: string | null | undefined, email: string): string | null;
}

export function deviceCookies(pepper: string): DeviceCookies {
  const key = Buffer.from(hkdfSync('sha256', pepper, '', 'team editor device cookies', 32));
  const sign = (login: string, nonce: string) =>
    createHmac('sha256', key).update(`${login}.${nonce}`).digest('base64url');

  return {
    issue(email) {
      const login = Buffer.from(email, 'utf8').toString('base64url');
      const nonce = randomBytes(16).toString('base64url');
      return `${login}.${nonce}.${sign(login, nonce)}`;
    },
    nonceFor(value, email) {
      if (!value || value.length > VALUE_MAX) return null;
      const [login, nonce, signature, ...rest] = value.split('.');
      if (!login || !nonce || !signature || rest.length > 0) return null;
      if (Buffer.from(login, 'base64url').toString('utf8') !== email) return null;
      const expected = Buffer.from(sign(login, nonce));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}
