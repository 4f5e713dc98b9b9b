/**
 * One level of a file in a form generated from its schema by react-jsonschema-form: the page (or site file, or
 * collection), or one block. Problems from the server's validator are shown on their fields (`extraErrors`);
 * the library's own validation is off, so the words are the command line's. Defaults from the schema are shown
 * as placeholders and never written into the file unasked. The validator the library needs to pick what an `if` or a
 * choice shows is formValidator.ts's (compiled ahead of time on the team editor's server).
 */
import { memo, useMemo } from 'react';
import Form from '@rjsf/core';
import { englishStringTranslator, type ErrorSchema, TranslatableString } from '@rjsf/utils';
import { InputTemplate, widgets } from './widgets';
import { BlockList } from './BlockList';
import { SettingsTemplate } from './SettingsTemplate';
import { MapAddButton, MapEntryTemplate } from './MapEntryTemplate';
import { listTemplates } from './ListTemplate';
import { levelUiSchema, type Definitions } from './uiSchema';
import type { LevelContext } from './blockContext';
import { useFormValidator } from './formValidator';

export interface LevelFormProps {
  definitions: Definitions;
  /** The definition key of this level's schema (page, site, blocks_hero...). */
  schemaKey: string;
  isBlock: boolean;
  data: Record<string, unknown>;
  errors: ErrorSchema;
  context: LevelContext;
  onChange(data: Record<string, unknown>): void;
}

const fields = { blockList: BlockList };
const templates = {
  ...listTemplates,
  BaseInputTemplate: InputTemplate,
  ObjectFieldTemplate: SettingsTemplate,
  WrapIfAdditionalTemplate: MapEntryTemplate,
  // Only a map of named values uses it: lists have their own buttons (ListTemplate.tsx).
  ButtonTemplates: { AddButton: MapAddButton },
};

/** The form library's words, but a new entry's text starts empty, never as "New Value". */
const translateString = (s: TranslatableString, params?: string[]) =>
  s === TranslatableString.NewStringDefault ? '' : englishStringTranslator(s, params);

export const LevelForm = memo(function LevelForm({
  definitions,
  schemaKey,
  isBlock,
  data,
  errors,
  context,
  onChange,
}: LevelFormProps) {
  const schema = useMemo(() => ({ $ref: `#/definitions/${schemaKey}`, definitions }), [schemaKey, definitions]);
  const uiSchema = useMemo(
    () => levelUiSchema(definitions[schemaKey] ?? {}, definitions, isBlock),
    [schemaKey, definitions, isBlock],
  );
  const validator = useFormValidator(schema as never);
  if (!validator) return null;
  return (
    <Form
      className="rjsf"
      schema={schema as never}
      uiSchema={uiSchema}
      formData={data}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      formContext={context}
      translateString={translateString}
      extraErrors={errors}
      noHtml5Validate
      showErrorList={false}
      experimental_defaultFormStateBehavior={
        { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' }, allOf: 'skipDefaults' } as never
      }
      onChange={(e) => onChange(e.formData as Record<string, unknown>)}
      onSubmit={() => undefined}
    />
  );
});
