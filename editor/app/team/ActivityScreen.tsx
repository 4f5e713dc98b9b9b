/**
 * Activity (administrators): the team server's record of sign-ins, changes to people and publishing, newest
 * first, each in a plain sentence, and "Show older" for the page before.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { words } from '../../contract/words';
import * as S from '../editorStyles';
import { when } from './PeopleScreen';
import { type AuditEvent, teamApi } from './teamApi';
import * as T from './teamStyles';

const w = words.teamApp;
const ms = (t: number | string) => (typeof t === 'number' ? t : new Date(t).getTime());

/** One event as a sentence: "Asha Rao signed in", "A sign-in as ravi@firm.in failed (wrong password)". */
export function eventWords(e: AuditEvent): string {
  const actor = e.actor || w.someoneUnknown;
  const subject = e.subject ?? '';
  const detail = e.detail ?? '';
  const role = w.roles[detail] ?? '';
  const say = w.event;
  switch (e.action) {
    case 'sign-in':
      return say['sign-in'](actor);
    case 'oidc-sign-in':
      return say['oidc-sign-in'](actor);
    case 'sign-in-failed':
      return say['sign-in-failed'](subject || actor, detail);
    case 'sign-out':
      return say['sign-out'](actor);
    case 'invite':
      return say.invite(actor, subject, role);
    case 'invite-accepted':
      return say['invite-accepted'](subject || actor);
    case 'role-changed':
      return say['role-changed'](actor, subject, role);
    case 'removed':
      return say.removed(actor, subject);
    case 'password-changed':
      return say['password-changed'](actor);
    case 'published':
      return say.published(actor, detail);
    case 'invite-cancelled':
      return say['invite-cancelled'](actor, subject);
    case 'first-administrator':
      return say['first-administrator'](subject || actor);
    case 'oidc-sign-in-refused':
      return say['oidc-sign-in-refused']();
    default:
      // Change sets' and releases' events carry their sentence in the detail (words.changes.audit). The server
      // names actions with hyphens ("change-published", editor/team/accounts/peopleCalls.ts).
      if (/^(change|publish-failed|release)-/.test(e.action) && detail) return say.did(actor, detail);
      return say.other(actor, [e.action.replaceAll('-', ' '), subject, detail].filter(Boolean).join(' '));
  }
}

export function ActivityScreen() {
  const [events, setEvents] = useState<AuditEvent[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async (before?: number) => {
    setBusy(true);
    try {
      const r = await teamApi.audit(before);
      setEvents((old) => [...(before === undefined ? [] : (old ?? [])), ...(r.events ?? [])]);
      setMore(!!r.more);
      setError('');
    } catch (e) {
      setError(w.failed((e as Error).message));
    } finally {
      setBusy(false);
    }
  }, []);
  useEffect(() => {
    heading.current?.focus();
    void load();
  }, [load]);

  const oldest = events?.length ? Math.min(...events.map((e) => e.id)) : undefined;
  return (
    <T.Screen aria-labelledby="activity-title" data-screen="activity">
      <button type="button" className="back" onClick={() => (location.hash = '')}>
        ← {w.backToPages}
      </button>
      <h1 id="activity-title" ref={heading} tabIndex={-1}>
        {w.activityTitle}
      </h1>
      <p>{w.activityIntro}</p>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {events === null && !error ? <p>{w.loading}</p> : null}
      {events && !events.length ? <p>{w.noActivity}</p> : null}
      {events?.length ? (
        <T.Events aria-labelledby="activity-title" data-events="">
          {events.map((e, i) => (
            <li key={i}>
              {eventWords(e)}
              <time dateTime={new Date(ms(e.at)).toISOString()}>
                {when(e.at)}
                {e.address ? ` · ${w.from(e.address)}` : ''}
              </time>
            </li>
          ))}
        </T.Events>
      ) : null}
      {more && oldest !== undefined ? (
        <S.Button type="button" disabled={busy} onClick={() => void load(oldest)} style={{ minHeight: 44 }}>
          {w.older}
        </S.Button>
      ) : null}
    </T.Screen>
  );
}
