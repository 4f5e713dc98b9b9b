/**
 * The team server compiles the forms' validators once per set of schemas: the same module (and address) while
 * the schemas stay, a new one when they change, and the old address is then no longer served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../../tests/fixtures/teamServer';
import { FormValidators } from './formValidators';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'form-validators-'));
  cpSync(join(projectRoot, 'schema'), join(dir, 'schema'), { recursive: true });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A response that keeps what is sent. */
function response(): ServerResponse & { sent?: string } {
  const headers = new Map<string, unknown>();
  const res = {
    statusCode: 0,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    end(body: string) {
      res.sent = body;
    },
  } as unknown as ServerResponse & { sent?: string };
  return res;
}

describe('FormValidators', () => {
  it('compiles once while the schemas stay, again when they change, and serves only the current module', async () => {
    const validators = new FormValidators(dir, projectRoot);
    const first = validators.current();
    expect(validators.current()).toBe(first);
    const before = await validators.address();
    expect(await validators.address()).toBe(before);

    const file = join(dir, 'schema/blocks/faq.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties: { title: Record<string, unknown> } };
    schema.properties.title = { ...schema.properties.title, maxLength: 80 };
    writeFileSync(file, JSON.stringify(schema));
    const after = await validators.address();
    expect(after).not.toBe(before);

    expect(await validators.serve(before, response())).toBe(false);
    const res = response();
    expect(await validators.serve(after, res)).toBe(true);
    expect(res.sent).toContain('maxLength');
    expect(await validators.serve('/_edit/form-validators/../../package.json', response())).toBe(false);
  }, 120_000);
});
