/**
 * The editor's screen: the file list beside the file being edited (chosen by the address's #hash, so the back
 * button and a reload keep it), one polite live region for saves and problems.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, type FileSummary, type OpenedFile, type SchemaBundle } from './api';
import { drafts } from './drafts';
import { FileList } from './FileList';
import { FileEditor } from './FileEditor';
import { NewPageDialog } from './NewPageDialog';
import { PublishDialog } from './PublishDialog';
import type { BlockInfo } from './form/blockContext';
import { labelOf } from './form/uiSchema';
import { EditorGlobalStyle } from './look';
import { words } from '../words';
import * as S from './editorStyles';

const fileFromHash = () => decodeURIComponent(location.hash.slice(1));

export function App() {
  const [files, setFiles] = useState<FileSummary[]>([]);
  const [bundle, setBundle] = useState<SchemaBundle | null>(null);
  const [current, setCurrent] = useState(fileFromHash());
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [making, setMaking] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [unsaved, setUnsaved] = useState(() => new Set(drafts.files()));
  const [generation, setGeneration] = useState(0);

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

  useEffect(() => {
    void refresh();
    api
      .schemas()
      .then(setBundle)
      .catch((e: Error) => setError(e.message));
    const onHash = () => setCurrent(fileFromHash());
    const onDrafts = () => setUnsaved(new Set(drafts.files()));
    window.addEventListener('hashchange', onHash);
    window.addEventListener('site-editor:drafts', onDrafts);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('site-editor:drafts', onDrafts);
    };
  }, [refresh]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation (after a save or a reload) opens the same file again
  useEffect(() => {
    setOpened(null);
    if (!current) return;
    api
      .open(current)
      .then(setOpened)
      .catch((e: Error) => setError(e.message));
  }, [current, generation]);

  const blocks = useMemo<BlockInfo[]>(
    () =>
      (bundle?.blocks ?? []).map(({ type, key }) => {
        const schema = bundle!.root.definitions[key] as {
          title?: string;
          description?: string;
          examples?: Record<string, unknown>[];
        };
        return { type, title: labelOf(type), description: schema.description ?? '', example: schema.examples?.[0] };
      }),
    [bundle],
  );
  const routes = useMemo(() => files.map((f) => f.route).filter((r) => r && !r.includes('$')), [files]);

  return (
    <>
      <EditorGlobalStyle />
      <S.Shell>
        <S.Side aria-label={words.files.heading}>
          <S.Brand>
            <S.Logo aria-hidden="true">V</S.Logo>
            <div>
              <strong>{words.app.brand}</strong>
              <small>{words.app.tagline}</small>
            </div>
          </S.Brand>
          <FileList files={files} current={current} unsaved={unsaved} />
          <div />
          <S.SideActions>
            <S.NewPageButton type="button" onClick={() => setMaking(true)}>
              + {words.files.newPage}
            </S.NewPageButton>
            <S.NewPageButton type="button" onClick={() => setPublishing(true)}>
              {words.publish.button}
            </S.NewPageButton>
          </S.SideActions>
        </S.Side>
        {error ? (
          <S.Empty>
            <p role="alert">{words.app.loadFailed(error)}</p>
          </S.Empty>
        ) : opened && bundle ? (
          <FileEditor
            key={`${opened.file}:${generation}`}
            opened={opened}
            bundle={bundle}
            blocks={blocks}
            routes={routes}
            announce={announce}
            onSaved={() => void refresh()}
            onReload={() => setGeneration((g) => g + 1)}
          />
        ) : (
          <S.Empty>
            {current ? (
              <p>{words.app.loading}</p>
            ) : (
              <div>
                <h1>{words.app.startHeading}</h1>
                <p>{words.app.pickFile}</p>
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
          onCreated={(file) => {
            setMaking(false);
            announce(words.newPage.created(file));
            void refresh().then(() => {
              location.hash = file;
            });
          }}
        />
      ) : null}
    </>
  );
}
