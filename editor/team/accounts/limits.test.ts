/**
 * The sign-in limits: first the rule on its own (a reserved attempt is a failure unless it succeeds), then through
 * the accounts' sign-in: attempts sent all at once, the owner's known browser while someone guesses from a new
 * address each time, device cookies that give no trust, and a restart. Time is the test clock's, never waited for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { words } from '../../contract/words';
import { type Accounts, AccountsError, openAccounts } from './index';
import { type Attempt, type Limits, signInLimits } from './limits';
import { tempStore, testClock } from './testing';

/** How many passwords argon2 has checked: the real check, counted. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./passwords', async (real) => {
  const passwords = await real<typeof import('./passwords')>();
  return {
    ...passwords,
    verifyPassword: (...args: Parameters<typeof passwords.verifyPassword>) => {
      checks.count++;
      return passwords.verifyPassword(...args);
    },
  };
});

const ANN = 'ann@firm.example';
const attacker = '203.0.113.9';
const office = '198.51.100.20';
/** A new address for each try (the review's rotating forwarded addresses). */
const nth = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.1`;

describe('the rule', () => {
  let t: ReturnType<typeof tempStore>;
  let limits: Limits;
  beforeEach(() => {
    t = tempStore();
    limits = signInLimits(t.store);
  });
  afterEach(() => t.done());

  /** Fails as fast as the limits allow (each wait waited out on the clock); returns the waits met. */
  function failUntilWaiting(attempt: (i: number) => Attempt, failures: number): number[] {
    const waits: number[] = [];
    for (let i = 0; i < failures; i++) {
      let answer = limits.reserve(attempt(i));
      if (!answer.allowed) {
        waits.push(answer.retryAfterSeconds);
        t.clock.advance(answer.retryAfterSeconds * 1000);
        answer = limits.reserve(attempt(i));
      }
      expect(answer.allowed).toBe(true);
    }
    return waits;
  }
  const from =
    (address: string, email = ANN) =>
    () => ({ email, address });
  const succeed = (attempt: Attempt) => {
    const answer = limits.reserve(attempt);
    if (!answer.allowed) throw new Error(`refused for ${answer.retryAfterSeconds} s`);
    answer.succeeded();
    return answer;
  };

  it('lets 4 failures from one address through, then makes it wait 1 s, 2 s, 4 s … up to 15 minutes', () => {
    expect(failUntilWaiting(from(attacker), 16)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(limits.reserve({ email: ANN, address: attacker })).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  it('from the 10th failure from unknown browsers anywhere, each of them waits, doubling up to an hour', () => {
    const waits = failUntilWaiting((i) => ({ email: ANN, address: nth(i) }), 25);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 3600, 3600, 3600]);
    expect(limits.reserve({ email: ANN, address: office })).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    // The owner's known browser is counted on its own; another account is not held back.
    expect(limits.reserve({ email: ANN, address: office, device: 'owner' })).toMatchObject({ knownBrowser: true });
    expect(limits.reserve({ email: 'bob@firm.example', address: office })).toMatchObject({ allowed: true });
  });

  it('a known browser waits from its own 5th failure; while it waits its cookie counts for nothing', () => {
    const known = { email: ANN, address: office, device: 'owner' };
    for (let i = 0; i < 5; i++) expect(limits.reserve(known)).toMatchObject({ allowed: true, knownBrowser: true });
    expect(limits.reserve(known)).toMatchObject({ allowed: true, knownBrowser: false });
    t.clock.advance(1000);
    expect(limits.reserve(known)).toMatchObject({ allowed: true, knownBrowser: true });
    // Its failures were counted apart: from that address as an unknown browser, the 5th failure still goes through.
    for (let i = 0; i < 3; i++) limits.reserve({ email: ANN, address: office });
    expect(limits.reserve({ email: ANN, address: office })).toMatchObject({ allowed: true, knownBrowser: false });
    // A success clears the known browser's count.
    t.clock.advance(60_000);
    succeed(known);
    for (let i = 0; i < 4; i++) limits.reserve(known);
    expect(limits.reserve(known)).toMatchObject({ knownBrowser: true });
  });

  it('a right password clears the count from its address, but not the account’s count from unknown browsers', () => {
    failUntilWaiting(from(office), 6);
    expect(limits.reserve({ email: ANN, address: office })).toEqual({ allowed: false, retryAfterSeconds: 2 });
    t.clock.advance(2000);
    succeed({ email: ANN, address: office });
    failUntilWaiting(from(office), 3);
    expect(limits.reserve({ email: ANN, address: office })).toMatchObject({ allowed: true });
    // 6 + 3 + 1 failures of the account: the 10th makes every unknown browser wait, even the right password's.
    expect(limits.reserve({ email: ANN, address: '192.0.2.200' })).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('the attacker’s wait lasts after the owner signs in; many accounts from one address slow that address', () => {
    failUntilWaiting(from(attacker), 8);
    t.clock.advance(1000);
    succeed({ email: ANN, address: office });
    expect(limits.reserve({ email: ANN, address: attacker }).allowed).toBe(false);
    for (let i = 0; i < 20; i++) limits.reserve({ email: `p${i}@firm.example`, address: '192.0.2.7' });
    expect(limits.reserve({ email: 'anyone@firm.example', address: '192.0.2.7' })).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(limits.reserve({ email: 'anyone@firm.example', address: office })).toMatchObject({ allowed: true });
  });

  it('forgets failures 15 quiet minutes after the last wait, and deletes them', () => {
    const rows = () => (t.store.db.prepare('SELECT count(*) AS n FROM sign_in_limits').get() as { n: number }).n;
    failUntilWaiting(from(office), 4);
    expect(rows()).toBe(3);
    t.clock.advance(15 * 60 * 1000);
    failUntilWaiting(from(office), 4);
    expect(limits.reserve({ email: ANN, address: office })).toMatchObject({ allowed: true });
    expect(limits.reserve({ email: ANN, address: office })).toMatchObject({ allowed: false });
    t.clock.advance(60 * 60 * 1000);
    limits.reserve({ email: 'bob@firm.example', address: attacker });
    expect(rows()).toBe(3);
  });

  it('treats the e-mail address without regard to case or spaces', () => {
    for (let i = 0; i < 5; i++) limits.reserve({ email: i % 2 ? ' ANN@firm.example' : ANN, address: office });
    expect(limits.reserve({ email: 'Ann@Firm.Example', address: office }).allowed).toBe(false);
  });
});

describe('signing in under the limits', () => {
  const PASSWORD = 'tram lilac 47 oven';
  const BOB_PASSWORD = 'bob walks 12 dogs';
  let dir: string;
  let file: string;
  let clock: ReturnType<typeof testClock>;
  let accounts: Accounts;
  const open = () => openAccounts({ file, pepper: 'q'.repeat(40), clock });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    file = join(dir, 'team.db');
    clock = testClock();
    accounts = open();
    const ann = await accounts.people.createFirstAdministrator({ email: ANN, name: 'Ann', password: PASSWORD });
    const { token } = accounts.people.invite({
      email: 'bob@firm.example',
      name: 'Bob',
      role: 'editor',
      createdBy: ann.id,
    });
    await accounts.people.acceptInvite(token, { password: BOB_PASSWORD });
  });
  afterEach(() => {
    accounts.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One try: the code of the refusal (with its wait), or 'in'. */
  async function attempt(password: string, address: string, device?: string) {
    try {
      await accounts.signIn({ email: ANN, password, address, device });
      return { code: 'in' as const };
    } catch (error) {
      if (!(error instanceof AccountsError)) throw error;
      return { code: error.code, wait: error.retryAfterSeconds, message: error.message };
    }
  }
  /** The wrong passwords checked so far, as the activity log has them. */
  const failuresLogged = () => accounts.audit.list(1000).filter((e) => e.action === 'sign-in failed').length;
  /** Wrong passwords from a new address each time, each as the last wait ends, until `failures` were checked. */
  async function guessFromManyAddresses(failures: number): Promise<void> {
    for (let i = 0; failuresLogged() < failures; i++) {
      const answer = await attempt(`guess number ${i}`, nth(i));
      if (answer.code === 'tooManyTries') clock.advance((answer.wait ?? 0) * 1000);
    }
  }
  const deviceCookieOf = async (email: string, password: string) =>
    (await accounts.signIn({ email, password, address: office })).device;

  it('forty wrong passwords at once: five are checked, the other 35 are told to wait', async () => {
    checks.count = 0;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`wrong guess ${i}`, attacker)));
    expect(checks.count).toBe(5);
    expect(failuresLogged()).toBe(5);
    expect(answers.filter((a) => a.code === 'wrongSignIn')).toHaveLength(5);
    const refused = answers.filter((a) => a.code === 'tooManyTries');
    expect(refused).toHaveLength(35);
    expect(new Set(refused.map((a) => a.message))).toEqual(new Set([words.team.tooManyTries(1)]));
    expect(refused.every((a) => a.wait === 1)).toBe(true);
  });

  it('the owner’s known browser gets in at once while someone guesses from a new address each time', async () => {
    let device = await deviceCookieOf(ANN, PASSWORD);
    const start = clock.now;
    let ownerIn = 0;
    let ownerRefusedElsewhere = 0;
    for (let i = 0; clock.now - start < 2 * 60 * 60 * 1000; i++) {
      const guess = await attempt(`guess number ${i}`, nth(i));
      if (guess.code === 'tooManyTries') {
        clock.advance((guess.wait ?? 0) * 1000);
        continue;
      }
      expect(guess.code).toBe('wrongSignIn');
      if (failuresLogged() < 10) continue;
      // Right after a guess: the owner at the office, in their own browser, and in a browser never used here.
      const signedIn = await accounts.signIn({ email: ANN, password: PASSWORD, address: office, device });
      device = signedIn.device;
      ownerIn++;
      const elsewhere = await attempt(PASSWORD, '192.0.2.44');
      expect(elsewhere.code).toBe('tooManyTries');
      ownerRefusedElsewhere++;
    }
    // Two hours of guessing: 9 free tries, then waits of 1 s, 2 s … 2048 s and one of an hour.
    expect(failuresLogged()).toBe(22);
    expect(ownerIn).toBe(13);
    expect(ownerRefusedElsewhere).toBe(13);
  });

  it('a changed device cookie, another account’s or a made-up one gives no trust', async () => {
    const anns = await deviceCookieOf(ANN, PASSWORD);
    const bobs = await deviceCookieOf('bob@firm.example', BOB_PASSWORD);
    await guessFromManyAddresses(10);
    const changed = anns.slice(0, -1) + (anns.endsWith('A') ? 'B' : 'A');
    for (const device of [changed, bobs, 'made.up.cookie'])
      expect(await attempt(PASSWORD, office, device)).toMatchObject({ code: 'tooManyTries' });
    expect(await attempt(PASSWORD, office, anns)).toEqual({ code: 'in' });
  });

  it('a known browser that guesses wrong 5 times waits itself, then is trusted again', async () => {
    const device = await deviceCookieOf(ANN, PASSWORD);
    await guessFromManyAddresses(12);
    for (let i = 0; i < 5; i++)
      expect(await attempt(`wrong guess ${i}`, office, device)).toMatchObject({ code: 'wrongSignIn' });
    expect(await attempt(PASSWORD, office, device)).toMatchObject({ code: 'tooManyTries' });
    clock.advance(1000);
    expect(await attempt(PASSWORD, office, device)).toEqual({ code: 'in' });
  });

  it('the counts and the device cookies outlast a restart', async () => {
    const device = await deviceCookieOf(ANN, PASSWORD);
    for (let i = 0; i < 5; i++) await attempt(`wrong guess ${i}`, office);
    accounts.close();
    accounts = open();
    expect(await attempt(PASSWORD, office)).toMatchObject({ code: 'tooManyTries', wait: 1 });
    expect(await attempt(PASSWORD, office, device)).toEqual({ code: 'in' });
  });
});
