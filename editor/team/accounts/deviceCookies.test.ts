import { describe, expect, it } from 'vitest';
import { deviceCookies } from './deviceCookies';

const devices = deviceCookies('q'.repeat(40));
const ANN = 'ann@firm.example';

describe('device cookies', () => {
  it('are trusted for the account they were given for, with a new nonce each time, in cookie-safe characters', () => {
    const one = devices.issue(ANN);
    const two = devices.issue(ANN);
    expect(one).toMatch(/^[\w-]+\.[\w-]{22}\.[\w-]{43}$/);
    expect(one).not.toContain(ANN);
    expect(devices.nonceFor(one, ANN)).toBe(one.split('.')[1]);
    expect(devices.nonceFor(two, ANN)).not.toBe(devices.nonceFor(one, ANN));
  });

  it('give no trust for another account, or when changed, made up or signed by another server', () => {
    const value = devices.issue(ANN);
    const bobs = devices.issue('bob@firm.example');
    expect(devices.nonceFor(bobs, ANN)).toBeNull();
    expect(devices.nonceFor(value, 'bob@firm.example')).toBeNull();
    const [login, nonce, signature] = value.split('.') as [string, string, string];
    const changed = (part: string) => (part.endsWith('A') ? `${part.slice(0, -1)}B` : `${part.slice(0, -1)}A`);
    expect(devices.nonceFor(`${login}.${nonce}.${changed(signature)}`, ANN)).toBeNull();
    expect(devices.nonceFor(`${login}.${changed(nonce)}.${signature}`, ANN)).toBeNull();
    const bobsLogin = bobs.split('.')[0];
    expect(devices.nonceFor(`${bobsLogin}.${nonce}.${signature}`, 'bob@firm.example')).toBeNull();
    expect(devices.nonceFor(`${login}.${nonce}`, ANN)).toBeNull();
    expect(devices.nonceFor(`${value}.x`, ANN)).toBeNull();
    expect(devices.nonceFor(`${login}..${signature}`, ANN)).toBeNull();
    expect(devices.nonceFor('', ANN)).toBeNull();
    expect(devices.nonceFor(undefined, ANN)).toBeNull();
    expect(devices.nonceFor(`${value}${'x'.repeat(600)}`, ANN)).toBeNull();
    expect(deviceCookies('r'.repeat(40)).nonceFor(value, ANN)).toBeNull();
  });
});
