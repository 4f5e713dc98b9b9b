/**
 * On a phone, the editor shows the form or the preview, one at a time: the two buttons that choose (the page
 * editor's and the translator's alike). On a wide screen both panes show and the switch is hidden by its style.
 */
import { words } from '../contract/words';
import * as S from './editorStyles';

/** Which pane a phone shows. */
export type PaneView = 'form' | 'preview';

export function PaneSwitch({ view, onView }: { view: PaneView; onView: (view: PaneView) => void }) {
  return (
    <S.ViewSwitch role="group" aria-label={words.phone.view}>
      <button type="button" aria-pressed={view === 'form'} onClick={() => onView('form')}>
        {words.phone.form}
      </button>
      <button type="button" aria-pressed={view === 'preview'} onClick={() => onView('preview')} data-show-preview="">
        {words.phone.preview}
      </button>
    </S.ViewSwitch>
  );
}
