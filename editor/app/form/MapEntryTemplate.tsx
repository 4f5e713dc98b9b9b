/**
 * One entry of a map whose names the person chooses (the site's named links): the name is theirs, so it is shown
 * as their name for the entry (“newsLive”), never as a field's label made from it ("newsLive Key"). The entry reads
 * "Name" and "Web address of “newsLive”", with its Remove button; every other field is the form library's own.
 */
import { ADDITIONAL_PROPERTY_FLAG, buttonId, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { words } from '../../contract/words';
import { peopleTitle, type Schema } from '../../contract/schemaWords';
import * as S from './widgetStyles';

const Default = getDefaultRegistry().templates.WrapIfAdditionalTemplate;

export function MapEntryTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, classNames, style, label, onKeyRenameBlur, onRemoveProperty, disabled, readonly, schema } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <Default {...props} />;
  const { RemoveButton } = props.registry.templates.ButtonTemplates;
  const w = words.mapEntry;
  return (
    <S.MapEntry className={classNames} style={style} data-map-entry={label}>
      <div className="form-group">
        <label htmlFor={`${id}-key`}>{w.name}</label>
        <input
          className="form-control"
          type="text"
          id={`${id}-key`}
          key={label}
          defaultValue={label}
          onBlur={onKeyRenameBlur}
          disabled={disabled || readonly}
        />
      </div>
      <div className="form-group">
        <label htmlFor={id}>{w.value(peopleTitle(schema as Schema), label)}</label>
        {props.children}
      </div>
      <RemoveButton
        id={buttonId(id, 'remove')}
        className="rjsf-object-property-remove"
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
        uiSchema={props.uiSchema}
        registry={props.registry}
      />
    </S.MapEntry>
  );
}
