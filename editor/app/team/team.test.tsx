// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

// The page as the team server renders it, before any module reads it.
vi.hoisted(() => {
  const put = (name: string, content: string) => {
    const m = document.createElement('meta');
    m.name = name;
    m.content = content;
    document.head.append(m);
  };
  put('edit-token', 'tok-123');
  put('edit-person', '{"id":1,"name":"Asha Rao","email":"asha@firm.in","role":"editor"}');
  put(
    'edit-team',
    '{"publishers":["Ravi Kumar","Mina Das"],"publishTo":"the live site\'s repository","signIn":"password"}',
  );
});

import { api, type OpenedFile } from '../api';
import { drafts } from '../drafts';
import { words } from '../../contract/words';
import { leave, type Session, session } from './session';
import { draftMirror } from './draftMirror';
import { PersonMenu } from './PersonMenu';
import { PresenceNotice, usePresence } from './Presence';
import { restoredWords, withServerDraft } from './restore';
import { eventWords } from './ActivityScreen';
import { savedByOf } from './conflict';
import { changesApi, plainError } from './changesApi';

interface Call {
  path: string;
  method: string;
  body: unknown;
  token: string | null;
}
let calls: Call[] = [];
let answer: (path: string, body: unknown) => { status?: number; json: unknown } = () => ({ json: {} });

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  calls = [];
  answer = () => ({ json: {} });
  localStorage.clear();
  draftMirror.reset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/_edit/api/', '');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, method: init.method ?? 'GET', body, token: new Headers(init.headers).get('x-edit-token') });
      const { status = 200, json } = answer(path, body);
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const as = (role: Session['person']['role']): Session => ({ ...session!, person: { ...session!.person, role } });

describe('the team session', () => {
  it('is read from the page', () => {
    expect(session?.person.name).toBe('Asha Rao');
    expect(session?.team.publishers).toEqual(['Ravi Kumar', 'Mina Das']);
  });
});

describe('the person menu', () => {
  const open = () => fireEvent.click(screen.getByRole('button', { name: /Asha Rao/ }));

  it('shows People and Activity to administrators only', () => {
    const { unmount } = render(<PersonMenu session={as('editor')} where="side" announce={vi.fn()} />);
    open();
    expect(screen.getByText('Signed in as Asha Rao (Editor)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'People' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Activity' })).toBeNull();
    unmount();
    render(<PersonMenu session={as('administrator')} where="side" announce={vi.fn()} />);
    open();
    expect(screen.getByRole('link', { name: 'People' }).getAttribute('href')).toBe('#people');
    expect(screen.getByRole('link', { name: 'Activity' }).getAttribute('href')).toBe('#activity');
  });

  it('signs out with a form posted to the team server, carrying the token', () => {
    render(<PersonMenu session={as('publisher')} where="bar" announce={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Asha Rao: your account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    const form = signOut.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/_edit/sign-out');
    expect((form.elements.namedItem('token') as HTMLInputElement).value).toBe('tok-123');
  });

  it('offers no password change to people who sign in with the company account', () => {
    const s = as('editor');
    render(<PersonMenu session={{ ...s, team: { ...s.team, signIn: 'oidc' } }} where="side" announce={vi.fn()} />);
    open();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });
});

describe('presence', () => {
  it('words the others in plain English', () => {
    expect(words.teamApp.editingNow([])).toBe('');
    expect(words.teamApp.editingNow(['Ravi Kumar'])).toBe('Ravi Kumar is editing this page');
    expect(words.teamApp.editingNow(['Ravi Kumar', 'Mina Das'])).toBe('Ravi Kumar and Mina Das are editing this page');
    expect(words.teamApp.editingNow(['A', 'B', 'C'])).toBe('A, B and C are editing this page');
  });

  function Notice({ file }: { file: string }) {
    return <PresenceNotice others={usePresence(file)} />;
  }

  it('tells the server the open file, asks again with the names shown (the server answers when they change) and shows who else is there, in a polite live region', async () => {
    vi.useFakeTimers();
    let others = [{ name: 'Ravi Kumar', since: 1 }];
    answer = () => ({ json: { others } });
    const { rerender } = render(<Notice file="pages/about.yaml" />);
    const notice = screen.getByRole('status');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls.map((c) => [c.path, c.body])).toEqual([['presence', { file: 'pages/about.yaml' }]]);
    expect(notice.textContent).toContain('Ravi Kumar is editing this page.');
    others = [
      { name: 'Ravi Kumar', since: 1 },
      { name: 'Mina Das', since: 2 },
    ];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toEqual({ file: 'pages/about.yaml', known: ['Ravi Kumar'] });
    expect(screen.getByRole('status')).toBe(notice);
    expect(notice.textContent).toContain('Ravi Kumar and Mina Das are editing this page.');
    others = [];
    rerender(<Notice file="" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls.at(-1)?.body).toEqual({ file: '' });
    expect(notice.textContent).toBe('');
  });
  it('asks no more than once a second when the server answers at once, and waits after a failure', async () => {
    vi.useFakeTimers();
    let fail = false;
    answer = () => (fail ? { status: 500, json: { error: 'down' } } : { json: { others: [] } });
    render(<Notice file="pages/about.yaml" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_500);
    });
    expect(calls.length).toBeGreaterThanOrEqual(5);
    expect(calls.length).toBeLessThanOrEqual(6);
    fail = true;
    const before = calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(calls.length).toBe(before + 1);
  });
});

