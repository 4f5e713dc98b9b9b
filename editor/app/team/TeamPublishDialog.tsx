/**
 * Publishing in team mode: where a person's saved changes are (every save is a version in the site's history,
 * under their name) and who puts them on the live site. Publishers and administrators also get the button that
 * does it; editors do not see it (the server refuses them anyway).
 */
import { useEffect, useRef, useState } from 'react';
import { words } from '../../words';
import * as S from '../editorStyles';
import { canPublish, type Session } from './session';
import { teamApi } from './teamApi';

export function TeamPublishDialog({
  session,
  onClose,
  announce,
}: {
  session: Session;
  onClose(): void;
  announce(m: string): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const w = words.teamApp;
  const { publishTo, publishers } = session.team;
  const may = canPublish(session);

  const publish = async () => {
    setBusy(true);
    setError('');
    setDone('');
    try {
      const { pushed } = await teamApi.publish();
      setDone(w.published(Number(pushed) || 0));
      announce(w.published(Number(pushed) || 0));
    } catch (e) {
      setError(w.publishFailed((e as Error).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="team-publish-title" data-publish="">
      <h2 id="team-publish-title">{w.publishTitle}</h2>
      <p>{w.kept}</p>
      <p>{w.whoPublishes(publishers)}</p>
      {may ? <p>{publishTo ? w.publishHow(publishTo) : w.notSetUp}</p> : null}
      {done ? (
        <p role="status" className="done">
          {done}
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <S.Actions>
        <S.Button type="button" onClick={() => dialog.current?.close()}>
          {w.close}
        </S.Button>
        {may && publishTo ? (
          <S.Button type="button" $primary disabled={busy} onClick={() => void publish()} data-team-publish="">
            {busy ? w.publishing : w.publish}
          </S.Button>
        ) : null}
      </S.Actions>
    </S.Modal>
  );
}
