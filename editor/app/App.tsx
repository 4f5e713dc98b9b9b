/**
 * The editor's screen: the file list beside the file being edited (chosen by the address's #hash, so the back
 * button and a reload keep it), one polite live region for saves and problems. On a phone the file list is a
 * menu opened from a bar at the top (PageMenu.ts), which also keeps saving a version at hand.
 * In team mode (team/, when the team server serves the page) the person's menu, who else edits the open page, their
 * change sets in place of saving a version (#changes; for publishers the review, #review, and the live site, #live),
 * and the People and Activity screens (#people, #activity) join in.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, type FileSummary, type OpenedFile, type SchemaBundle } from './api';
import { drafts } from './drafts';
import { FileList } from './FileList';
import { FileEditor } from './FileEditor';
import { NewPageDialog } from './NewPageDialog';
import { PublishDialog } from './PublishDialog';
import type { BlockInfo } from './form/blockContext';
import { blockKinds } from './blockKinds';
import { EditorGlobalStyle } from './look';
import { words } from '../contract/words';
import * as S from './editorStyles';
import { usePageMenu } from './PageMenu';
import { session } from './team/session';
import { TeamScreen, teamScreen } from './team/TeamApp';
import { ChangesEntry } from './team/ChangesEntry';
import { changesChanged } from './team/changeState';
import { PersonMenu } from './team/PersonMenu';
import { PresenceNotice, usePresence } from './team/Presence';
import { withServerDraft } from './team/restore';
import { draftMirror } from './team/draftMirror';
import type { LanguageTranslations, TranslationInfo } from '../contract/translationStatus';
import { TranslationEditor } from './translate/TranslationEditor';
import { TranslationsScreen } from './translate/TranslationsScreen';
import { PageLanguages } from './translate/PageLanguages';
import { TRANSLATIONS_CHANGED } from './translate/StartTranslation';

/** The hash of the list of what is missing or out of date per language. */
const TRANSLATIONS = 'translations';

const fileFromHash = () => decodeURIComponent(location.hash.slice(1));

