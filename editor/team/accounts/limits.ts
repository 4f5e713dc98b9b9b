/**
 * Sign-in attempt limits, kept in the team's database (table sign_in_limits), so a restart forgets nothing.
 *
 * Reserve first. `reserve` reads the counts and, unless one of them holds the attempt back, counts the attempt as a
 * failure at once, all in one transaction, before the password is checked. So attempts sent all at once cannot
 * slip past the limit together: no more of them are checked than the limit lets through one after another. A right
 * password then calls `succeeded`, which clears or takes back that count (below). A refused attempt is not counted.
 *
 * Known and unknown browsers. An attempt with a valid device cookie for that very account (deviceCookies.ts) comes
 * from a known browser: it is counted, and held back, only under its cookie. While its cookie waits, the cookie
 * counts for nothing and the attempt is an unknown browser's. An unknown browser's attempt is counted under three
 * keys at once and refused while any of them waits:
 *   - the account, from all unknown browsers together (any address): waits from the 10th failure, up to 1 hour. This
 *     slows guessing spread over many addresses as hard as needed, without keeping out the owner, whose own
 *     browser is a known one;
 *   - the account from one address: waits from the 5th failure, up to 15 minutes;
 *   - the address, whatever the e-mail (one password tried on many accounts): waits from the 20th, up to 15 minutes.
 * A known browser waits from its 5th failure, up to 1 hour.
 *
 * Waits. From a key's threshold on, each failure makes it wait 1 s, then 2 s, 4 s … (doubling) up to its cap,
 * counted from that failure. A refusal gives the longest wait among the attempt's keys. A count is forgotten
 * 15 minutes after its last wait ends; forgotten rows are deleted at most once a minute.
 *
 * A right password clears the count of its known browser, or of the account from that address; from the account's
 * unknown-browser count and the address's count it takes back only its own one, and they go on: signing in does not
 * give someone guessing fresh tries, and knowing one password does not help to try others.
 */
import type { Store } from './store';

export interface Attempt {
  /** The e-mail address typed (compared trimmed and in lower case). */
  email: string;
  /** The client's address. */
  address: string;
  /** The nonce of the attempt's device cookie, when it is a valid one for this very account (deviceCookies.ts). */
  device?: string | null;
}

export type Reservation =
  | { allowed: true; knownBrowser: boolean; succeeded(): void }
  | { allowed: false; retryAfterSeconds: number };

export interface Limits {
  /** Refuses the attempt while one of its keys waits; otherwise counts it as a failure now (see above). */
  reserve(attempt: Attempt): Reservation;
}

interface Rule {
  /** The failure that brings the first wait (1 s). */
  threshold: number;
  /** Longest wait, seconds. */
  capSeconds: number;
}

export const LIMIT_RULES = {
  device: { threshold: 5, capSeconds: 60 * 60 },
  account: { threshold: 10, capSeconds: 60 * 60 },
  pair: { threshold: 5, capSeconds: 15 * 60 },
  address: { threshold: 20, capSeconds: 15 * 60 },
} as const satisfies Record<string, Rule>;

type Kind = keyof typeof LIMIT_RULES;

interface Key {
  kind: Kind;
  key: string;
}

const QUIET_MS = 15 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sign_in_limits (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  forget_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sign_in_limits_forget ON sign_in_limits(forget_at);
`;

/** Seconds a key waits after its `failures`th failure: none before the threshold, then 1, 2, 4 … up to the cap. */
export function waitAfter(failures: number, rule: Rule): number {
  if (failures < rule.threshold) return 0;
  return Math.min(2 ** Math.min(failures - rule.threshold, 30), rule.capSeconds);
}

/** The keys an attempt is counted under (see above). */
function keysOf(attempt: Attempt, knownBrowser: boolean): Key[] {
  if (knownBrowser) return [{ kind: 'device', key: `device\n${attempt.device}` }];
  const account = attempt.email.trim().toLowerCase();
  const address = attempt.address.slice(0, 100);
  return [
    { kind: 'account', key: `account\n${account}` },
    { kind: 'pair', key: `pair\n${account}\n${address}` },
    { kind: 'address', key: `address\n${address}` },
  ];
}

/** The limits on the store's database (the table is made when missing) and its clock. */
export function signInLimits(store: Store): Limits {
  const { db, clock } = store;
  db.exec(SCHEMA);
  const rows = {
    get: db.prepare(
      'SELECT failures, last_failure_at AS lastFailureAt FROM sign_in_limits WHERE key = ? AND forget_at > ?',
    ),
    put: db.prepare(
      `INSERT INTO sign_in_limits (key, failures, last_failure_at, forget_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET
         failures = excluded.failures, last_failure_at = excluded.last_failure_at, forget_at = excluded.forget_at`,
    ),
    takeBack: db.prepare('UPDATE sign_in_limits SET failures = failures - 1 WHERE key = ? AND failures > 0'),
    clear: db.prepare('DELETE FROM sign_in_limits WHERE key = ?'),
    sweep: db.prepare('DELETE FROM sign_in_limits WHERE forget_at <= ?'),
  };
  let lastSweep = 0;

  const failuresOf = (key: Key, now: number) =>
    rows.get.get(key.key, now) as { failures: number; lastFailureAt: number } | undefined;

  /** Milliseconds the key still waits at `now` (0: none). */
  function waitingMs(key: Key, now: number): number {
    const row = failuresOf(key, now);
    if (!row) return 0;
    return Math.max(0, row.lastFailureAt + waitAfter(row.failures, LIMIT_RULES[key.kind]) * 1000 - now);
  }

  function countFailure(key: Key, now: number): void {
    const failures = (failuresOf(key, now)?.failures ?? 0) + 1;
    const waitMs = waitAfter(failures, LIMIT_RULES[key.kind]) * 1000;
    rows.put.run(key.key, failures, now, now + waitMs + QUIET_MS);
  }

  const succeeded = db.transaction((keys: Key[]) => {
    for (const key of keys) {
      if (key.kind === 'device' || key.kind === 'pair') rows.clear.run(key.key);
      else rows.takeBack.run(key.key);
    }
  });

  const reserve = db.transaction((attempt: Attempt): Reservation => {
    const now = clock();
    if (now - lastSweep >= SWEEP_EVERY_MS) {
      rows.sweep.run(now);
      lastSweep = now;
    }
    const knownBrowser = Boolean(attempt.device) && waitingMs(keysOf(attempt, true)[0], now) === 0;
    const keys = keysOf(attempt, knownBrowser);
    const waitMs = Math.max(...keys.map((key) => waitingMs(key, now)));
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    for (const key of keys) countFailure(key, now);
    return { allowed: true, knownBrowser, succeeded: () => succeeded(keys) };
  });

  return { reserve: (attempt) => reserve(attempt) };
}
