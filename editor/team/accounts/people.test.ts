import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Audit, auditService } from './audit';
import { draftService } from './drafts';
import { type People, peopleService } from './people';
import { verifyPassword } from './passwords';
import { type Sessions, sessionService } from './sessions';
import { tempStore } from './testing';

let t: ReturnType<typeof tempStore>;
let sessions: Sessions;
let audit: Audit;
let people: People;
const PASSWORD = 'tram lilac 47 oven';
const code = (c: string) => expect.objectContaining({ code: c });

beforeEach(() => {
  t = tempStore();
  sessions = sessionService(t.store);
  audit = auditService(t.store);
  people = peopleService(t.store, sessions, audit);
});
afterEach(() => t.done());

const admin = () => people.createFirstAdministrator({ email: ' Ann@Firm.example ', name: 'Ann', password: PASSWORD });

async function join(email: string, role: 'editor' | 'publisher' | 'administrator', by: number) {
  const { token } = people.invite({ email, name: email.split('@')[0]!, role, createdBy: by });
  return people.acceptInvite(token, { password: PASSWORD });
}

describe('first administrator', () => {
  it('is made only while the team is empty', async () => {
    const ann = await admin();
    expect(ann).toMatchObject({ email: 'ann@firm.example', role: 'administrator', hasPassword: true });
    await expect(
      people.createFirstAdministrator({ email: 'eve@x.example', name: 'Eve', password: PASSWORD }),
    ).rejects.toEqual(code('alreadySetUp'));
    expect(people.count()).toBe(1);
  });
  it('refuses a bad address or a weak password', async () => {
    await expect(people.createFirstAdministrator({ email: 'nope', name: 'A', password: PASSWORD })).rejects.toEqual(
      code('badEmail'),
    );
    await expect(
      people.createFirstAdministrator({ email: 'a@b.cd', name: 'A', password: 'password1234' }),
    ).rejects.toEqual(code('passwordTooCommon'));
    expect(people.count()).toBe(0);
  });
});

describe('names', () => {
  it('are unique on the team (case and spaces aside), so every screen tells two people apart', async () => {
    const ann = await admin();
    people.invite({ email: 'asha@firm.example', name: 'Asha Rao', role: 'editor', createdBy: ann.id });
    // Another person invited under a name already taken, by someone on the team or by an invitation waiting.
    expect(() =>
      people.invite({ email: 'other@firm.example', name: ' asha  rao ', role: 'editor', createdBy: ann.id }),
    ).toThrow(expect.objectContaining({ code: 'nameTaken', message: expect.stringContaining('“asha rao”') }));
    expect(() => people.invite({ email: 'x@firm.example', name: 'ANN', role: 'editor', createdBy: ann.id })).toThrow(
      expect.objectContaining({ code: 'nameTaken' }),
    );
    // Inviting the same person again keeps their name.
    expect(() =>
      people.invite({ email: 'asha@firm.example', name: 'Asha Rao', role: 'publisher', createdBy: ann.id }),
    ).not.toThrow();
    // Accepting an invitation under someone else's name is refused too, and the invitation stays usable.
    const bob = people.invite({ email: 'bob@firm.example', name: 'Bob', role: 'editor', createdBy: ann.id });
    await expect(people.acceptInvite(bob.token, { name: 'Ann', password: PASSWORD })).rejects.toEqual(
      code('nameTaken'),
    );
    expect((await people.acceptInvite(bob.token, { name: 'Bob B.', password: PASSWORD })).name).toBe('Bob B.');
  });
});