describe('drafts on the team server', () => {
  it('are kept per person in localStorage, and sent once the typing pauses (the latest only)', async () => {
    vi.useFakeTimers();
    drafts.set('pages/about.yaml', { data: { title: 'A' }, version: 'v1' });
    drafts.set('pages/about.yaml', { data: { title: 'Ab' }, version: 'v1' });
    await vi.advanceTimersByTimeAsync(500);
    drafts.set('pages/about.yaml', { data: { title: 'Abc' }, version: 'v1' });
    expect(Object.keys(localStorage)).toContain('site-editor:draft:team:1:pages/about.yaml');
    await vi.advanceTimersByTimeAsync(900);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toEqual([
      {
        path: 'draft',
        method: 'POST',
        body: { file: 'pages/about.yaml', data: { title: 'Abc' }, version: 'v1' },
        token: 'tok-123',
      },
    ]);
    drafts.drop('pages/about.yaml');
    drafts.drop('pages/never-changed.yaml');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.slice(1).map((c) => [c.path, c.body])).toEqual([['draft/drop', { file: 'pages/about.yaml' }]]);
  });

  it('are sent again, quietly, after a failure', async () => {
    vi.useFakeTimers();
    let fail = true;
    answer = () => (fail ? { status: 503, json: { error: 'busy' } } : { json: {} });
    drafts.set('pages/about.yaml', { data: { title: 'A' }, version: 'v1' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(2);
    expect(await draftMirror.flush()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  const opened = (file: string): OpenedFile => ({
    file,
    text: 'title: A\n',
    data: { title: 'A' },
    version: 'v2',
    info: {} as OpenedFile['info'],
  });

  it('are restored from the server when this browser has none, and the person is told so', async () => {
    answer = (path) =>
      path.startsWith('draft?')
        ? { json: { data: { title: 'From the office' }, version: 'v1', updatedAt: 1 } }
        : { json: {} };
    await withServerDraft(opened('pages/about.yaml'));
    expect(calls.map((c) => c.path)).toEqual(['draft?file=pages%2Fabout.yaml']);
    expect(drafts.get('pages/about.yaml')).toEqual({ data: { title: 'From the office' }, version: 'v1' });
    expect(restoredWords('pages/about.yaml')).toBe('Your unsaved changes from another browser were restored.');
    // Not sent back to where it came from.
    await new Promise((r) => setTimeout(r, 1100));
    expect(calls).toHaveLength(1);
  });

  it('leave a local draft alone, and a file without a server draft opens as saved', async () => {
    drafts.set('pages/local.yaml', { data: { title: 'Mine' }, version: 'v1' }, false);
    await withServerDraft(opened('pages/local.yaml'));
    expect(calls).toEqual([]);
    expect(restoredWords('pages/local.yaml')).toBe(words.editor.restored);
    answer = () => ({ status: 404, json: { error: 'No draft.' } });
    await withServerDraft(opened('pages/none.yaml'));
    expect(drafts.get('pages/none.yaml')).toBeNull();
  });

  it('mark the files the server keeps drafts of as unsaved', async () => {
    answer = (path) =>
      path === 'drafts'
        ? { json: { drafts: [{ file: 'pages/faq.yaml', version: 'v1', updatedAt: 1 }] } }
        : { json: {} };
    await draftMirror.start(drafts.get);
    expect(drafts.files()).toContain('pages/faq.yaml');
  });
});

describe('signed out', () => {
  it('sends nobody anywhere on a 401 that comes while the page is being left (signing out)', async () => {
    const to = vi.spyOn(leave, 'to').mockImplementation(() => {});
    answer = () => ({ status: 401, json: { error: 'Sign in again.' } });
    window.dispatchEvent(new Event('beforeunload'));
    await expect(api.files()).rejects.toThrow('Sign in again.');
    expect(to).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('sends the person to sign in on a 401, keeping their drafts', async () => {
    const to = vi.spyOn(leave, 'to').mockImplementation(() => {});
    drafts.set('pages/about.yaml', { data: { title: 'Kept' }, version: 'v1' }, false);
    answer = () => ({ status: 401, json: { error: 'Sign in again.' } });
    await expect(api.files()).rejects.toThrow('Sign in again.');
    expect(to).toHaveBeenCalledWith('/_edit/sign-in');
    expect(drafts.get('pages/about.yaml')?.data).toEqual({ title: 'Kept' });
  });

  it('tells a person removed by an administrator so, in the server’s words, not to sign in again', async () => {
    vi.spyOn(leave, 'to').mockImplementation(() => {});
    const removed = 'An administrator removed your access to the editor. Ask an administrator if you need it again.';
    answer = () => ({ status: 401, json: { error: removed, reason: 'removed' } });
    const refusal = await changesApi.changes().catch((e: unknown) => e);
    expect(plainError(refusal)).toBe(removed);
    answer = () => ({
      status: 401,
      json: { error: 'You are signed out. Sign in again; your unsaved changes are kept.' },
    });
    expect(plainError(await changesApi.changes().catch((e: unknown) => e))).toBe(words.changesApp.error[401]);
  });
});

describe('words', () => {
  it('name who saved the page meanwhile', () => {
    expect(savedByOf({ diskText: 'x', savedBy: { name: 'Ravi Kumar' } })).toBe('Ravi Kumar');
    expect(savedByOf({ diskText: 'x' })).toBe('Someone else');
    expect(words.teamApp.conflictTitle('Ravi Kumar')).toBe('Ravi Kumar saved this page meanwhile');
  });

  it('put the activity in plain sentences', () => {
    const e = { id: 1, at: 1, actor: 'Asha Rao', subject: null, address: '203.0.113.5', detail: null };
    expect(eventWords({ ...e, action: 'sign-in' })).toBe('Asha Rao signed in');
    expect(
      eventWords({ ...e, actor: null, action: 'sign-in-failed', subject: 'ravi@firm.in', detail: 'wrong password' }),
    ).toBe('A sign-in as ravi@firm.in failed (wrong password)');
    expect(eventWords({ ...e, action: 'role-changed', subject: 'Ravi Kumar', detail: 'publisher' })).toBe(
      'Asha Rao made Ravi Kumar a publisher',
    );
    expect(eventWords({ ...e, action: 'invite', subject: 'mina@firm.in', detail: 'editor' })).toBe(
      'Asha Rao invited mina@firm.in as editor',
    );
    expect(eventWords({ ...e, action: 'published', detail: '' })).toBe('Asha Rao published to the live site');
    // The server names actions with hyphens (editor/team/accounts/peopleCalls.ts).
    expect(eventWords({ ...e, action: 'change-sent-back', detail: 'sent “Hours” back for more work' })).toBe(
      'Asha Rao sent “Hours” back for more work',
    );
    expect(eventWords({ ...e, action: 'change-published', detail: 'published “Hours”' })).toBe(
      'Asha Rao published “Hours”',
    );
    expect(
      eventWords({ ...e, action: 'release-restored', detail: words.changes.audit.restored('20261129-031831') }),
    ).toBe('Asha Rao brought back the live site as it was published on 29 Nov 2026, 03:18 UTC');
    expect(eventWords({ ...e, action: 'invite-cancelled', subject: 'mina@firm.in' })).toBe(
      'Asha Rao cancelled the invitation of mina@firm.in',
    );
    expect(eventWords({ ...e, action: 'something-new' })).toBe('Asha Rao: something new');
  });
});
