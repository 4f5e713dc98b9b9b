import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Limits, signInLimits } from './limits';

let limits: Limits;
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 9) });
  limits = signInLimits();
});
afterEach(() => vi.useRealTimers());

const ANN = 'ann@firm.example';
const attacker = '203.0.113.9';
const office = '198.51.100.20';

/** Fails from `address` as fast as the limiter allows (waiting out each delay); returns the delays met. */
async function failUntilWaiting(email: string, address: string, failures: number): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < failures; i++) {
    const answer = await limits.check(email, address);
    if (!answer.allowed) {
      waits.push(answer.retryAfterSeconds);
      vi.advanceTimersByTime(answer.retryAfterSeconds * 1000);
      expect(await limits.check(email, address)).toEqual({ allowed: true });
    }
    await limits.failed(email, address);
  }
  return waits;
}

describe('sign-in limits', () => {
  it('lets 4 failures through, then makes the address wait 1 s, 2 s, 4 s … up to 15 minutes', async () => {
    const waits = await failUntilWaiting(ANN, attacker, 16);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    const last = await limits.check(ANN, attacker);
    expect(last).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  it('the right password works once the wait is over, and a success starts the count again', async () => {
    await failUntilWaiting(ANN, office, 6);
    const answer = await limits.check(ANN, office);
    expect(answer).toEqual({ allowed: false, retryAfterSeconds: 2 });
    vi.advanceTimersByTime(2000);
    expect(await limits.check(ANN, office)).toEqual({ allowed: true });
    await limits.succeeded(ANN, office);
    for (let i = 0; i < 4; i++) await limits.failed(ANN, office);
    expect(await limits.check(ANN, office)).toEqual({ allowed: true });
  });

  it('an attacker’s failures keep the owner at another address out for 30 s at most', async () => {
    await failUntilWaiting(ANN, attacker, 30);
    expect(await limits.check(ANN, attacker)).toMatchObject({ allowed: false });
    const owner = await limits.check(ANN, office);
    expect(owner).toEqual({ allowed: false, retryAfterSeconds: 30 });
    vi.advanceTimersByTime(30_000);
    expect(await limits.check(ANN, office)).toEqual({ allowed: true });
    expect((await limits.check(ANN, attacker)).allowed).toBe(false);
    // Another account from the attacker's address is not held by the account's count.
    expect(await limits.check('bob@firm.example', office)).toEqual({ allowed: true });
  });

  it('the attacker’s wait lasts after the owner signs in; many accounts from one address slow that address', async () => {
    await failUntilWaiting(ANN, attacker, 8);
    await limits.succeeded(ANN, office);
    expect((await limits.check(ANN, attacker)).allowed).toBe(false);
    for (let i = 0; i < 20; i++) await limits.failed(`p${i}@firm.example`, '192.0.2.7');
    expect(await limits.check('anyone@firm.example', '192.0.2.7')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limits.check('anyone@firm.example', office)).toEqual({ allowed: true });
  });

  it('forgets failures after 15 quiet minutes', async () => {
    await failUntilWaiting(ANN, office, 4);
    vi.advanceTimersByTime(15 * 60 * 1000 + 1);
    await limits.failed(ANN, office);
    expect(await limits.check(ANN, office)).toEqual({ allowed: true });
  });

  it('treats the e-mail address without regard to case or spaces', async () => {
    for (let i = 0; i < 5; i++) await limits.failed(i % 2 ? ' ANN@firm.example' : ANN, office);
    expect((await limits.check('Ann@Firm.Example', office)).allowed).toBe(false);
  });
});
