/** Change password: the current one and the new one twice; the server's refusal (422) is shown as it words it. */
import { useEffect, useRef, useState } from 'react';
import { words } from '../../contract/words';
import * as S from '../editorStyles';
import { teamApi } from './teamApi';

export function PasswordDialog({ onClose, announce }: { onClose(): void; announce(m: string): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const w = words.teamApp.password;
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const submit = async () => {
    if (!current || !next) return setError(w.empty);
    if (next !== repeat) return setError(w.mismatch);
    setBusy(true);
    setError('');
    try {
      await teamApi.password(current, next);
      setDone(true);
      setCurrent('');
      setNext('');
      setRepeat('');
      announce(w.done);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="password-title" data-password="">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 id="password-title">{w.title}</h2>
        {done ? (
          <p role="status" className="done">
            {w.done}
          </p>
        ) : (
          <>
            <label>
              {w.current}
              <input
                type="password"
                name="current"
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
                // biome-ignore lint/a11y/noAutofocus: the first field, focused as the dialog opens
                autoFocus
              />
            </label>
            <label>
              {w.next}
              <span className="help">{w.nextHelp}</span>
              <input
                type="password"
                name="next"
                autoComplete="new-password"
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
            </label>
            <label>
              {w.repeat}
              <input
                type="password"
                name="repeat"
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
              />
            </label>
          </>
        )}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <S.Actions>
          <S.Button type="button" onClick={() => dialog.current?.close()}>
            {done ? w.close : w.cancel}
          </S.Button>
          {done ? null : (
            <S.Button type="submit" $primary disabled={busy}>
              {w.save}
            </S.Button>
          )}
        </S.Actions>
      </form>
    </S.Modal>
  );
}
