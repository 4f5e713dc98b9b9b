/**
 * Runs the real `npm run validate` command (node --import tsx cli/validate.ts) on a throw-away copy of the
 * project whose pages are broken on purpose, and checks what an editor sees: located messages, exit code 1,
 * no stack trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../fixtures/site';

const COPIED = ['pages', 'schema', 'public', 'cli', 'src', 'package.json', 'tsconfig.json'];

let copy: string;
let originals: Map<string, string>;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'validate-cli-'));
  for (const name of COPIED) cpSync(join(repoRoot, name), join(copy, name), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  originals = new Map(['pages/about.yaml', 'pages/contact.yaml'].map((f) => [f, readFileSync(join(copy, f), 'utf8')]));
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

function restore(): void {
  for (const [file, text] of originals) writeFileSync(join(copy, file), text);
}

function validate(): { code: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'cli/validate.ts'], {
    cwd: copy,
    encoding: 'utf8',
    timeout: 20000,
  });
  return { code: run.status, output: `${run.stdout}\n${run.stderr}` };
}

/**
 * Inserts lines right after the `sections:` line of a page copy; returns the line number the first inserted
 * line gets.
 */
function insertSections(file: string, lines: string[]): number {
  const text = originals.get(file)!;
  const rows = text.split('\n');
  const at = rows.indexOf('sections:');
  expect(at, `${file} has a sections: line`).toBeGreaterThanOrEqual(0);
  rows.splice(at + 1, 0, ...lines);
  writeFileSync(join(copy, file), rows.join('\n'));
  return at + 2;
}

function expectNoStackTrace(output: string): void {
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toMatch(/^\w*Error:/m);
  expect(output).not.toMatch(/node:internal/);
}

describe('npm run validate', () => {
  it('passes the unmodified content with exit code 0', () => {
    restore();
    const { code, output } = validate();
    expect(output).toMatch(/✔ content is valid/);
    expect(code).toBe(0);
    expectNoStackTrace(output);
  });

  it('reports an unknown block type, an unknown field and a broken link with their places, exit code 1, no stack trace', () => {
    restore();
    const first = insertSections('pages/about.yaml', [
      '  - type: heroo', //                first
      '    id: broken-type',
      '    title: Broken',
      '  - type: hero', //                 first + 3
      '    id: broken-field',
      '    title: Fine',
      '    subtitel: Typo', //             first + 6
    ]);
    const link = insertSections('pages/contact.yaml', [
      '  - type: cta',
      '    id: broken-link',
      '    title: Nowhere',
      '    buttons:',
      '      - { label: Nowhere, href: /no-such-page-here }', // link + 4
    ]);
    const { code, output } = validate();
    expect(code).toBe(1);
    expect(output).toContain(
      `pages/about.yaml:${first}:11  section "broken-type" (heroo): unknown block type "heroo" — did you mean "hero"?`,
    );
    expect(output).toContain(
      `pages/about.yaml:${first + 6}:5  section "broken-field" (hero): unknown field "subtitel" — did you mean "subtitle"?`,
    );
    expect(output).toContain(
      `pages/contact.yaml:${link + 4}:33  section "broken-link" (cta) › buttons[1] › href: the link to /no-such-page-here matches no page`,
    );
    expect(output).toMatch(new RegExp(`^ > ${first + 6} \\|     subtitel: Typo$`, 'm'));
    expect(output).toMatch(/✖ 3 problems in 2 files/);
    expectNoStackTrace(output);
  });

  it('reports a tab used for indentation with its place, exit code 1, no stack trace', () => {
    restore();
    const first = insertSections('pages/about.yaml', ['  - type: hero', '    id: tabbed', '\ttitle: Tabbed']);
    const { code, output } = validate();
    expect(code).toBe(1);
    expect(output).toContain(
      `pages/about.yaml:${first + 2}:1  section "tabbed" (hero): a tab is used to indent this line`,
    );
    expectNoStackTrace(output);
  });
});
