/**
 * People (administrators): everyone who can sign in, with their role (changed at once from its list) and Remove
 * (after a confirmation); the invitations not yet accepted, each with Cancel; and the form that invites someone,
 * which shows the one-time link to send them. The server's refusals (the last administrator cannot be removed or
 * demoted, an address already invited…) are shown beside what was refused, in its words.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { words } from '../../contract/words';
import * as S from '../editorStyles';
import { ROLES, type Role, type Session } from './session';
import { type Invite, type TeamPerson, teamApi } from './teamApi';
import * as T from './teamStyles';

const w = words.teamApp;
export const when = (t: number | string) =>
  new Date(t).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function RoleOptions() {
  return (
    <>
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {w.roleHelp[r]}
        </option>
      ))}
    </>
  );
}

export function PeopleScreen({ session, announce }: { session: Session; announce(m: string): void }) {
  const [people, setPeople] = useState<TeamPerson[] | null>(null);
  const [invites, setInvites] = useState<Invite[]>([]);
  const [loadError, setLoadError] = useState('');
  /** A refusal, shown in the row it concerns (a person's or an invitation's id, by kind). */
  const [rowError, setRowError] = useState<{ key: string; text: string } | null>(null);
  const [removing, setRemoving] = useState<TeamPerson | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(
    () =>
      teamApi
        .people()
        .then((r) => {
          setPeople(r.people ?? []);
          setInvites(r.invites ?? []);
          setLoadError('');
        })
        .catch((e: Error) => setLoadError(w.failed(e.message))),
    [],
  );
  useEffect(() => {
    heading.current?.focus();
    void load();
  }, [load]);

  const changeRole = async (p: TeamPerson, role: Role) => {
    setRowError(null);
    try {
      await teamApi.setRole(p.id, role);
      announce(w.roleChanged(p.name, w.roles[role]));
    } catch (e) {
      setRowError({ key: `p${p.id}`, text: (e as Error).message });
    }
    await load();
  };
  const remove = async (p: TeamPerson) => {
    setRowError(null);
    try {
      await teamApi.remove(p.id);
      announce(w.removed(p.name));
    } catch (e) {
      setRowError({ key: `p${p.id}`, text: (e as Error).message });
    }
    await load();
  };
  const cancelInvite = async (i: Invite) => {
    setRowError(null);
    try {
      await teamApi.cancelInvite(i.id);
      announce(w.inviteCancelled(i.name || i.email));
    } catch (e) {
      setRowError({ key: `i${i.id}`, text: (e as Error).message });
    }
    await load();
  };

  const refusal = (key: string) =>
    rowError?.key === key ? (
      <p className="error row-error" role="alert">
        {rowError.text}
      </p>
    ) : null;

  return (
    <T.Screen aria-labelledby="people-title" data-screen="people">
      <button type="button" className="back" onClick={() => (location.hash = '')}>
        ← {w.backToPages}
      </button>
      <h1 id="people-title" ref={heading} tabIndex={-1}>
        {w.peopleTitle}
      </h1>
      <p>{w.peopleIntro}</p>
      {loadError ? (
        <p className="error" role="alert">
          {loadError}
        </p>
      ) : null}
      {people === null && !loadError ? <p>{w.loading}</p> : null}
      {people?.length ? (
        <T.Rows aria-labelledby="people-title">
          {people.map((p) => {
            const me = p.id === session.person.id;
            return (
              <li key={p.id} data-person={p.email}>
                <div>
                  <span className="name">
                    {p.name} {me ? w.you : null}
                  </span>
                  <span className="meta">{p.email}</span>
                  <span className="meta">
                    {w.lastSignIn}: {p.lastSignInAt ? when(p.lastSignInAt) : w.never}
                  </span>
                </div>
                <label>
                  <span className="visually-hidden">{w.roleOf(p.name)}</span>
                  <select value={p.role} onChange={(e) => void changeRole(p, e.target.value as Role)}>
                    <RoleOptions />
                  </select>
                </label>
                <S.Button type="button" onClick={() => setRemoving(p)} aria-label={w.removeOf(p.name)}>
                  {w.remove}
                </S.Button>
                {refusal(`p${p.id}`)}
              </li>
            );
          })}
        </T.Rows>
      ) : null}

      <h2 id="invites-title">{w.invites}</h2>
      {invites.length ? (
        <T.Rows aria-labelledby="invites-title">
          {invites.map((i) => (
            <li key={i.id} data-invite={i.email}>
              <div>
                <span className="name">{i.name}</span>
                <span className="meta">{i.email}</span>
              </div>
              <span className="meta">
                {w.roles[i.role] ?? i.role}, {w.expires(when(i.expiresAt))}
              </span>
              <S.Button
                type="button"
                onClick={() => void cancelInvite(i)}
                aria-label={w.cancelInviteOf(i.name || i.email)}
              >
                {w.cancelInvite}
              </S.Button>
              {refusal(`i${i.id}`)}
            </li>
          ))}
        </T.Rows>
      ) : (
        <p>{w.noInvites}</p>
      )}

      <h2 id="invite-title">{w.inviteTitle}</h2>
      <InviteForm
        onInvited={(name) => {
          void load();
          announce(w.inviteLink(name));
        }}
      />

      {removing ? (
        <RemoveDialog
          person={removing}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            const p = removing;
            setRemoving(null);
            void remove(p);
          }}
        />
      ) : null}
    </T.Screen>
  );
}

