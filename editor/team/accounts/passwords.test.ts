import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { checkPasswordRules, hashPassword, verifyPassword } from './passwords';

vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('password rules', () => {
  const email = 'ann@firm.example';
  it.each([
    ['short', 'passwordTooShort'],
    ['x'.repeat(257), 'passwordTooLong'],
    ['ann@firm.example', 'passwordIsEmail'],
    ['ANN@FIRM.EXAMPLE', 'passwordIsEmail'],
    ['Password2024!', 'passwordTooCommon'],
    ['correct horse battery staple', 'passwordTooCommon'],
    ['123456789012', 'passwordTooCommon'],
    ['qwerty123456', 'passwordTooCommon'],
    ['aaaaaaaaaaaaaaa', 'passwordTooCommon'],
  ])('refuses %s (%s)', (password, code) => {
    expect(() => checkPasswordRules(password, email)).toThrow(expect.objectContaining({ code }));
  });
  it('takes a long unusual password', () => {
    expect(() => checkPasswordRules('tram lilac 47 oven', email)).not.toThrow();
    expect(() => checkPasswordRules('lamp-river-9', email)).not.toThrow();
  });
});

describe('hash and verify', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and verifies only the right password', async () => {
    const stored = await hashPassword('tram lilac 47 oven');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'tram lilac 47 oven')).toBe(true);
    expect(await verifyPassword(stored, 'tram lilac 47 oveN')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('verifies against a dummy hash of the same cost when there is no stored hash', async () => {
    const stored = await hashPassword('tram lilac 47 oven');
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();
    expect(await verifyPassword(stored, 'wrong password here')).toBe(false);
    expect(await verifyPassword(null, 'wrong password here')).toBe(false);
    expect(await verifyPassword(undefined, 'wrong password here')).toBe(false);
    // One full argon2id verify each time, so a missing person takes the same work (and time) as a wrong password.
    expect(verify).toHaveBeenCalledTimes(3);
    for (const [hashed] of verify.mock.calls) expect(String(hashed)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(verify.mock.calls[1]![0]).not.toBe(stored);
    const start = performance.now();
    await verifyPassword(null, 'wrong password here');
    expect(performance.now() - start).toBeGreaterThan(3);
  });
});