export function App() {
  const [files, setFiles] = useState<FileSummary[] | null>(null);
  const [bundle, setBundle] = useState<SchemaBundle | null>(null);
  const [current, setCurrent] = useState(fileFromHash());
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [making, setMaking] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [unsaved, setUnsaved] = useState(() => new Set(drafts.files()));
  const [generation, setGeneration] = useState(0);
  /** The open file's problems as its draft has them now (the list's other counts are of the files as saved). */
  const [live, setLive] = useState<{ file: string; errors: number } | null>(null);
  /** The site's languages beside English and each page's translation in them (none on a site in English only). */
  const [languages, setLanguages] = useState<LanguageTranslations[]>([]);
  const side = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = usePageMenu(side, menuButton);
  const screen = teamScreen(current);
  const others = usePresence(screen ? '' : current);

  const announce = useCallback((m: string) => {
    setMessage('');
    requestAnimationFrame(() => setMessage(m));
  }, []);
  const refresh = useCallback(
    () =>
      api
        .files()
        .then(setFiles)
        .catch((e: Error) => setError(e.message)),
    [],
  );

  const refreshLanguages = useCallback(
    () =>
      api
        .translations()
        .then(setLanguages)
        .catch(() => undefined),
    [],
  );

  useEffect(() => {
    void refresh();
    void refreshLanguages();
    const onTranslations = () => {
      void refresh();
      void refreshLanguages();
    };
    window.addEventListener(TRANSLATIONS_CHANGED, onTranslations);
    api
      .schemas()
      .then(setBundle)
      .catch((e: Error) => setError(e.message));
    const onHash = () => {
      setCurrent(fileFromHash());
      menu.close();
    };
    const onDrafts = () => setUnsaved(new Set(drafts.files()));
    window.addEventListener('hashchange', onHash);
    window.addEventListener('site-editor:drafts', onDrafts);
    void draftMirror.start(drafts.get).then(onDrafts);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('site-editor:drafts', onDrafts);
      window.removeEventListener(TRANSLATIONS_CHANGED, onTranslations);
    };
  }, [refresh, refreshLanguages, menu.close]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation (after a save or a reload) opens the same file again
  useEffect(() => {
    setOpened(null);
    if (!current || screen || current === TRANSLATIONS) return;
    api
      .open(current)
      .then(withServerDraft)
      .then(setOpened)
      .catch((e: Error) => setError(e.message));
  }, [current, generation]);

  const blocks = useMemo<BlockInfo[]>(() => {
    if (!bundle) return [];
    // A plain name and what visitors see: the block schema's title and description (blockKinds.ts).
    const kinds = blockKinds(bundle);
    return bundle.blocks.map(({ type, key }) => {
      const schema = bundle.root.definitions[key] as { examples?: Record<string, unknown>[] };
      const kind = kinds.get(type) ?? { title: type, description: '' };
      return { type, ...kind, example: schema.examples?.[0] };
    });
  }, [bundle]);
  const listed = useMemo(
    () =>
      live && files ? files.map((f) => (f.file === live.file ? { ...f, problems: live.errors } : f)) : (files ?? []),
    [files, live],
  );
  const onProblems = useCallback((file: string, errors: number) => setLive({ file, errors }), []);
  const routes = useMemo(() => (files ?? []).map((f) => f.route).filter((r) => r && !r.includes('$')), [files]);

  return (
    <>
      <EditorGlobalStyle />
      <S.Shell>
        <S.PhoneBar>
          <button
            type="button"
            ref={menuButton}
            aria-expanded={menu.open}
            aria-controls="page-list"
            onClick={menu.toggle}
            data-menu=""
          >
            <span aria-hidden="true">☰</span> {words.phone.menu}
          </button>
          <span />
          {session ? <PersonMenu session={session} where="bar" announce={announce} /> : null}
          {session ? (
            <ChangesEntry session={session} where="bar" />
          ) : (
            <button type="button" onClick={() => setPublishing(true)}>
              {words.publish.button}
            </button>
          )}
        </S.PhoneBar>
        <S.Side
          aria-label={words.files.heading}
          id="page-list"
          ref={side}
          $open={menu.open}
          onKeyDown={menu.onKeyDown}
          onClick={menu.onClick}
        >
          <S.Brand>
            <S.Logo aria-hidden="true">V</S.Logo>
            <div>
              <strong>{words.app.brand}</strong>
              <small>{words.app.tagline}</small>
            </div>
          </S.Brand>
          <FileList files={listed} loading={!files} bundle={bundle} current={current} unsaved={unsaved} />
          {languages.length ? (
            <S.SideLink
              href={`${location.pathname}${location.search}#${TRANSLATIONS}`}
              aria-current={current === TRANSLATIONS ? 'page' : undefined}
              data-translations-link=""
            >
              {words.translate.translations}
              <small>{words.translate.translationsHint}</small>
            </S.SideLink>
          ) : (
            <div />
          )}
          <S.SideActions>
            <S.NewPageButton
              type="button"
              onClick={() => {
                menu.close();
                setMaking(true);
              }}
            >
              + {words.files.newPage}
            </S.NewPageButton>
            {session ? (
              <ChangesEntry session={session} where="side" />
            ) : (
              <S.NewPageButton type="button" onClick={() => setPublishing(true)}>
                {words.publish.button}
              </S.NewPageButton>
            )}
            {session ? <PersonMenu session={session} where="side" announce={announce} /> : null}
          </S.SideActions>
        </S.Side>
        {error ? (
          <S.Empty>
            <p role="alert">{words.app.loadFailed(error)}</p>
          </S.Empty>
        ) : screen ? (
          <TeamScreen which={screen} announce={announce} />
        ) : current === TRANSLATIONS ? (
          <TranslationsScreen announce={announce} />
        ) : opened?.translation ? (
          <TranslationEditor
            key={`${opened.file}:${generation}`}
            opened={opened as typeof opened & { translation: TranslationInfo }}
            announce={announce}
            onSaved={() => {
              void refresh();
              void refreshLanguages();
              if (session) changesChanged();
            }}
            onReload={() => setGeneration((g) => g + 1)}
          />
        ) : opened && bundle ? (
          <FileEditor
            key={`${opened.file}:${generation}`}
            opened={opened}
            bundle={bundle}
            blocks={blocks}
            routes={routes}
            announce={announce}
            onSaved={() => {
              void refresh();
              void refreshLanguages();
              // A save in team mode goes into the person's change set: its count in the side bar follows.
              if (session) changesChanged();
            }}
            onProblems={onProblems}
            onReload={() => setGeneration((g) => g + 1)}
            presence={session ? <PresenceNotice others={others} /> : null}
            languages={<PageLanguages file={opened.file} languages={languages} announce={announce} />}
          />
        ) : (
          <S.Empty>
            {current ? (
              <p>{words.app.loading}</p>
            ) : (
              <div>
                <h1>{words.app.startHeading}</h1>
                <S.Wide as="p">{words.app.pickFile}</S.Wide>
                <S.OnPhone as="p">{words.phone.pickFile}</S.OnPhone>
              </div>
            )}
          </S.Empty>
        )}
      </S.Shell>
      <div className="visually-hidden" aria-live="polite" role="status" data-announcer="">
        {message}
      </div>
      {publishing ? <PublishDialog announce={announce} onClose={() => setPublishing(false)} /> : null}
      {making ? (
        <NewPageDialog
          onClose={() => setMaking(false)}
          onCreated={(file, title) => {
            setMaking(false);
            announce(words.newPage.created(title));
            void refresh().then(() => {
              location.hash = file;
            });
          }}
        />
      ) : null}
    </>
  );
}
