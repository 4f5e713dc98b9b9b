/**
 * A link clicked in the preview is not followed there: this bar says where it leads and offers to open that page
 * in the editor (the page's file, found by its address; an article by its collection's address pattern).
 */
import { useState } from 'react';
import { api, type EditableFile } from './api';
import { words } from '../contract/words';
import * as S from './editorStyles';

/** The file that makes the page at `path`: its own route, or a collection page's `/$id` pattern. */
export function fileForPath(files: EditableFile[], path: string): EditableFile | undefined {
  const clean = path.replace(/(.)\/$/, '$1');
  return (
    files.find((f) => f.route === clean) ??
    files.find((f) => f.route.endsWith('/$id') && clean.startsWith(f.route.slice(0, -3)))
  );
}

export function LinkOffer({ path, onClose }: { path: string; onClose(): void }) {
  const [missing, setMissing] = useState(false);
  const open = async () => {
    const found = fileForPath(await api.files(), path);
    if (!found) {
      setMissing(true);
      return;
    }
    onClose();
    location.hash = found.file;
  };
  return (
    <S.Notice role="status" data-link-offer="">
      {missing ? words.links.none(path) : words.links.offer(path)}{' '}
      {missing ? null : (
        <S.Button type="button" onClick={() => void open()}>
          {words.links.open}
        </S.Button>
      )}{' '}
      <S.Button type="button" onClick={onClose}>
        {words.links.stay}
      </S.Button>
    </S.Notice>
  );
}
