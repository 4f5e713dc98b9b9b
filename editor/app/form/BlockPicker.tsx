/**
 * The block picker: every kind of block by its plain name and a line on what visitors see of it (its schema's
 * title and description: blockKinds.ts), and a picture of the highlighted one drawn by the site's renderer from its schema's first example
 * in the preview frame (BlockPicture.tsx), in the local editor and the team editor alike.
 */
import { useEffect, useRef, useState } from 'react';
import type { PreviewData } from '../../contract/editing';
import { words } from '../../contract/words';
import { api } from '../api';
import { BlockPicture } from './BlockPicture';
import type { BlockInfo } from './blockContext';
import * as S from './blockStyles';

export function BlockPicker({
  blocks,
  onPick,
  onClose,
}: {
  blocks: BlockInfo[];
  onPick(b: BlockInfo): void;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(blocks[0]?.type ?? '');
  const [pictures, setPictures] = useState<{ preview: PreviewData; sections: Record<string, string> } | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
    api
      .blockPictures()
      .then(setPictures)
      .catch(() => setPictures(null));
  }, []);
  const q = query.trim().toLowerCase();
  const found = blocks.filter((b) => !q || `${b.type} ${b.title} ${b.description}`.toLowerCase().includes(q));
  return (
    <S.Dialog ref={dialog} onClose={onClose} aria-labelledby="picker-title">
      <S.DialogHead>
        <div>
          <h2 id="picker-title">{words.blocks.pickerTitle}</h2>
          <p>{words.blocks.pickerIntro}</p>
        </div>
        <S.Tool type="button" onClick={() => dialog.current?.close()} aria-label={words.blocks.close}>
          ×
        </S.Tool>
      </S.DialogHead>
      <S.PickerBody>
        <div>
          <label className="visually-hidden" htmlFor="picker-search">
            {words.blocks.pickerSearch}
          </label>
          <S.Search
            id="picker-search"
            type="search"
            placeholder={words.blocks.pickerSearch}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoFocus
          />
          <S.Choices>
            {found.map((b) => (
              <li key={b.type}>
                <S.Choice
                  type="button"
                  data-block-type={b.type}
                  $current={shown === b.type}
                  onFocus={() => setShown(b.type)}
                  onMouseEnter={() => setShown(b.type)}
                  onClick={() => onPick(b)}
                >
                  <strong>{b.title}</strong>
                  <span>{b.description}</span>
                </S.Choice>
              </li>
            ))}
          </S.Choices>
        </div>
        <S.Picture aria-hidden="true">
          {shown && pictures ? <BlockPicture pictures={pictures} shown={shown} /> : null}
        </S.Picture>
      </S.PickerBody>
    </S.Dialog>
  );
}
