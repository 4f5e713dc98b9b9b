/**
 * Sign-in attempt limiting (rate-limiter-flexible, in the server's memory: a restart forgets it).
 *
 * The rule. Failures are counted under three keys; a count lives until 15 minutes pass without a failure under its
 * key (after any wait it imposed). Each failure past a key's threshold makes that key wait, doubling each time:
 *   - account + address (the e-mail from one client address): from the 5th failure, 1 s, 2 s, 4 s … up to 15 min.
 *     This is the long wait, and it falls only on the address that makes the failures.
 *   - account alone (the e-mail from any address): from the 10th failure, 1 s, 2 s … up to 30 s. This slows an
 *     attack spread over many addresses, yet someone attacking an account can keep its owner out for at most
 *     30 s at a time: the owner, signing in from another address, waits no longer than that.
 *   - address alone (any e-mail from one address, i.e. trying one password on many accounts): from the 20th
 *     failure, 1 s, 2 s … up to 15 min, for that address only.
 * `check` answers the longest wait among the three. A success resets the account's counts (alone and with that
 * address), not the address's own count, so knowing one password does not help to try others. Attempts refused by
 * `check` must not be passed to `failed` (they are not tries).
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Limits {
  check(email: string, address: string): Promise<LimitAnswer>;
  failed(email: string, address: string): Promise<void>;
  succeeded(email: string, address: string): Promise<void>;
}

interface Rule {
  /** Failures before the first wait. */
  threshold: number;
  /** Longest wait, seconds. */
  capSeconds: number;
}

export const LIMIT_RULES = {
  pair: { threshold: 5, capSeconds: 15 * 60 },
  account: { threshold: 10, capSeconds: 30 },
  address: { threshold: 20, capSeconds: 15 * 60 },
} as const satisfies Record<string, Rule>;

/** Seconds a count outlives its last failure (plus the wait it imposed). */
const QUIET_SECONDS = 15 * 60;

export function signInLimits(): Limits {
  const counts = new RateLimiterMemory({ keyPrefix: 'fails', points: Number.MAX_SAFE_INTEGER, duration: 0 });
  const waits = new RateLimiterMemory({ keyPrefix: 'wait', points: 1, duration: 0 });
  const keys = (email: string, address: string) => {
    const account = email.trim().toLowerCase();
    return { pair: `p:${account}\n${address}`, account: `a:${account}`, address: `i:${address}` };
  };

  async function count(key: string, rule: Rule): Promise<void> {
    const failures = ((await counts.get(key))?.consumedPoints ?? 0) + 1;
    let wait = 0;
    if (failures >= rule.threshold) {
      wait = Math.min(2 ** (failures - rule.threshold), rule.capSeconds);
      await waits.block(key, wait);
    }
    await counts.set(key, failures, QUIET_SECONDS + wait);
  }

  return {
    async check(email, address) {
      let ms = 0;
      for (const key of Object.values(keys(email, address))) {
        const wait = await waits.get(key);
        if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) ms = Math.max(ms, wait.msBeforeNext);
      }
      return ms > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(ms / 1000) } : { allowed: true };
    },
    async failed(email, address) {
      const k = keys(email, address);
      await count(k.pair, LIMIT_RULES.pair);
      await count(k.account, LIMIT_RULES.account);
      await count(k.address, LIMIT_RULES.address);
    },
    async succeeded(email, address) {
      const k = keys(email, address);
      for (const key of [k.pair, k.account]) {
        await counts.delete(key);
        await waits.delete(key);
      }
    },
  };
}
