// @vitest-environment jsdom
/**
 * The labels of the editor's form, for every field of every schema under schema/: each is the field's title
 * when the schema gives one, else its name made readable, and in words (no name in code such as "newsLive",
 * "serviceType-1" or "newsLive Key"). The fields whose names read as code have titles (Phone numbers).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSchemas } from '../../../editor/core/schemaBundle';
import { uiSchemaFor } from '../../../editor/app/form/uiSchema';
import type { Schema } from '../../../editor/contract/schemaWords';

const bundle = bundleSchemas(join(import.meta.dirname, '../../../schema'));
const definitions = bundle.root.definitions;

/** Words of brands and acronyms that are spelt with capitals inside them. */
const SPELT = /\b(?:WhatsApp|LinkedIn|YouTube|iOS)\b/g;
/** A name in code: camelCase, a number glued on, underscores, a form's "Key". */
const CODE = /[a-z][A-Z]|\w-\d|_|\d[a-z]|\w Key$|^[a-z]/;

interface Field {
  where: string;
  name: string;
  schema: Schema;
  label: unknown;
  /** A field the form never shows (a picture's size, read from its file). */
  hidden: boolean;
}

/** Every field of `schema` (its properties at any depth, in lists and choices) with the label the form gives it. */
function fieldsOf(schema: Schema, where: string, found: Field[] = []): Field[] {
  const ui = uiSchemaFor(schema, definitions);
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, field] of Object.entries(props)) {
    const own = ui[name] ?? {};
    const hidden = own['ui:widget'] === 'hidden';
    found.push({ where: `${where}/${name}`, name, schema: field, label: own['ui:title'], hidden });
    fieldsOf(field, `${where}/${name}`, found);
  }
  const inner = [
    schema.items,
    schema.additionalProperties,
    ...((schema.oneOf ?? schema.anyOf ?? []) as unknown[]),
    ...Object.values((schema.definitions ?? {}) as Record<string, unknown>),
  ];
  for (const s of inner) if (s && typeof s === 'object' && !Array.isArray(s)) fieldsOf(s as Schema, where, found);
  return found;
}

const fields = Object.entries(definitions).flatMap(([key, schema]) => fieldsOf(schema, key));

describe("the form's labels, for every field of every schema", () => {
  it('walks every field of the schemas', () => {
    expect(fields.length).toBeGreaterThan(500);
  });

  it("is the field's title where its schema gives one", () => {
    const titled = fields.filter((f) => typeof f.schema.title === 'string');
    expect(titled.length).toBeGreaterThan(0);
    expect(titled.filter((f) => f.label !== f.schema.title).map((f) => f.where)).toEqual([]);
  });

  it('is in words, never a name in code', () => {
    const shown = fields.filter((f) => !f.hidden);
    const bad = shown.filter((f) => typeof f.label !== 'string' || CODE.test(f.label.replace(SPELT, 'Brand')));
    expect(bad.map((f) => `${f.where}: ${String(f.label)}`)).toEqual([]);
  });

  it('names the fields that read as code by their titles: the phone numbers, the named links, a kind of service', () => {
    const label = (where: string) => fields.find((f) => f.where === where)?.label;
    expect(label('site/organisation/phones')).toBe('Phone numbers');
    expect(label('site/links')).toBe('Named links');
    expect(label('defs_meta/service/serviceType')).toBe('Kind of service');
  });
});

describe('fields that are one thing or another, and maps of named values', () => {
  it('gives each choice of a field its settings: a list of kinds has its entries titled in words', () => {
    const meta = definitions.defs_meta as Schema;
    const service = (meta.properties as Record<string, Schema>).service!;
    const ui = uiSchemaFor(service, definitions);
    const choices = ui.serviceType.oneOf as Record<string, unknown>[];
    expect(choices).toHaveLength(2);
    const entry = choices[1]!.items as (item: unknown, i: number) => Record<string, unknown>;
    expect(entry('Accounting', 0)['ui:title']).toBe('1. Accounting');
  });

  it("hides the form library's label of a named link (its name made a label): the entry names it", () => {
    const ui = uiSchemaFor(definitions.site as Schema, definitions);
    expect(ui.links.additionalProperties['ui:options']).toMatchObject({ label: false });
  });
});
