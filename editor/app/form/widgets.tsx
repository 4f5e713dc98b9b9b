/**
 * The project's own form widgets: icons with their picture, colours as swatches, links with the site's
 * addresses offered, formatted text such as the blog's articles (RichTextWidget.tsx), pictures with upload and the media panel (AssetWidget.tsx). Everything else is
 * the form library's own widget for the schema's type.
 */
import type { BaseInputTemplateProps, ObjectFieldTemplateProps, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { theme } from '../../../src/theme/theme';
import { words } from '../../contract/words';
import * as S from './widgetStyles';
import { RichTextWidget } from './RichTextWidget';
import { AssetWidget } from './AssetWidget';

function enumOptions(props: WidgetProps): string[] {
  return (props.options.enumOptions ?? []).map((o) => String(o.value));
}

export function IconWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, required } = props;
  return (
    <S.Row>
      <S.IconBox aria-hidden="true">
        {value ? (
          <svg width="24" height="24" aria-hidden="true">
            <use href={`/icons.svg#${value}`} />
          </svg>
        ) : null}
      </S.IconBox>
      <S.Select
        id={id}
        value={value ?? ''}
        disabled={disabled || readonly}
        required={required}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-describedby={`${id}__help ${id}__error`}
      >
        <option value="">{words.widgets.noIcon}</option>
        {enumOptions(props).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </S.Select>
    </S.Row>
  );
}

/**
 * A colour, as swatches: a radio group named by its own label (a form label may only point at one control, so
 * the form's own label is switched off for this widget in uiSchema.ts).
 */
export function ColorWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, label, required } = props;
  const accents = theme.accent as Record<string, readonly [string, string]>;
  return (
    <>
      <span className="control-label" id={`${id}__label`}>
        {label}
        {required ? <span className="required">*</span> : null}
      </span>
      <S.Swatches
        role="radiogroup"
        id={id}
        aria-labelledby={`${id}__label`}
        aria-describedby={`${id}__help ${id}__error`}
      >
        {enumOptions(props).map((name) => (
          <S.Swatch key={name}>
            <input
              type="radio"
              name={id}
              value={name}
              checked={value === name}
              disabled={disabled || readonly}
              onChange={() => onChange(name)}
            />
            <S.Chip $color={accents[name]?.[0] ?? '#888'} aria-hidden="true" />
            <span>{name}</span>
          </S.Swatch>
        ))}
      </S.Swatches>
    </>
  );
}

export function HrefWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, required } = props;
  return (
    <S.Input
      id={id}
      type="text"
      list="site-routes"
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={`${id}__help ${id}__error`}
    />
  );
}

/** A picture's fields together (its address field shows the picture: AssetWidget). */
export function ImageTemplate(props: ObjectFieldTemplateProps) {
  return (
    <S.ImageBox>
      {props.title ? <S.Legend>{props.title}</S.Legend> : null}
      <S.ImageFields>
        {props.properties.map((p) => (
          <div key={p.name}>{p.content}</div>
        ))}
      </S.ImageFields>
    </S.ImageBox>
  );
}

const DefaultSelect = getDefaultRegistry().widgets.SelectWidget;

/**
 * The library's select, inside a label that names it: a choice between schema alternatives (oneOf) is drawn
 * without a label of its own, and every control needs a name for screen readers.
 */
export function NamedSelectWidget(props: WidgetProps) {
  return (
    <label style={{ display: 'block' }}>
      <span className="visually-hidden">{props.label || props.schema.title || props.id}</span>
      <DefaultSelect {...props} placeholder={props.placeholder || words.widgets.noChoice} />
    </label>
  );
}

const DefaultCheckbox = getDefaultRegistry().widgets.CheckboxWidget;

/**
 * The library's checkbox, showing the schema's default where the file leaves the field out (the site then uses
 * that default: a page without `sitemap` is in the sitemap, so its box is ticked). A click writes the value.
 */
export function CheckboxWidget(props: WidgetProps) {
  const shown = (props.schema as { 'x-default'?: unknown })['x-default']; // the schema's default (schemaBundle.ts)
  const fallback = typeof shown === 'boolean' ? shown : undefined;
  return <DefaultCheckbox {...props} value={props.value ?? fallback} />;
}

const DefaultInput = getDefaultRegistry().templates.BaseInputTemplate;

/** The library's text input, without the `label` attribute it passes on to the input (not valid HTML there). */
export function InputTemplate(props: BaseInputTemplateProps) {
  const { label, ...rest } = props;
  void label;
  return <DefaultInput {...(rest as BaseInputTemplateProps)} />;
}

export const widgets: RegistryWidgetsType = {
  icon: IconWidget,
  color: ColorWidget,
  href: HrefWidget,
  html: RichTextWidget,
  asset: AssetWidget,
  SelectWidget: NamedSelectWidget,
  CheckboxWidget,
};
