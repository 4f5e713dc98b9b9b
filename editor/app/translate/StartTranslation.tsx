/** A button that starts a page's (or an article's) translation in one language (nothing translated yet) and opens it. */
import { useState } from 'react';
import { api } from '../api';
import { words } from '../../contract/words';
import * as S from '../editorStyles';

export function StartTranslation({
  file,
  item,
  code,
  title,
  language,
  announce,
  short = false,
}: {
  /** The button says "Start translating" (the list around it names the page and the language). */
  short?: boolean;
  file: string;
  /** An article: its id in collection file `file`. */
  item?: string;
  code: string;
  title: string;
  language: string;
  announce(m: string): void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <S.Button
      type="button"
      aria-busy={busy || undefined}
      data-start-translation={code}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        try {
          const made = await api.newTranslation(file, code, item);
          announce(words.translate.started(title, language));
          window.dispatchEvent(new Event(TRANSLATIONS_CHANGED));
          location.hash = made.file;
        } catch (e) {
          announce(words.save.failed((e as Error).message));
        } finally {
          setBusy(false);
        }
      }}
    >
      {short ? (
        <>
          {words.translate.startShort}
          <span className="visually-hidden">: {words.translate.pageIn(title, language)}</span>
        </>
      ) : (
        words.translate.start(language)
      )}
    </S.Button>
  );
}

/** Said on the window when a translation was started (the page list reads the files again). */
export const TRANSLATIONS_CHANGED = 'site-editor:translations';
