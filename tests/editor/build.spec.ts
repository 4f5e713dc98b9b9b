import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './tempRoot';

/** Strings only the editor has: its address, its token header, its preview messages, its own name, click-to-edit's attributes. */
const TRACES =
  /\/_edit|x-edit-token|edit-token|preview:draft|preview:pick|data-edit-path|data-edit-id|Site editor|site-editor/;

test('the production build carries no trace of the editor', () => {
  test.setTimeout(300_000);
  const dist = process.env.SITE_DIST ?? join(projectRoot, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  const files = (function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((n) =>
      statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)],
    );
  })(dist).filter((f) => /\.(html|js|json|css|xml|txt)$/.test(f));
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  expect(files.filter((f) => TRACES.test(readFileSync(f, 'utf8')))).toEqual([]);
  expect(existsSync(join(dist, '_edit'))).toBe(false);
});
