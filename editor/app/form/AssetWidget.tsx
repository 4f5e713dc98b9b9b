/**
 * A picture's field: its address, with the picture beside it; a file dropped on the field or chosen with
 * "Upload a picture…" is sent to the editor's server, which keeps it with the page's unsaved change and answers
 * the address it will have under public/images/<area>/ once the page is saved (or why it was refused); "Choose
 * from the pictures…" opens the media panel to reuse one. The editor never asks for sizes or formats: the build
 * makes those from the one stored file.
 */
import { useRef, useState, type DragEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { api } from '../api';
import { pictureName } from '../../contract/schemaWords';
import { words } from '../../contract/words';
import type { LevelContext } from './blockContext';
import { MediaPanel } from './MediaPanel';
import * as S from './mediaStyles';

const PICTURE = /\.(avif|webp|png|jpe?g|gif|svg)$/i;

export function AssetWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, required } = props;
  const ctx = props.registry.formContext as LevelContext;
  const [over, setOver] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [choosing, setChoosing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A field for other files (a PDF) keeps its address box only.
  const pictures = !props.schema.pattern || /webp|png|jpe/.test(String(props.schema.pattern));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setRefusal('');
    ctx.announce(words.media.uploading(file.name));
    try {
      const { src } = await api.upload(ctx.file, file);
      onChange(src);
      ctx.announce(words.pictures.uploaded(pictureName(src)));
    } catch (e) {
      setRefusal((e as Error).message);
      ctx.announce((e as Error).message);
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void upload(e.dataTransfer.files[0]);
  };

  return (
    <S.Drop
      $over={over}
      data-drop={id}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <S.Input
        id={id}
        type="text"
        value={value ?? ''}
        required={required}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-describedby={`${id}__help ${id}__error`}
      />
      {disabled || readonly || !pictures ? (
        <span />
      ) : (
        <S.Tools>
          <span>{words.media.drop}</span>
          <S.Tool type="button" onClick={() => input.current?.click()}>
            {words.media.upload}
          </S.Tool>
          <S.Tool type="button" onClick={() => setChoosing(true)}>
            {words.media.open}
          </S.Tool>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={words.media.upload}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </S.Tools>
      )}
      {typeof value === 'string' && PICTURE.test(value) ? (
        <S.Thumb src={value} alt={words.widgets.imagePreview} />
      ) : (
        <span />
      )}
      {refusal ? <S.Refusal role="alert">{refusal}</S.Refusal> : null}
      {choosing ? (
        <MediaPanel
          file={ctx.file}
          current={typeof value === 'string' ? value : ''}
          onClose={() => setChoosing(false)}
          onChoose={(src) => {
            setChoosing(false);
            onChange(src);
            ctx.announce(words.media.chosen(pictureName(src)));
            requestAnimationFrame(() => document.getElementById(id)?.focus());
          }}
        />
      ) : null}
    </S.Drop>
  );
}
