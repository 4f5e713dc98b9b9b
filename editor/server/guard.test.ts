import { describe, expect, it } from 'vitest';
import { checkApi, checkHost, hostName } from './guard';

const token = 'tok-123';
const req = (headers: Record<string, string>, method = 'POST') => ({ method, headers });

describe('the door checks', () => {
  it('accept the editor page itself', () => {
    expect(checkApi(req({ host: 'localhost:5173', origin: 'http://localhost:5173', 'x-edit-token': token }), token)).toBeNull();
    expect(checkApi(req({ host: '127.0.0.1:5173', 'x-edit-token': token }, 'GET'), token)).toBeNull();
  });

  it('refuse a Host that is not this machine (DNS rebinding)', () => {
    for (const host of ['evil.example', 'evil.example:5173', 'localhost.evil.example', '127.0.0.1.nip.io:5173', '']) {
      expect(checkHost(req({ host })), host).toMatchObject({ status: 403 });
    }
    expect(checkHost(req({}))).toMatchObject({ status: 403 });
  });

  it('refuse a request from another origin, even with the token', () => {
    for (const origin of ['http://evil.example', 'http://localhost:9999', 'null', 'https://localhost:5173']) {
      expect(checkApi(req({ host: 'localhost:5173', origin, 'x-edit-token': token }), token), origin).toMatchObject({ status: 403 });
    }
  });

  it('refuse a request without the token or with another one', () => {
    expect(checkApi(req({ host: 'localhost:5173' }), token)).toMatchObject({ status: 403 });
    expect(checkApi(req({ host: 'localhost:5173', 'x-edit-token': 'tok-124' }), token)).toMatchObject({ status: 403 });
    expect(checkApi(req({ host: 'localhost:5173', 'x-edit-token': '' }), token)).toMatchObject({ status: 403 });
  });

  it('read the host name without its port', () => {
    expect(hostName('LOCALHOST:80')).toBe('localhost');
    expect(hostName('[::1]:5173')).toBe('[::1]');
  });
});
