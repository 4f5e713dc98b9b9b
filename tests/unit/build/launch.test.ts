/**
 * src/build/launch.mjs: runs src/build/<name>.ts as a bundle, reuses the bundle while the sources are unchanged
 * and makes a new one when one changes; an unknown script gets the usage line.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../fixtures/site';

const project = mkdtempSync(join(tmpdir(), 'launch-test-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function launch(...args: string[]) {
  return spawnSync(process.execPath, [join(project, 'src/build/launch.mjs'), ...args], {
    cwd: project,
    encoding: 'utf8',
  });
}
const bundles = () =>
  readdirSync(join(project, 'node_modules/.cache/scripts'))
    .filter((d) => d.startsWith('hello-'))
    .sort();

describe('the script launcher', () => {
  it('bundles a script once, reuses the bundle, and bundles again when a source changes', () => {
    mkdirSync(join(project, 'src/build'), { recursive: true });
    mkdirSync(join(project, 'node_modules/.cache'), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules/esbuild'), join(project, 'node_modules/esbuild'));
    writeFileSync(join(project, 'package.json'), '{"type":"module"}');
    copyFileSync(join(repoRoot, 'src/build/launch.mjs'), join(project, 'src/build/launch.mjs'));
    writeFileSync(join(project, 'src/build/vite.ts'), 'export {};');
    writeFileSync(join(project, 'src/value.ts'), 'export const value: string = "one";');
    writeFileSync(
      join(project, 'src/build/hello.ts'),
      'import { value } from "../value.js";\nconsole.log(`${value} ${process.argv.slice(2).join(",")} ${import.meta.url.endsWith(".mjs")}`);',
    );

    const first = launch('hello', 'a', 'b');
    expect(first.stderr).toBe('');
    expect(first.stdout.trim()).toBe('one a,b true');
    expect(bundles()).toHaveLength(1);
    expect(launch('hello').stdout.trim()).toBe('one  true');
    expect(bundles()).toHaveLength(1);

    writeFileSync(join(project, 'src/value.ts'), 'export const value: string = "two";');
    expect(launch('hello').stdout.trim()).toBe('two  true');
    expect(bundles()).toHaveLength(2);
  });

  it('names the usage for a script that does not exist', () => {
    const run = launch('no-such-script');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: node src/build/launch.mjs <script>');
  });
});

describe('the project a launched script works on', () => {
  it('is the launcher’s own, even when node_modules (where the bundle is kept) is another project’s', () => {
    // A second checkout whose node_modules is a link to this project's: the bundle's real path is under this
    // project, yet the script must build the second checkout's pages into its own dist/.
    const other = mkdtempSync(join(tmpdir(), 'launch-linked-'));
    try {
      mkdirSync(join(other, 'src/build'), { recursive: true });
      mkdirSync(join(other, 'src/common'), { recursive: true });
      symlinkSync(join(project, 'node_modules'), join(other, 'node_modules'));
      writeFileSync(join(other, 'package.json'), '{"type":"module"}');
      copyFileSync(join(repoRoot, 'src/build/launch.mjs'), join(other, 'src/build/launch.mjs'));
      copyFileSync(join(repoRoot, 'src/common/projectPaths.ts'), join(other, 'src/common/projectPaths.ts'));
      writeFileSync(join(other, 'src/build/vite.ts'), 'export {};');
      writeFileSync(
        join(other, 'src/build/where.ts'),
        'import { projectRoot } from "../common/projectPaths.js";\nconsole.log(projectRoot);',
      );
      const run = spawnSync(process.execPath, [join(other, 'src/build/launch.mjs'), 'where'], {
        cwd: other,
        encoding: 'utf8',
        env: { ...process.env, SITE_PROJECT_ROOT: '' },
      });
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe(other);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
