/**
 * The small field under the formatting toolbar that asks for a link's address: plain words, checked as typed
 * against what the site keeps (richSchema.ts's linkAddress). Enter adds the link, Escape leaves it.
 */
import { useId, useState } from 'react';
import { words } from '../../contract/words';
import { linkAddress } from './richSchema';
import * as S from './richStyles';

interface Props {
  /** The address of the link being changed, if the cursor is on one. */
  current: string;
  onApply(href: string): void;
  onRemove(): void;
  onClose(): void;
}

export function LinkField({ current, onApply, onRemove, onClose }: Props) {
  const id = useId();
  const [text, setText] = useState(current);
  const [tried, setTried] = useState(false);
  const href = linkAddress(text);
  const bad = tried && !href;
  const apply = () => {
    setTried(true);
    if (href) onApply(href);
  };
  return (
    <S.LinkBar
      role="group"
      aria-label={words.rich.linkLabel}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <label htmlFor={`${id}-href`}>
        {words.rich.linkLabel}
        <input
          id={`${id}-href`}
          data-link-address=""
          // biome-ignore lint/a11y/noAutofocus: the field opens because the person asked for it.
          autoFocus
          value={text}
          placeholder="https://"
          aria-invalid={bad || undefined}
          aria-describedby={`${id}-help`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
      </label>
      <button type="button" data-primary="" onClick={apply}>
        {words.rich.linkApply}
      </button>
      {current ? (
        <button type="button" onClick={onRemove}>
          {words.rich.linkRemove}
        </button>
      ) : null}
      <button type="button" onClick={onClose}>
        {words.rich.linkCancel}
      </button>
      {bad ? (
        <S.LinkError id={`${id}-help`} role="alert">
          {words.rich.linkBad}
        </S.LinkError>
      ) : (
        <S.Note id={`${id}-help`} style={{ flexBasis: '100%', margin: 0 }}>
          {words.rich.linkHelp}
        </S.Note>
      )}
    </S.LinkBar>
  );
}
