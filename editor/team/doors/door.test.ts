import { describe, expect, it } from 'vitest';
import { checkWriteOrigin, clientAddress, cookie, readCookies, sessionCookieName, sideOf } from './door';

const origins = { editor: 'https://edit.example.com', preview: 'https://preview.example.com' };
const req = (headers: Record<string, string>) => ({ method: 'POST', headers });

describe('sideOf', () => {
  it('knows the two hosts and refuses any other', () => {
    expect(sideOf(req({ host: 'edit.example.com' }), origins)).toBe('editor');
    expect(sideOf(req({ host: 'PREVIEW.example.com' }), origins)).toBe('preview');
    expect(sideOf(req({ host: 'evil.example.com' }), origins)).toBeNull();
    expect(sideOf(req({ host: 'edit.example.com:8443' }), origins)).toBeNull();
    expect(sideOf(req({}), origins)).toBeNull();
  });
  it('matches the port when the address has one', () => {
    const o = { editor: 'https://localhost:8443', preview: 'https://127.0.0.1:8443' };
    expect(sideOf(req({ host: 'localhost:8443' }), o)).toBe('editor');
    expect(sideOf(req({ host: 'localhost' }), o)).toBeNull();
  });
});

describe('checkWriteOrigin', () => {
  it('takes the editor’s own origin, or a program that sends none', () => {
    expect(
      checkWriteOrigin(req({ origin: 'https://edit.example.com', 'sec-fetch-site': 'same-origin' }), origins),
    ).toBeNull();
    expect(checkWriteOrigin(req({}), origins)).toBeNull();
  });
  it('refuses another origin, the preview’s included, and a cross-site fetch', () => {
    expect(checkWriteOrigin(req({ origin: 'https://evil.example' }), origins)).toMatch(/Refused/);
    expect(checkWriteOrigin(req({ origin: 'https://preview.example.com' }), origins)).toMatch(/Refused/);
    expect(checkWriteOrigin(req({ origin: 'null' }), origins)).toMatch(/Refused/);
    expect(checkWriteOrigin(req({ 'sec-fetch-site': 'cross-site' }), origins)).toMatch(/Refused/);
    expect(checkWriteOrigin(req({ 'sec-fetch-site': 'same-site' }), origins)).toMatch(/Refused/);
  });
});

describe('cookies', () => {
  it('reads the first cookie of a name', () => {
    const c = readCookies(req({ cookie: 'a=1; __Host-edit-session=xyz; a=2' }));
    expect(c.get('a')).toBe('1');
    expect(c.get('__Host-edit-session')).toBe('xyz');
  });
  it('writes HttpOnly, SameSite=Strict cookies, Secure behind HTTPS', () => {
    expect(cookie('s', 'v', { secure: true })).toBe('s=v; Path=/; HttpOnly; SameSite=Strict; Secure');
    expect(cookie('s', '', { secure: false, maxAgeSeconds: 0 })).toBe(
      's=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0',
    );
    expect(sessionCookieName(true)).toBe('__Host-edit-session');
    expect(sessionCookieName(false)).toBe('edit-session');
  });
});

describe('clientAddress', () => {
  it('believes only the address the proxy on this machine added last', () => {
    const r = req({ 'x-forwarded-for': '6.6.6.6, 10.0.0.7' });
    expect(clientAddress(r, '127.0.0.1', true)).toBe('10.0.0.7');
    expect(clientAddress(r, '127.0.0.1', false)).toBe('127.0.0.1');
    expect(clientAddress(req({}), '127.0.0.1', true)).toBe('127.0.0.1');
  });
});
