/**
 * The validator each form is given (react-jsonschema-form checks data against parts of a schema to pick the
 * fields an `if` or a choice shows).
 *
 * On the team editor's server the page names a module of validators compiled ahead of time from the content's
 * schemas (`<meta name="edit-validators">`, made by editor/team/app/formValidatorsCode.ts), so the page needs no
 * 'unsafe-eval' in its policy. The local editor (`npm run edit`, Vite's development server) has no such module:
 * its schemas change as people write them, so it keeps the library's validator, which compiles as the page runs
 * and is loaded only there (a separate chunk the team editor never loads).
 */
import { useEffect, useMemo, useState } from 'react';
import { hashForSchema, ID_KEY, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { CompiledValidateFunction, ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';

/** The validator for the form of one root schema. */
export type MakeValidator = (root: RJSFSchema) => ValidatorType;

/** What a schema missing from the module is taken for: data that does not match (as the library's own validator
 * answers when it cannot compile a schema), said once in the console. */
const notCompiled = (() => {
  let said = false;
  const check = ((_: unknown) => {
    if (!said) console.warn('A form schema has no compiled validator: the choices it decides keep their first option.');
    said = true;
    check.errors = null;
    return false;
  }) as CompiledValidateFunction;
  return check;
})();

/** The library's precompiled validator, where a schema the module lacks gives "no match" rather than an error. */
export class PrecompiledFormValidator extends AJV8PrecompiledValidator {
  override getValidator(schema: RJSFSchema): CompiledValidateFunction {
    const key = (schema[ID_KEY] as string | undefined) || hashForSchema(schema);
    return this.validateFns[key] ?? notCompiled;
  }
}

/** A maker of precompiled validators from the module's `validators` export. */
export function precompiledMaker(validators: ValidatorFunctions): MakeValidator {
  return (root) => new PrecompiledFormValidator(validators, root);
}

/** The address of the compiled validators' module the page names, if any. */
export function validatorsAddress(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="edit-validators"]')?.content || null;
}

let maker: Promise<MakeValidator> | undefined;

/** Loads, once, the precompiled validators the page names or else the library's own validator. */
export function loadValidatorMaker(): Promise<MakeValidator> {
  const address = validatorsAddress();
  maker ??= address
    ? import(/* @vite-ignore */ address).then((m: { validators: ValidatorFunctions }) => precompiledMaker(m.validators))
    : import('@rjsf/validator-ajv8').then((m) => () => m.default as ValidatorType);
  return maker;
}

/** The validator for a form's root schema, once loaded (null until then). */
export function useFormValidator(root: RJSFSchema): ValidatorType | null {
  const [make, setMake] = useState<MakeValidator | null>(null);
  useEffect(() => {
    let live = true;
    void loadValidatorMaker().then((m) => live && setMake(() => m));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => (make ? make(root) : null), [make, root]);
}
