import { describe, expect, it } from 'vitest';
import { checkPasswordRules, hashPassword, verifyPassword } from './passwords';

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

  it('verifies against a dummy hash when there is no stored hash, taking a similar time', async () => {
    const stored = await hashPassword('tram lilac 47 oven');
    await verifyPassword(null, 'warm up');
    const time = async (f: () => Promise<boolean>) => {
      const start = performance.now();
      expect(await f()).toBe(false);
      return performance.now() - start;
    };
    // The fastest of three runs each, so that other test files running meanwhile do not decide the answer.
    const fastest = async (f: () => Promise<boolean>) => Math.min(await time(f), await time(f), await time(f));
    const known = await fastest(() => verifyPassword(stored, 'wrong password here'));
    const unknown = await fastest(() => verifyPassword(null, 'wrong password here'));
    // Both run one argon2id verify of the same cost; a missing person must not answer in a fraction of the time.
    expect(unknown).toBeGreaterThan(known * 0.4);
    expect(unknown).toBeGreaterThan(3);
  });
});
