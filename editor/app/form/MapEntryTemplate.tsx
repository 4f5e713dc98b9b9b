/**
 * One entry of a map whose names the person chooses (the site's named links): the name is theirs, so it is shown
 * as their name for the entry (“newsLive”), never as a field's label made from it ("newsLive Key"). The entry reads
 * "Name" and "Web address of “newsLive”", with its Remove button; every other field is the form library's own.
 * A new entry starts without a name (the form library's "newKey" is not shown): the person writes one in words
 * ("News live") and it is kept as a name the map accepts (newsLive, mapKey.ts), which the entry then shows. Its value
 * starts empty (LevelForm.tsx), not as the form library's "New Value"; the Add and Remove buttons say what they do.
 */
import { useState } from 'react';
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  getUiOptions,
  type IconButtonProps,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { words } from '../../contract/words';
import { peopleTitle, type Schema } from '../../contract/schemaWords';
import * as S from './widgetStyles';
import { acceptedKey, UNNAMED } from './mapKey';

const Default = getDefaultRegistry().templates.WrapIfAdditionalTemplate;

export function MapEntryTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, classNames, style, label, onKeyRename, onRemoveProperty, disabled, readonly, schema } = props;
  const [refused, setRefused] = useState(false);
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <Default {...props} />;
  const w = words.mapEntry;
  const unnamed = UNNAMED.test(label);
  const pattern = getUiOptions(props.uiSchema).keyPattern;
  const rename = (text: string) => {
    if (!text.trim()) return setRefused(false);
    const key = acceptedKey(text, typeof pattern === 'string' ? pattern : undefined);
    setRefused(!key);
    if (key && key !== label) onKeyRename(key);
  };
  const what = peopleTitle(schema as Schema);
  return (
    <S.MapEntry className={classNames} style={style} data-map-entry={label}>
      <div className="form-group">
        <label htmlFor={`${id}-key`}>{w.name}</label>
        <input
          className="form-control"
          type="text"
          id={`${id}-key`}
          key={label}
          defaultValue={unnamed ? '' : label}
          placeholder={unnamed ? w.namePlaceholder : undefined}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-key-why` : undefined}
          onBlur={(e) => rename(e.target.value)}
          disabled={disabled || readonly}
        />
        {refused ? (
          <span className="error" id={`${id}-key-why`}>
            {w.nameRefused}
          </span>
        ) : null}
      </div>
      <div className="form-group">
        <label htmlFor={id}>{unnamed ? w.newValue(what) : w.value(what, label)}</label>
        {props.children}
      </div>
      <button
        type="button"
        id={buttonId(id, 'remove')}
        className="rjsf-object-property-remove"
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
        aria-label={unnamed ? w.removeNew : w.remove(label)}
      >
        ×
      </button>
    </S.MapEntry>
  );
}

/** The button adding an entry to a map of named values, in words (the form library's is a bare "+"). */
export function MapAddButton({ id, className, onClick, disabled }: IconButtonProps) {
  return (
    <button type="button" id={id} className={className} onClick={onClick} disabled={disabled}>
      {words.mapEntry.add}
    </button>
  );
}
