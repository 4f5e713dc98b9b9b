import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, openAccounts } from './index';
import { testClock } from './testing';

let dir: string;
let accounts: Accounts;
const clock = testClock();
const PASSWORD = 'tram lilac 47 oven';
const about = { address: '198.51.100.20', userAgent: 'test' };

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'accounts-'));
  accounts = openAccounts({ file: join(dir, 'team.db'), pepper: 'q'.repeat(40), clock });
  await accounts.people.createFirstAdministrator({ email: 'ann@firm.example', name: 'Ann', password: PASSWORD });
});
afterEach(() => {
  accounts.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('signIn', () => {
  it('signs in with the right password (any case of the address) and makes a session', async () => {
    const { session, person } = await accounts.signIn({ email: 'ANN@firm.example ', password: PASSWORD, ...about });
    expect(person.email).toBe('ann@firm.example');
    expect(accounts.sessions.find(session.id)?.person.id).toBe(person.id);
    expect(accounts.audit.list(1)[0]).toMatchObject({
      action: 'sign-in',
      actor: 'ann@firm.example',
      address: about.address,
    });
  });

  it('answers a wrong password and an unknown address alike, and both go through argon2', async () => {
    const wrong = accounts.signIn({ email: 'ann@firm.example', password: 'not the password', ...about });
    await expect(wrong).rejects.toMatchObject({ code: 'wrongSignIn' });
    const unknown = accounts.signIn({ email: 'nobody@firm.example', password: 'not the password', ...about });
    const error1 = await wrong.catch((e) => e);
    const error2 = await unknown.catch((e) => e);
    expect(error2.code).toBe(error1.code);
    expect(error2.message).toBe(error1.message);
    expect(accounts.audit.list(2).map((e) => [e.action, e.actor, e.subject])).toEqual([
      ['sign-in failed', null, 'nobody@firm.example'],
      ['sign-in failed', null, 'ann@firm.example'],
    ]);
  });

  it('each sign-in makes a new session id; signing out ends it', async () => {
    const one = await accounts.signIn({ email: 'ann@firm.example', password: PASSWORD, ...about });
    const two = await accounts.signIn({ email: 'ann@firm.example', password: PASSWORD, ...about });
    expect(one.session.id).not.toBe(two.session.id);
    accounts.signOut(one.session.id, about.address);
    expect(accounts.sessions.find(one.session.id)).toBeNull();
    expect(accounts.sessions.find(two.session.id)).not.toBeNull();
    expect(accounts.audit.list(1)[0]).toMatchObject({ action: 'sign-out', actor: 'ann@firm.example' });
  });

  it('refuses with a wait after 5 failures, even the right password, and lets it in after the wait', async () => {
    for (let i = 0; i < 5; i++)
      await expect(
        accounts.signIn({ email: 'ann@firm.example', password: `wrong ${i} xxxxxxx`, ...about }),
      ).rejects.toMatchObject({ code: 'wrongSignIn' });
    await expect(accounts.signIn({ email: 'ann@firm.example', password: PASSWORD, ...about })).rejects.toMatchObject({
      code: 'tooManyTries',
      retryAfterSeconds: 1,
    });
    clock.advance(1000);
    await expect(accounts.signIn({ email: 'ann@firm.example', password: PASSWORD, ...about })).resolves.toMatchObject({
      person: { email: 'ann@firm.example' },
    });
  });

  it('a removed person’s and a demoted person’s sessions end at once', async () => {
    const { token } = accounts.people.invite({
      email: 'bob@firm.example',
      name: 'Bob',
      role: 'administrator',
      createdBy: 1,
    });
    const bob = await accounts.people.acceptInvite(token, { password: PASSWORD });
    const signedIn = await accounts.signIn({ email: 'bob@firm.example', password: PASSWORD, ...about });
    accounts.people.changeRole(bob.id, 'editor');
    expect(accounts.sessions.find(signedIn.session.id)).toBeNull();
    const again = await accounts.signIn({ email: 'bob@firm.example', password: PASSWORD, ...about });
    expect(accounts.sessions.find(again.session.id)?.person.role).toBe('editor');
    accounts.people.remove(bob.id);
    expect(accounts.sessions.find(again.session.id)).toBeNull();
    await expect(accounts.signIn({ email: 'bob@firm.example', password: PASSWORD, ...about })).rejects.toMatchObject({
      code: 'wrongSignIn',
    });
  });
});