function InviteForm({ onInvited }: { onInvited(name: string): void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ name: string; link: string } | null>(null);
  const [copied, setCopied] = useState('');

  const submit = async () => {
    if (!name.trim() || !email.trim()) return setError(w.inviteNeeds);
    setBusy(true);
    setError('');
    setCopied('');
    try {
      const { link } = await teamApi.invite(email.trim(), name.trim(), role);
      setMade({ name: name.trim(), link: new URL(link, location.href).href });
      setName('');
      setEmail('');
      setRole('editor');
      onInvited(name.trim());
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made!.link);
      setCopied(w.copied);
    } catch {
      setCopied(w.copyFailed);
    }
  };

  return (
    <>
      <T.InviteForm
        aria-labelledby="invite-title"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-invite-form=""
      >
        <label>
          {w.inviteName}
          <input name="name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {w.inviteEmail}
          <input
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          {w.inviteRole}
          <select name="role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            <RoleOptions />
          </select>
        </label>
        <S.Button type="submit" $primary disabled={busy} style={{ minHeight: 44 }}>
          {w.inviteSend}
        </S.Button>
        {error ? (
          <p className="error wide" role="alert">
            {error}
          </p>
        ) : null}
      </T.InviteForm>
      {made ? (
        <T.LinkBox data-invite-link="">
          <p id="invite-link-help">{w.inviteLink(made.name)}</p>
          <input readOnly value={made.link} aria-label={w.inviteLink(made.name)} onFocus={(e) => e.target.select()} />
          <S.Button type="button" onClick={() => void copy()} style={{ minHeight: 44 }}>
            {w.copy}
          </S.Button>
          <p role="status" className="done">
            {copied}
          </p>
        </T.LinkBox>
      ) : null}
    </>
  );
}

function RemoveDialog({ person, onClose, onConfirm }: { person: TeamPerson; onClose(): void; onConfirm(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="remove-title" aria-describedby="remove-text">
      <h2 id="remove-title">{w.removeTitle(person.name)}</h2>
      <p id="remove-text">{w.removeText(person.name)}</p>
      <S.Actions>
        <S.Button type="button" onClick={() => dialog.current?.close()} autoFocus>
          {w.cancel}
        </S.Button>
        <S.Button type="button" $primary onClick={onConfirm} data-confirm-remove="">
          {w.removeConfirm}
        </S.Button>
      </S.Actions>
    </S.Modal>
  );
}
