/**
 * The media panel: every picture of the site (public/images/), named in words, with a search (by name or folder) and a larger preview of
 * the one selected, so an editor reuses a picture instead of uploading it again. Pictures no page names are
 * marked; pictures added to this file's change come first, marked as not saved yet (other pages' never show).
 * Choosing one hands its address to the field that opened the panel.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, type MediaItem } from '../api';
import { pictureName, pictureWords } from '../../contract/schemaWords';
import { words } from '../../contract/words';
import * as S from './mediaStyles';
import { Button, Actions } from '../editorStyles';

type Shown = MediaItem & { staged?: boolean };

export function MediaPanel({
  file,
  current,
  onChoose,
  onClose,
}: {
  /** The content file being edited: its pictures not saved yet are listed too. */
  file: string;
  current: string;
  onChoose(src: string): void;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [media, setMedia] = useState<Shown[] | null>(null);
  const [error, setError] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(current);
  useEffect(() => {
    dialog.current?.showModal();
    api
      .media(file)
      .then(({ media, staged }) =>
        setMedia([
          ...staged.map((m): Shown => ({ ...m, folder: '', usedBy: [], staged: true })),
          ...media.filter((m) => !staged.some((s) => s.src === m.src)),
        ]),
      )
      .catch((e: Error) => setError(e.message));
  }, [file]);
  const shown = useMemo(() => {
    const words_ = query.toLowerCase().split(/\s+/).filter(Boolean);
    return (media ?? []).filter((m) =>
      words_.every((w) => m.src.toLowerCase().includes(w) || pictureWords(m.src).toLowerCase().includes(w)),
    );
  }, [media, query]);
  const chosen = media?.find((m) => m.src === selected);

  return (
    <S.Panel ref={dialog} onClose={onClose} aria-labelledby="media-title" data-media-panel="">
      <S.PanelHead>
        <div>
          <h2 id="media-title">{words.media.heading}</h2>
          <p>{words.media.intro}</p>
        </div>
        <Button type="button" onClick={() => dialog.current?.close()}>
          {words.media.close}
        </Button>
      </S.PanelHead>
      <S.Search>
        {words.media.search}
        <span>{words.media.searchHint}</span>
        {/* biome-ignore lint/a11y/noAutofocus: the picture search, focused as the panel opens */}
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
      </S.Search>
      <S.PanelBody>
        {error ? (
          <p role="alert">{error}</p>
        ) : !media ? (
          <p>{words.media.loading}</p>
        ) : (
          <S.Grid aria-label={words.media.heading}>
            {shown.length === 0 ? (
              <li>{words.media.none}</li>
            ) : (
              shown.map((m) => (
                <li key={m.src}>
                  <S.Item
                    type="button"
                    $current={m.src === selected}
                    aria-pressed={m.src === selected}
                    data-media={m.src}
                    onClick={() => setSelected(m.src)}
                    onDoubleClick={() => onChoose(m.src)}
                  >
                    <img src={m.src} alt="" loading="lazy" />
                    <span>{pictureWords(m.src)}</span>
                    {m.staged ? (
                      <S.Unused data-not-saved="">{words.pictures.notSaved}</S.Unused>
                    ) : m.usedBy.length ? null : (
                      <S.Unused>{words.media.unused}</S.Unused>
                    )}
                  </S.Item>
                </li>
              ))
            )}
          </S.Grid>
        )}
        <S.Detail aria-live="polite">
          {chosen ? (
            <>
              <img src={chosen.src} alt={words.widgets.imagePreview} />
              <p>{pictureName(chosen.src)}</p>
              <details data-details="">
                <summary>{words.details.summary}</summary>
                {words.media.address}: <code>{chosen.src}</code>
              </details>
              <p>{words.media.size(Math.max(1, Math.round(chosen.bytes / 1024)))}</p>
              <p>
                {chosen.staged
                  ? words.pictures.notSaved
                  : chosen.usedBy.length
                    ? `${words.media.used(chosen.usedBy.length)}: ${chosen.usedBy.join(', ')}`
                    : words.media.unused}
              </p>
              <Actions>
                <Button type="button" $primary onClick={() => onChoose(chosen.src)}>
                  {words.media.choose}
                </Button>
              </Actions>
            </>
          ) : null}
        </S.Detail>
      </S.PanelBody>
    </S.Panel>
  );
}
