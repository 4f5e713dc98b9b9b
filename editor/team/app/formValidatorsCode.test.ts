/**
 * The compiled form validators answer as the form library's own validator, which compiles as the page runs: the
 * same errors for a block's and a page's data, valid and not, and the same choices for a block's `if`s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { projectRoot } from '../../../tests/fixtures/teamServer';
import { precompiledMaker } from '../../app/form/formValidator';
import { bundleSchemas } from '../../core/schemaBundle';
import { formValidatorsModule, levelRoot } from './formValidatorsCode';

const definitions = bundleSchemas(join(projectRoot, 'schema')).root.definitions;
let dir: string;
let validators: ValidatorFunctions;
let code: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'form-validators-'));
  ({ code } = await formValidatorsModule(definitions, projectRoot));
  writeFileSync(join(dir, 'validators.mjs'), code);
  ({ validators } = (await import(pathToFileURL(join(dir, 'validators.mjs')).href)) as {
    validators: ValidatorFunctions;
  });
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a form sees of a validation: its errors and where they are. */
function validate(validator: ValidatorType, root: RJSFSchema, data: unknown) {
  const { errors, errorSchema } = validator.validateFormData(data, root);
  return {
    errors: errors.map(({ name, property, message, params, stack }) => ({ name, property, message, params, stack })),
    errorSchema,
  };
}

const faq = definitions.blocks_faq as { examples: Record<string, unknown>[]; allOf: { if: RJSFSchema }[] };

describe('the compiled form validators', () => {
  it('are one module that makes no code as it runs (and imports nothing: it loaded from a folder with no packages)', () => {
    expect(code).not.toMatch(/new Function|\bFunction\(|\beval\(/);
    expect(Object.keys(validators).length).toBeGreaterThan(Object.keys(definitions).length);
  });

  for (const [key, valid, invalid] of [
    ['blocks_faq', faq.examples[0], { ...faq.examples[0], searchable: true, searchLabel: undefined, title: 7 }],
    [
      'page',
      { title: 'Home', sections: [{ type: 'text', body: 'Hello' }] },
      { title: 3, sections: [{ type: 'none' }] },
    ],
  ] as const) {
    it(`give the same errors as the library's own validator for the ${key} form`, () => {
      const root = levelRoot(definitions, key);
      const runtime = customizeValidator();
      const precompiled = precompiledMaker(validators)(root);
      const good = validate(precompiled, root, valid);
      const bad = validate(precompiled, root, JSON.parse(JSON.stringify(invalid)));
      expect(good).toEqual(validate(runtime, root, valid));
      expect(bad).toEqual(validate(runtime, root, JSON.parse(JSON.stringify(invalid))));
      expect(bad.errors.length).toBeGreaterThan(0);
    });
  }

  it('decide a block’s `if`s as the library’s own validator does, each compiled', () => {
    const root = levelRoot(definitions, 'blocks_faq');
    const runtime = customizeValidator();
    const precompiled = precompiledMaker(validators)(root);
    for (const { if: condition } of faq.allOf) {
      expect(validators[hashForSchema(condition)]).toBeTypeOf('function');
      for (const data of [{}, { searchable: true }, { searchable: false }, { initialCount: 3 }]) {
        expect(precompiled.isValid(condition, data, root)).toBe(runtime.isValid(condition, data, root));
      }
    }
  });

  it('take a schema they lack for data that does not match, as the library does with one it cannot compile', () => {
    const root = levelRoot(definitions, 'blocks_faq');
    expect(precompiledMaker(validators)(root).isValid({ type: 'string', title: 'not in the module' }, 'x', root)).toBe(
      false,
    );
  });
});
