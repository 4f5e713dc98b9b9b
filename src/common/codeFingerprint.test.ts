/** The code's fingerprint (codeFingerprint.ts) changes with any file under src/ or schema/ and with the files the bundles are built from. */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE_CONFIG_FILES, codeFingerprint } from './codeFingerprint';

const project = mkdtempSync(join(tmpdir(), 'fingerprint-test-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the code fingerprint', () => {
  it('stays while nothing changes and changes with a source, a new source, a style, a schema or a configuration file', () => {
    mkdirSync(join(project, 'src/render'), { recursive: true });
    writeFileSync(join(project, 'src/render/page.tsx'), 'export const a = 1;');
    for (const file of CODE_CONFIG_FILES) writeFileSync(join(project, file), '{}');
    const seen = new Set([codeFingerprint(project)]);
    expect(codeFingerprint(project)).toBe([...seen][0]);
    const changes: [string, string][] = [
      ['src/render/page.tsx', 'export const a = 2;'],
      ['src/render/extra.ts', 'export {};'],
      ['src/theme/site.css', 'a{}'],
      // A schema the client bundle imports (the blog's categories).
      ['schema/collections/blog.schema.json', '{"title":"BlogCollection"}'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['vite.config.ts', 'export default {};'],
    ];
    for (const [file, text] of changes) {
      mkdirSync(join(project, file, '..'), { recursive: true });
      writeFileSync(join(project, file), text);
      const next = codeFingerprint(project);
      expect(seen.has(next), file).toBe(false);
      seen.add(next);
    }
  });
});
