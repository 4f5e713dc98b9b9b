/**
 * The form's presentation, worked out from the schemas alone (no form is written per block): which values use a
 * project widget (block lists, icons, colours, pictures, links, HTML) and which strings are long text. Walks a
 * schema of the bundle (editor/core/schemaBundle.ts), following `$ref`s, down to block lists, which are
 * edited one level at a time.
 */
import type { UiSchema } from '@rjsf/utils';
import { ImageTemplate } from './widgets';
import { words } from '../../contract/words';
import { fieldLabel, resolveRef, summaryOf, type Definitions, type Schema } from '../../contract/schemaWords';

export type { Definitions };

/** Names of string fields that hold sentences or paragraphs rather than a few words. */
const LONG_TEXT =
  /^(text|body|description|answer|intro|summary|quote|content|note|lead|subtitle|paragraphs|message|details?)$/i;

function widgetForRef(ref: string): UiSchema | undefined {
  if (ref === '#/definitions/section') return { 'ui:field': 'blockList' };
  if (ref === '#/definitions/defs_icon') return { 'ui:widget': 'icon' };
  // The colour widget names its radio group itself (widgets.tsx).
  if (ref === '#/definitions/defs_color') return { 'ui:widget': 'color', 'ui:options': { label: false } };
  if (ref.endsWith('/definitions/href')) return { 'ui:widget': 'href' };
  if (ref.endsWith('/definitions/asset')) return { 'ui:widget': 'asset' };
  return undefined;
}

/** A default value (`x-default` in the bundle) shown where the field is empty. */
function placeholder(schema: Schema): UiSchema {
  const value = schema['x-default'];
  return value === undefined || typeof value === 'object'
    ? {}
    : { 'ui:placeholder': words.widgets.defaultValue(String(value)) };
}

/** The uiSchema of `schema` (a field named `name`, if any), `depth` levels down at most. */
export function uiSchemaFor(schema: Schema | undefined, definitions: Definitions, name = '', depth = 0): UiSchema {
  if (!schema || depth > 12) return {};
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref) {
    const own = widgetForRef(ref);
    const inner = ref === '#/definitions/defs_image' ? { 'ui:ObjectFieldTemplate': ImageTemplate } : {};
    const shown = placeholder(schema);
    return own
      ? { ...own, ...shown }
      : { ...uiSchemaFor(resolveRef(ref, definitions), definitions, name, depth + 1), ...inner, ...shown };
  }
  const ui: UiSchema = {};
  Object.assign(ui, placeholder(schema));
  // The formatted-text widget shows its own label and description (its writing area is no form control).
  if (schema.type === 'string' && schema['x-kind'] === 'html')
    return { 'ui:widget': 'html', 'ui:options': { label: false } };
  if (schema.type === 'string' && schema['x-kind'] === 'asset') return { ...ui, 'ui:widget': 'asset' };
  if (schema.type === 'string' && !schema.enum && (LONG_TEXT.test(name) || Number(schema.maxLength ?? 0) > 160))
    return { ...ui, 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    const items = schema.items as Schema;
    const forItems = uiSchemaFor(items, definitions, name, depth + 1);
    if (forItems['ui:field'] === 'blockList') return { 'ui:field': 'blockList' };
    const itemSchema = items.$ref ? resolveRef(String(items.$ref), definitions) : items;
    if (itemSchema?.type === 'object' || itemSchema?.properties) {
      // Each item is titled by its own first words (and date), so a long list reads like a table of contents.
      ui.items = (item: unknown, index: number) => ({
        ...forItems,
        'ui:title': `${index + 1}. ${summaryOf((item ?? {}) as Record<string, unknown>) || fieldLabel(name, schema)}`,
      });
    } else {
      // A single value (a phone number, a keyword) is its own title; an empty one is called a new entry.
      ui.items = (item: unknown, index: number) => ({ ...forItems, 'ui:title': words.lists.entry(index + 1, item) });
    }
  }
  if (schema.properties && typeof schema.properties === 'object') {
    const props = schema.properties as Record<string, Schema>;
    for (const [key, value] of Object.entries(props)) {
      ui[key] = { 'ui:title': fieldLabel(key, value), ...uiSchemaFor(value, definitions, key, depth + 1) };
    }
    // A picture's size is read from its file: the editor never asks for it (a value already written is kept).
    if (ui.src?.['ui:widget'] === 'asset')
      for (const key of ['width', 'height']) if (props[key]) ui[key] = { 'ui:widget': 'hidden' };
  }
  // Each choice of a field that is one thing or another (one kind, or a list of kinds) has the form's settings too.
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(choices))
    ui[schema.oneOf ? 'oneOf' : 'anyOf'] = choices.map((c) => uiSchemaFor(c, definitions, name, depth + 1));
  // An entry of a map of named values is labelled by its own template, with the person's name for it.
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const forEntries = uiSchemaFor(schema.additionalProperties as Schema, definitions, '', depth + 1);
    // The names the map accepts (its propertyNames pattern): a new entry's name is made to fit it (mapKey.ts), and
    // a name taken already gets a number glued on ("newKey1"), never a dash the pattern may refuse.
    const names = schema.propertyNames as Schema | undefined;
    const keyPattern = typeof names?.pattern === 'string' ? names.pattern : undefined;
    ui['ui:options'] = { ...ui['ui:options'], duplicateKeySuffixSeparator: '' };
    ui.additionalProperties = {
      ...forEntries,
      'ui:options': { ...forEntries['ui:options'], label: false, ...(keyPattern ? { keyPattern } : {}) },
    };
  }
  return ui;
}

/** The form settings of a whole level: its uiSchema, plus what every level has (copyable list items). */
export function levelUiSchema(schema: Schema, definitions: Definitions, isBlock: boolean): UiSchema {
  const ui = uiSchemaFor(schema, definitions);
  return {
    ...ui,
    ...(isBlock ? { type: { 'ui:widget': 'hidden' } } : {}),
    'ui:options': { label: false },
    'ui:globalOptions': { copyable: true, orderable: true },
    'ui:submitButtonOptions': { norender: true },
  };
}
