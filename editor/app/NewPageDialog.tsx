/**
 * "New page": asks for an address, a title and where visitors will find it (a menu of the site settings, which
 * gets a link to it), and makes the same page as the command line's new-page.
 */
import { useEffect, useRef, useState } from 'react';
import { api, type Menu } from './api';
import { words } from '../contract/words';
import * as S from './editorStyles';

/** The choice of no menu (a value no menu has). */
const NO_MENU = 'none';

export function NewPageDialog({
  onCreated,
  onClose,
}: {
  /** The page made: its file (to open it) and its title (to name it). */
  onCreated(file: string, title: string): void;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [route, setRoute] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [menus, setMenus] = useState<Menu[]>([]);
  const [menu, setMenu] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
    api
      .menus()
      .then(setMenus)
      .catch(() => setMenus([]));
  }, []);
  const create = async () => {
    try {
      const { file } = await api.newPage(route, title, menu === NO_MENU ? '' : menu);
      onCreated(file, title.trim());
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
        <label>
          {words.newPage.where}
          <span className="help">{words.newPage.whereHelp}</span>
          <select name="menu" value={menu} onChange={(e) => setMenu(e.target.value)} required>
            <option value="" disabled>
              {words.newPage.chooseMenu}
            </option>
            {menus.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
            <option value={NO_MENU}>{words.newPage.noMenu}</option>
          </select>
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
