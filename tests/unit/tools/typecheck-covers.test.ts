/**
 * `npm run typecheck` checks every source file of the project: each TypeScript or JavaScript file under the
 * project (outside installed packages and build output) is one `tsc --listFilesOnly` names. A file left out of
 * tsconfig.json's `include` fails here, by name.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
/** Folders that hold no source of the project's own: installed packages, build output, test output. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);
/** Build output the tests and the builds make beside dist/ (dist-editor/, dist-contact/, dist.tmp-*): ignored by git. */
const BUILD_OUTPUT = /^dist[-.]/;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return NOT_SOURCE.has(entry.name) || BUILD_OUTPUT.test(entry.name) ? [] : sourcesUnder(join(dir, entry.name));
    return entry.isFile() && SOURCE.test(entry.name)
      ? [relative(root, join(dir, entry.name)).split(sep).join('/')]
      : [];
  });
}

describe('the type check', () => {
  it('covers every source file', () => {
    const listed = new Set(
      execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', root, '--listFilesOnly'], { encoding: 'utf8' })
        .split('\n')
        .map((line) => relative(root, line.trim()).split(sep).join('/')),
    );
    const missed = sourcesUnder(root).filter((file) => !listed.has(file));
    expect(missed).toEqual([]);
  }, 60_000);
});
