/**
 * "Save a version…": the files under pages/ and public/ that changed since the last commit, and a commit of them with a
 * message (no push: the team's git host and its checks put commits on the live site). A folder that is not a
 * git repository, or one in the middle of a merge or rebase, gets the server's message and nothing is done.
 * Team mode has none: every save goes into the person's change set, which a publisher reviews (team/ChangesPanel.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { api, type GitState } from './api';
import { words } from '../contract/words';
import * as S from './editorStyles';

export function PublishDialog({ onClose, announce }: { onClose(): void; announce(m: string): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<GitState | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const load = () =>
    api
      .git()
      .then(setState)
      .catch((e: Error) => setError(e.message));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens
  useEffect(() => {
    dialog.current?.showModal();
    void load();
  }, []);

  const commit = async () => {
    if (!message.trim()) {
      setError(words.publish.needMessage);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { hash } = await api.commit(message);
      setDone(words.publish.committed(hash));
      announce(words.publish.committed(hash));
      setMessage('');
      await load();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const ready = state?.state === 'ready';
  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="publish-title" data-publish="">
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void commit();
        }}
      >
        <h2 id="publish-title">{words.publish.title}</h2>
        {state?.files.length ? <p>{words.publish.intro}</p> : null}
        {!state && !error ? <p>{words.publish.loading}</p> : null}
        {state?.state === 'refused' ? (
          <p className="error" role="alert" data-git-refused={state.reason}>
            {state.message}
          </p>
        ) : null}
        {state?.files.length ? (
          <S.ChangedFiles aria-label={words.publish.title}>
            {state.files.map((f) => (
              <li key={f.path}>
                <span>{words.publish.status[f.status] ?? f.status}</span>
                <code>{f.path}</code>
              </li>
            ))}
          </S.ChangedFiles>
        ) : ready ? (
          <p>{words.publish.nothing}</p>
        ) : null}
        {done ? (
          <p role="status" className="done">
            {done}
          </p>
        ) : null}
        {ready && state.files.length ? (
          <label>
            {words.publish.message}
            <span className="help">{words.publish.messageHelp}</span>
            <input
              name="message"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-required="true"
              // biome-ignore lint/a11y/noAutofocus: the message field, focused as the dialog opens
              autoFocus
            />
          </label>
        ) : null}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <S.Actions>
          <S.Button type="button" onClick={() => dialog.current?.close()}>
            {words.publish.close}
          </S.Button>
          {ready && state.files.length ? (
            <S.Button type="submit" $primary disabled={busy}>
              {words.publish.commit}
            </S.Button>
          ) : null}
        </S.Actions>
      </form>
    </S.Modal>
  );
}
