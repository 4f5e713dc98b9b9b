/**
 * The person signed in, as a menu (a disclosure: a button that shows a short list): their name and role, Change
 * password (for those who sign in with one), on a phone To review and Live site (publishers; the side bar has
 * them, ChangesEntry.tsx), People and Activity (administrators), and Sign out, a form posted
 * to the team server with the page's token. Before signing out, drafts still on their way are sent.
 * Shown in the side bar, and on a phone in the top bar.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { words } from '../../contract/words';
import { draftMirror } from './draftMirror';
import { PasswordDialog } from './PasswordDialog';
import { canPublish, editToken, isAdministrator, type Session, SIGN_OUT } from './session';
import { useChanges } from './useChanges';
import * as T from './teamStyles';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function PersonMenu({
  session,
  where,
  announce,
}: {
  session: Session;
  where: 'side' | 'bar';
  announce(m: string): void;
}) {
  const { person, team } = session;
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const role = words.teamApp.roles[person.role] ?? person.role;
  const waiting = useChanges().answer?.waiting.length ?? 0;

  useEffect(() => {
    if (!open) return;
    // People and Activity are addresses (#people, #activity): going there closes the menu.
    const away = () => setOpen(false);
    window.addEventListener('hashchange', away);
    const outside = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('hashchange', away);
    };
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };
  const signOut = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    // At most a few seconds: signing out never waits on a server that does not answer.
    void Promise.race([draftMirror.flush(), new Promise((r) => setTimeout(r, 3000))]).then(() => form.submit());
  };

  return (
    <T.MenuBox
      ref={box}
      $where={where}
      data-person-menu={where}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          e.stopPropagation();
          closeToButton();
        }
      }}
    >
      <T.MenuButton
        ref={button}
        type="button"
        $where={where}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <T.Initials aria-hidden="true">{initials(person.name)}</T.Initials>
        {where === 'side' ? (
          <span className="who">
            {person.name}
            <small>{role}</small>
          </span>
        ) : (
          <span className="visually-hidden">{words.teamApp.menu(person.name)}</span>
        )}
      </T.MenuButton>
      <T.Popup id={id} $where={where} hidden={!open}>
        <p>{words.teamApp.signedInAs(person.name, role)}</p>
        <ul>
          {team.signIn === 'password' ? (
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  setChanging(true);
                }}
              >
                {words.teamApp.changePassword}
              </button>
            </li>
          ) : null}
          {where === 'bar' && canPublish(session) ? (
            <>
              <li>
                <a href="#review">{words.changesApp.toReview(waiting)}</a>
              </li>
              <li>
                <a href="#live">{words.changesApp.liveSite}</a>
              </li>
            </>
          ) : null}
          {isAdministrator(session) ? (
            <>
              <li>
                <a href="#people">{words.teamApp.people}</a>
              </li>
              <li>
                <a href="#activity">{words.teamApp.activity}</a>
              </li>
            </>
          ) : null}
        </ul>
        <form method="post" action={SIGN_OUT} onSubmit={signOut}>
          <input type="hidden" name="token" value={editToken()} />
          <button type="submit">{words.teamApp.signOut}</button>
        </form>
      </T.Popup>
      {changing ? (
        <PasswordDialog
          announce={announce}
          onClose={() => {
            setChanging(false);
            button.current?.focus();
          }}
        />
      ) : null}
    </T.MenuBox>
  );
}
