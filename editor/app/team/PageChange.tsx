/**
 * One page of a change set on the review screen: what changed, in plain words (plainChange.ts; a long text word by
 * word, LongTextChange.tsx), and the page before and after as visitors will see it, side by side (stacked on a
 * phone), drawn by the site's renderer in the preview frame (PageFrame.tsx). Each version's data is its text read as the editor reads a file; the editor's
 * own check (the same as while editing) makes it the page data the renderer draws. A picture is named, not drawn.
 */
import { blockKinds } from '../blockKinds';
import { useEffect, useId, useMemo, useState } from 'react';
import { parse } from 'yaml';
import type { ReviewPage } from '../../contract/changes';
import type { PreviewData } from '../../contract/editing';
import { words } from '../../contract/words';
import { api, type SchemaBundle } from '../api';
import * as C from './changesStyles';
import { LongTextChange } from './LongTextChange';
import { PageFrame } from './PageFrame';
import { changeSentence, type LabelSchema, plainChanges } from './plainChange';

const w = words.changesApp;

/** The page's data from its text (null when there is none, or it cannot be read). */
export function dataOf(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const data = parse(text) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The form schema a file's data follows: the site settings, a collection's items, or a page. */
function labelSchema(bundle: SchemaBundle | null, file: string): LabelSchema | undefined {
  if (!bundle) return undefined;
  const { definitions } = bundle.root;
  const key =
    file === 'pages/_site.yaml'
      ? 'site'
      : file.startsWith('pages/collections/')
        ? `collections_${file.slice(18).replace(/\.ya?ml$/, '')}`
        : 'page';
  const blockNames = new Map([...blockKinds(bundle)].map(([type, kind]) => [type, kind.title] as const));
  return { root: definitions[key], definitions, blockNames };
}

type Drawn = { state: 'none' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; preview: PreviewData };

/** The page data the renderer draws for `data` as `file`'s content, at the page's own address. */
function useDrawn(file: string, data: Record<string, unknown> | null, route?: string): Drawn {
  const [drawn, setDrawn] = useState<Drawn>({ state: data ? 'loading' : 'none' });
  useEffect(() => {
    if (!data) {
      setDrawn({ state: 'none' });
      return;
    }
    let live = true;
    setDrawn({ state: 'loading' });
    api
      .check(file, data, route)
      .then((r) => live && setDrawn(r.preview ? { state: 'ready', preview: r.preview } : { state: 'failed' }))
      .catch(() => live && setDrawn({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [file, data, route]);
  return drawn;
}

function Version({ label, caption, drawn }: { label: string; caption: string; drawn: Drawn }) {
  return (
    <figure>
      <figcaption>{caption}</figcaption>
      {drawn.state === 'ready' ? (
        <PageFrame data={drawn.preview} title={w.previewOf(label, caption)} />
      ) : (
        <p className="none">
          {drawn.state === 'none' ? w.notOnSite : drawn.state === 'loading' ? w.loading : w.cannotDraw}
        </p>
      )}
    </figure>
  );
}

export function PageChange({ page, bundle }: { page: ReviewPage; bundle: SchemaBundle | null }) {
  const { file } = page;
  const id = useId();
  const before = useMemo(() => dataOf(page.beforeText), [page.beforeText]);
  const after = useMemo(() => dataOf(page.afterText), [page.afterText]);
  const { changes, more } = useMemo(
    () => plainChanges(before, after, labelSchema(bundle, file.file)),
    [before, after, bundle, file.file],
  );
  const isPicture = file.kind === 'picture';
  const drawnBefore = useDrawn(file.file, isPicture ? null : before, file.route);
  const drawnAfter = useDrawn(file.file, isPicture ? null : after, file.route);
  return (
    <C.Card aria-labelledby={id} data-review-page={file.file}>
      <h3 id={id}>{w.changesOf(file.label)}</h3>
      {isPicture ? (
        <p>
          {file.change === 'added'
            ? w.pictureAdded(file.label)
            : file.change === 'removed'
              ? w.pictureRemoved(file.label)
              : w.pictureChanged(file.label)}
        </p>
      ) : (
        <>
          {changes.length ? (
            <C.Changes data-plain-changes="">
              {changes.map((c, i) =>
                c.words && c.whole ? (
                  <LongTextChange key={i} where={c.where} parts={c.words} whole={c.whole} />
                ) : (
                  <li key={i}>{changeSentence(c)}</li>
                ),
              )}
              {more ? <li>{w.more(more)}</li> : null}
            </C.Changes>
          ) : (
            <p>{w.noPlainChange}</p>
          )}
          <C.Pair>
            <Version label={file.label} caption={w.before} drawn={drawnBefore} />
            <Version label={file.label} caption={w.after} drawn={drawnAfter} />
          </C.Pair>
        </>
      )}
    </C.Card>
  );
}
