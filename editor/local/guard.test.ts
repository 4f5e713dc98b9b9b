import { describe, expect, it } from 'vitest';
import { sameToken } from '../core/requests';
import { checkApi, checkHost, localHost, onEditorOrigin, origins } from './guard';

const token = 'tok-123';
const req = (headers: Record<string, string>, method = 'POST') => ({ method, headers });

describe('the door checks', () => {
  it('accept the editor page itself', () => {
    const own = { host: 'localhost:5173', origin: 'http://localhost:5173', 'x-edit-token': token };
    expect(checkApi(req(own), token)).toBeNull();
    expect(checkApi(req({ ...own, 'sec-fetch-site': 'same-origin' }), token)).toBeNull();
    expect(checkApi(req({ host: 'localhost:5173', 'x-edit-token': token }, 'GET'), token)).toBeNull();
  });

  it('accept exactly localhost, 127.0.0.1 and [::1], with an optional numeric port', () => {
    for (const host of ['localhost', 'LOCALHOST:80', '127.0.0.1:5173', '[::1]', '[::1]:5173']) {
      expect(checkHost(req({ host })), host).toBeNull();
    }
  });

  it('refuse a Host that is not this machine (DNS rebinding) or that a browser cannot send', () => {
    const hosts = [
      'evil.example',
      'evil.example:5173',
      'localhost.evil.example',
      '127.0.0.1.nip.io:5173',
      '',
      '[::1].evil.com',
      '[::1]evil.com',
      'localhost:5174@evil.com',
      'localhost:abc',
      'localhost:',
      'localhost:99999',
      '127.0.0.2',
      '0.0.0.0:5173',
      'localhost :5173',
      'localhost:5173/x',
      '[::2]:5173',
    ];
    for (const host of hosts) expect(checkHost(req({ host })), host).toMatchObject({ status: 403 });
    expect(checkHost(req({}))).toMatchObject({ status: 403 });
  });

  it('refuse a request from another origin, even with the token', () => {
    const foreign = [
      'http://evil.example',
      'http://localhost:9999',
      'null',
      'https://localhost:5173',
      'http://127.0.0.1:5173',
    ];
    for (const origin of foreign) {
      expect(checkApi(req({ host: 'localhost:5173', origin, 'x-edit-token': token }), token), origin).toMatchObject({
        status: 403,
      });
    }
    const crossSite = { host: 'localhost:5173', 'sec-fetch-site': 'same-site', 'x-edit-token': token };
    expect(checkApi(req(crossSite), token)).toMatchObject({ status: 403 });
  });

  it("refuse the API on the preview's origin, even with the token", () => {
    for (const host of ['127.0.0.1:5173', '[::1]:5173']) {
      expect(checkApi(req({ host, 'x-edit-token': token }, 'GET'), token), host).toMatchObject({ status: 403 });
    }
  });

  it('refuse a request without the token or with another one', () => {
    expect(checkApi(req({ host: 'localhost:5173' }), token)).toMatchObject({ status: 403 });
    expect(checkApi(req({ host: 'localhost:5173', 'x-edit-token': 'tok-124' }), token)).toMatchObject({ status: 403 });
    expect(checkApi(req({ host: 'localhost:5173', 'x-edit-token': '' }), token)).toMatchObject({ status: 403 });
  });

  it('tell the two origins apart, on the same port', () => {
    expect(localHost('LOCALHOST:80')).toEqual({ name: 'localhost', port: '80' });
    expect(localHost('[::1]:5173')).toEqual({ name: '[::1]', port: '5173' });
    expect(onEditorOrigin(req({ host: 'localhost:5173' }))).toBe(true);
    expect(onEditorOrigin(req({ host: '127.0.0.1:5173' }))).toBe(false);
    expect(origins(req({ host: '127.0.0.1:5173' }))).toEqual({
      editor: 'http://localhost:5173',
      preview: 'http://127.0.0.1:5173',
    });
  });
});

describe('sameToken', () => {
  it('compares tokens exactly and refuses an empty one', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abd', 'abc')).toBe(false);
    expect(sameToken('', '')).toBe(false);
    expect(sameToken(undefined, 'abc')).toBe(false);
  });
});
