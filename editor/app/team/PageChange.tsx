/**
 * One page of a change set on the review screen: what changed, in plain words (plainChange.ts; a long text word by
 * word, LongTextChange.tsx), and the page before and after as visitors will see it, side by side (stacked on a
 * phone), drawn by the site's renderer in the preview frame (PageFrame.tsx), each opened at the first change
 * (changeFocus.ts: a collection's item on its own page, an FAQ question opened, the changed block in view). Each version's data is its text read as the editor reads a file; the editor's
 * own check (the same as while editing) makes it the page data the renderer draws. A picture is named, not drawn.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { parse } from 'yaml';
import type { ReviewPage } from '../../contract/changes';
import type { PreviewData } from '../../contract/editing';
import { words } from '../../contract/words';
import { api, type SchemaBundle } from '../api';
import * as C from './changesStyles';
import { type Focus, focusOf, isCollection, siteChangePath } from './changeFocus';
import { LongTextChange } from './LongTextChange';
import { PageFrame } from './PageFrame';
import { changeSentence, plainChanges } from './plainChange';
import { fileLabels } from '../pageLabels';
import { translationOf } from '../../contract/translationStatus';
import type { TranslationSection } from '../../contract/translationFields';
import { translationChanges } from '../translate/translationChanges';

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

type Drawn = { state: 'none' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; preview: PreviewData };

/**
 * The page data the renderer draws for `data` as `file`'s content, at the page's own address (a collection's
 * `item`: that item's page); `asLive`: with the live site's other files (the site settings), as it is live now.
 */
function useDrawn(
  file: string,
  data: Record<string, unknown> | null,
  route: string | undefined,
  asLive: boolean,
  item: string | undefined,
): Drawn {
  const [drawn, setDrawn] = useState<Drawn>({ state: data ? 'loading' : 'none' });
  useEffect(() => {
    if (!data) {
      setDrawn({ state: 'none' });
      return;
    }
    let live = true;
    setDrawn({ state: 'loading' });
    api
      .check(file, data, route, { ...(asLive ? { live: true } : {}), ...(item ? { item } : {}) })
      .then((r) => live && setDrawn(r.preview ? { state: 'ready', preview: r.preview } : { state: 'failed' }))
      .catch(() => live && setDrawn({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [file, data, route, asLive, item]);
  return drawn;
}

function Version({ label, caption, drawn, focus }: { label: string; caption: string; drawn: Drawn; focus: Focus }) {
  return (
    <figure>
      <figcaption>{caption}</figcaption>
      {drawn.state === 'ready' ? (
        <PageFrame data={drawn.preview} title={w.previewOf(label, caption)} reveal={focus} />
      ) : (
        <p className="none">
          {drawn.state === 'none' ? w.notOnSite : drawn.state === 'loading' ? w.loading : w.cannotDraw}
        </p>
      )}
    </figure>
  );
}

/** The translator's fields of a translation file (its English page's words and labels); null for any other file. */
function useTranslationFields(file: string): TranslationSection[] | null {
  const [fields, setFields] = useState<TranslationSection[] | null>(null);
  useEffect(() => {
    if (!translationOf(file)) return;
    let live = true;
    api
      .open(file)
      .then((o) => live && setFields(o.translation?.fields ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [file]);
  return fields;
}

export function PageChange({ page, bundle }: { page: ReviewPage; bundle: SchemaBundle | null }) {
  const { file } = page;
  const id = useId();
  const before = useMemo(() => dataOf(page.beforeText), [page.beforeText]);
  const after = useMemo(() => dataOf(page.afterText), [page.afterText]);
  // A translation's changes are named as the translator's view names its fields (its English page's labels).
  const fields = useTranslationFields(file.file);
  const { changes, more } = useMemo(
    () =>
      fields
        ? translationChanges(fields, before ?? {}, after ?? {})
        : plainChanges(before, after, bundle ? fileLabels(bundle, file.file) : undefined),
    [before, after, bundle, file.file, fields],
  );
  const isPicture = file.kind === 'picture';
  // Both frames open at the first change: its item's page, or its place on the page shown (an FAQ question open).
  const first = changes[0];
  const focusBefore = useMemo(() => focusOf(file.file, before, first?.at.before ?? []), [file.file, before, first]);
  const focusAfter = useMemo(() => focusOf(file.file, after, first?.at.after ?? []), [file.file, after, first]);
  // A collection's item that is new (or gone) was on no page of the live site (or is on none after).
  const itemOnlyIn = isCollection(file.file) && !focusBefore.item !== !focusAfter.item;
  // A language's shared words changed: both frames show that language's home page, in its words.
  const route = (file.kind === 'site' && siteChangePath(after ?? before, first?.at.after ?? [])) || file.route;
  const drawnBefore = useDrawn(
    file.file,
    isPicture || (itemOnlyIn && !focusBefore.item) ? null : before,
    route,
    true,
    focusBefore.item,
  );
  const drawnAfter = useDrawn(
    file.file,
    isPicture || (itemOnlyIn && !focusAfter.item) ? null : after,
    route,
    false,
    focusAfter.item,
  );
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
                c.whole ? (
                  <LongTextChange
                    key={i}
                    where={c.where}
                    parts={c.words}
                    sentence={changeSentence(c)}
                    whole={c.whole}
                  />
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
            <Version label={file.label} caption={w.before} drawn={drawnBefore} focus={focusBefore} />
            <Version label={file.label} caption={w.after} drawn={drawnAfter} focus={focusAfter} />
          </C.Pair>
        </>
      )}
    </C.Card>
  );
}