describe('invites', () => {
  it('gives a one-time token, stored only hashed, that makes the person with the invited role', async () => {
    const ann = await admin();
    const { token, expiresAt } = people.invite({
      email: 'Bob@Firm.example',
      name: 'Bob',
      role: 'publisher',
      createdBy: ann.id,
    });
    expect(expiresAt).toBe(t.clock.now + 72 * 60 * 60 * 1000);
    const stored = t.store.db.prepare('SELECT token_hash FROM invites').all() as { token_hash: string }[];
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const bob = await people.acceptInvite(token, { name: 'Robert', password: PASSWORD });
    expect(bob).toMatchObject({ email: 'bob@firm.example', name: 'Robert', role: 'publisher' });
    await expect(people.acceptInvite(token, { password: PASSWORD })).rejects.toEqual(code('inviteInvalid'));
    expect(audit.list().map((e) => e.action)).toEqual(['invite accepted', 'invite', 'first administrator']);
  });

  it('refuses an expired token, an unknown one, and a taken address', async () => {
    const ann = await admin();
    const { token } = people.invite({ email: 'bob@firm.example', name: 'Bob', role: 'editor', createdBy: ann.id });
    t.clock.advance(72 * 60 * 60 * 1000);
    await expect(people.acceptInvite(token, { password: PASSWORD })).rejects.toEqual(code('inviteInvalid'));
    await expect(people.acceptInvite('made-up', { password: PASSWORD })).rejects.toEqual(code('inviteInvalid'));
    expect(() => people.invite({ email: 'ANN@firm.example', name: 'A', role: 'editor', createdBy: ann.id })).toThrow(
      code('emailTaken'),
    );
    expect(() =>
      people.invite({ email: 'c@firm.example', name: 'C', role: 'owner' as 'editor', createdBy: ann.id }),
    ).toThrow(code('badRole'));
  });

  it('keeps only the newest link for an address, and a refused password does not use the link up', async () => {
    const ann = await admin();
    const first = people.invite({ email: 'bob@firm.example', name: 'Bob', role: 'editor', createdBy: ann.id });
    const second = people.invite({ email: 'bob@firm.example', name: 'Bob', role: 'editor', createdBy: ann.id });
    await expect(people.acceptInvite(first.token, { password: PASSWORD })).rejects.toEqual(code('inviteInvalid'));
    await expect(people.acceptInvite(second.token, { password: 'short' })).rejects.toEqual(code('passwordTooShort'));
    await expect(people.acceptInvite(second.token, { password: PASSWORD })).resolves.toMatchObject({ name: 'Bob' });
  });
});

describe('roles and removal', () => {
  it('never removes or demotes the last administrator', async () => {
    const ann = await admin();
    expect(() => people.remove(ann.id)).toThrow(code('lastAdministrator'));
    expect(() => people.changeRole(ann.id, 'editor')).toThrow(code('lastAdministrator'));
    const bob = await join('bob@firm.example', 'administrator', ann.id);
    people.changeRole(ann.id, 'editor');
    expect(() => people.remove(bob.id)).toThrow(code('lastAdministrator'));
    expect(people.get(bob.id)?.role).toBe('administrator');
  });

  it('a role change ends all the person’s sessions; removal ends them and their drafts', async () => {
    const ann = await admin();
    const bob = await join('bob@firm.example', 'editor', ann.id);
    const s1 = sessions.create(bob.id);
    people.changeRole(bob.id, 'publisher', { email: ann.email, address: '10.0.0.1' });
    expect(sessions.find(s1.id)).toBeNull();
    const s2 = sessions.create(bob.id);
    const drafts = draftService(t.store);
    drafts.put(bob.id, 'pages/about.yaml', { title: 'About' });
    people.remove(bob.id, { email: ann.email });
    expect(sessions.find(s2.id)).toBeNull();
    expect(drafts.list(bob.id)).toEqual([]);
    expect(people.findByEmail('bob@firm.example')).toBeNull();
    expect(() => people.remove(bob.id)).toThrow(code('noSuchPerson'));
    const [removed, changed] = audit.list(2);
    expect(removed).toMatchObject({ action: 'person removed', actor: ann.email, subject: bob.email });
    expect(changed).toMatchObject({ action: 'role changed', detail: 'editor → publisher', address: '10.0.0.1' });
  });
});

describe('password change', () => {
  it('needs the current password, follows the rules, and ends the other sessions', async () => {
    const ann = await admin();
    const kept = sessions.create(ann.id);
    const other = sessions.create(ann.id);
    await expect(
      people.changePassword(ann.id, { current: 'wrong one here', next: 'new lamp river 9' }),
    ).rejects.toEqual(code('wrongCurrentPassword'));
    await expect(people.changePassword(ann.id, { current: PASSWORD, next: 'ann@firm.example' })).rejects.toEqual(
      code('passwordIsEmail'),
    );
    expect(sessions.find(other.id)).not.toBeNull();
    await people.changePassword(ann.id, { current: PASSWORD, next: 'new lamp river 9', keepSession: kept.id });
    expect(sessions.find(other.id)).toBeNull();
    expect(sessions.find(kept.id)).not.toBeNull();
    const { passwordHash } = people.credentials('ann@firm.example')!;
    expect(await verifyPassword(passwordHash, 'new lamp river 9')).toBe(true);
    expect(await verifyPassword(passwordHash, PASSWORD)).toBe(false);
  });
});

describe('audit', () => {
  it('pages newest first', async () => {
    for (let i = 0; i < 5; i++) audit.record({ action: 'sign-in', actor: `p${i}@x.example` });
    const first = audit.list(2);
    expect(first.map((e) => e.actor)).toEqual(['p4@x.example', 'p3@x.example']);
    expect(audit.list(2, first[1]!.id).map((e) => e.actor)).toEqual(['p2@x.example', 'p1@x.example']);
    expect(audit.list(100, first[1]!.id)).toHaveLength(3);
  });
});
