// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { canPublish, isAdministrator, readSession } from './session';

const put = (name: string, content: string) => {
  const m = document.createElement('meta');
  m.name = name;
  m.content = content;
  document.head.append(m);
};
afterEach(() => {
  for (const m of document.head.querySelectorAll('meta')) m.remove();
});

describe('readSession', () => {
  it('is null in the local editor (no edit-person tag), or when the tag cannot be read', () => {
    put('edit-token', 'abc');
    expect(readSession(document)).toBeNull();
    put('edit-person', '{not json');
    expect(readSession(document)).toBeNull();
  });

  it('refuses a person without a known role', () => {
    put('edit-person', '{"id":1,"name":"Asha Rao","email":"asha@firm.in","role":"owner"}');
    expect(readSession(document)).toBeNull();
  });

  it('reads the person and the team', () => {
    put('edit-person', '{"id":1,"name":"Asha Rao","email":"asha@firm.in","role":"editor"}');
    put(
      'edit-team',
      JSON.stringify({ publishers: ['Ravi Kumar'], publishTo: "the live site's repository", signIn: 'oidc' }),
    );
    const s = readSession(document);
    expect(s).toEqual({
      person: { id: 1, name: 'Asha Rao', email: 'asha@firm.in', role: 'editor' },
      team: { publishers: ['Ravi Kumar'], publishTo: "the live site's repository", signIn: 'oidc' },
    });
    expect(canPublish(s)).toBe(false);
    expect(isAdministrator(s)).toBe(false);
  });

  it('fills in a missing or partial team tag', () => {
    put('edit-person', '{"id":"7","name":"Ravi Kumar","email":"ravi@firm.in","role":"publisher"}');
    put('edit-team', '{"publishTo":null}');
    const s = readSession(document);
    expect(s?.person.id).toBe(7);
    expect(s?.team).toEqual({ publishers: [], publishTo: null, signIn: 'password' });
    expect(canPublish(s)).toBe(true);
    expect(canPublish(null)).toBe(false);
  });
});
