/**
 * Schemas are compiled once per version (src/engine/schemaCode.ts): the validators come from cached generated
 * code keyed by the schema files' contents, so a changed schema is compiled afresh, and the `x-kind` keyword
 * still reports links, files and icons with their data paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSchemas } from '../../src/engine/schemas';
import { repoRoot } from '../fixtures/site';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'schema-code-'));
  cpSync(join(repoRoot, 'schema'), join(dir, 'schema'), { recursive: true });
});
afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

const page = {
  route: '/a',
  meta: { title: 'About us', description: 'A page about the company and its people.' },
  sections: [{ type: 'cta', id: 'next', title: 'Next', buttons: [{ label: 'Contact us', href: '/contact' }] }],
};

describe('compiled schemas', () => {
  it('validate a page and report the values that point outside it, with their paths', () => {
    const schemas = loadSchemas(join(dir, 'schema'));
    const { errors, refs } = schemas.validate('page', page);
    expect(errors).toEqual([]);
    expect(refs).toContainEqual(expect.objectContaining({ kind: 'link', value: '/contact', path: ['sections', 0, 'buttons', 0, 'href'] }));
  });

  it('follow a changed schema file', () => {
    const file = join(dir, 'schema', 'page.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { required: string[] };
    schema.required = [...schema.required, 'owner'];
    writeFileSync(file, JSON.stringify(schema));
    const { errors } = loadSchemas(join(dir, 'schema')).validate('page', page);
    expect(errors.map((e) => [e.keyword, e.params])).toEqual([['required', { missingProperty: 'owner' }]]);
  });

  it('give ajv\'s verbose errors, with the schema of the failing value', () => {
    const { errors } = loadSchemas(join(repoRoot, 'schema')).validate('page', { ...page, layout: 'wide' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ keyword: 'enum', instancePath: '/layout', data: 'wide' });
    expect(errors[0].parentSchema).toMatchObject({ enum: expect.arrayContaining(['default']) as unknown });
  });
});
