/** "New page": asks for an address and a title and makes the same page as `npm run new-page`. */
import { useEffect, useRef, useState } from 'react';
import { api } from './api';
import { words } from '../words';
import * as S from './editorStyles';

export function NewPageDialog({ onCreated, onClose }: { onCreated(file: string): void; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [route, setRoute] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const create = async () => {
    try {
      const { file } = await api.newPage(route, title);
      onCreated(file);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="new-title">
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <h2 id="new-title">{words.newPage.title}</h2>
        <p>{words.newPage.intro}</p>
        <label>
          {words.newPage.route}
          <span className="help">{words.newPage.routeHelp}</span>
          <input
            name="route"
            value={route}
            onChange={(e) => setRoute(e.target.value)}
            required
            // biome-ignore lint/a11y/noAutofocus: the dialog's one field, focused as the dialog opens
            autoFocus
            placeholder="/services/audit"
          />
        </label>
        <label>
          {words.newPage.pageTitle}
          <span className="help">{words.newPage.pageTitleHelp}</span>
          <input name="title" value={title} onChange={(e) => setTitle(e.target.value)} required />
        </label>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <S.Actions>
          <S.Button type="button" onClick={() => dialog.current?.close()}>
            {words.newPage.cancel}
          </S.Button>
          <S.Button type="submit" $primary>
            {words.newPage.create}
          </S.Button>
        </S.Actions>
      </form>
    </S.Modal>
  );
}
