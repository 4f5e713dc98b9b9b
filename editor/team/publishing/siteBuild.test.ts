import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentSite, switchCurrent } from './liveLink';
import { spawn } from 'node:child_process';
import { childProcessBuild, hasSearchIndex, stopBuild } from './siteBuild';
import { processRunning } from '../../../src/common/processRunning.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-build-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A project whose build launcher records its arguments (and fails with `exitCode` when not 0). */
function project(exitCode = 0): string {
  const root = join(dir, 'project');
  mkdirSync(join(root, 'src/build'), { recursive: true });
  writeFileSync(
    join(root, 'src/build/launch.mjs'),
    `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
const args = process.argv.slice(2);
appendFileSync(${JSON.stringify(join(dir, 'calls'))}, JSON.stringify(args) + '\\n');
const at = args.indexOf('--index-only');
if (at >= 0) { mkdirSync(args[at + 1] + '/pagefind', { recursive: true }); writeFileSync(args[at + 1] + '/pagefind/pagefind-entry.json', '{}'); }
if (${exitCode}) { console.error('the content has mistakes'); process.exit(${exitCode}); }
`,
  );
  return root;
}

const calls = () =>
  existsSync(join(dir, 'calls'))
    ? readFileSync(join(dir, 'calls'), 'utf8')
        .trim()
        .split('\n')
        .map((l: string) => JSON.parse(l))
    : [];

describe('the site build', () => {
  it('runs the build on the live content into the release, from the live release, search later', async () => {
    const build = childProcessBuild(project());
    await build.site({ content: '/srv/live', out: '/srv/releases/r2', since: '/srv/releases/current' });
    await build.site({ content: '/srv/live', out: '/srv/releases/r1', since: null });
    expect(calls()).toEqual([
      [
        'build',
        '--content',
        '/srv/live',
        '--out',
        '/srv/releases/r2',
        '--since',
        '/srv/releases/current',
        '--search',
        'later',
        '--progress',
      ],
      ['build', '--content', '/srv/live', '--out', '/srv/releases/r1', '--search', 'later', '--progress'],
    ]);
  });

  it('says when it started and how many pages are made, from its progress lines however they arrive', async () => {
    const root = project();
    writeFileSync(
      join(root, 'src/build/launch.mjs'),
      `const say = (t) => new Promise((done) => process.stdout.write(t, () => setTimeout(done, 30)));
await say('validated 10 pages\\nprogress: 3 of 1');
await say('0 pages\\nprogress: 10 of 10 pages\\nprogress: not a number of pages\\n');
`,
    );
    const seen: number[][] = [];
    let pid = 0;
    await childProcessBuild(root).site({
      content: '/c',
      out: '/o',
      since: null,
      started: (p) => {
        pid = p;
      },
      progress: (done, total) => seen.push([done, total]),
    });
    expect(pid).toBeGreaterThan(1);
    expect(seen).toEqual([
      [3, 10],
      [10, 10],
    ]);
  });

  it('makes the search index with --index-only', async () => {
    const site = join(dir, 'r1');
    mkdirSync(site);
    await childProcessBuild(project()).searchIndex(site);
    expect(calls()).toEqual([['build', '--index-only', site]]);
    expect(hasSearchIndex(site)).toBe(true);
  });

  it('rejects with the end of the output when the build fails', async () => {
    const build = childProcessBuild(project(1));
    await expect(build.site({ content: '/c', out: '/o', since: null })).rejects.toThrow(
      /exit 1: the content has mistakes/,
    );
  });
});

describe('a build a stopped server left running', () => {
  const started = (args: string[]) => {
    const child = spawn(process.execPath, args, { detached: true, stdio: 'ignore' });
    child.unref();
    return child;
  };

  it('is stopped with its children, and nothing else is', async () => {
    const root = project();
    writeFileSync(join(root, 'src/build/launch.mjs'), 'setTimeout(() => undefined, 60_000);\n');
    const build = started([join(root, 'src/build/launch.mjs')]);
    const other = started(['-e', 'setTimeout(() => undefined, 60_000)']);
    try {
      await new Promise((done) => setTimeout(done, 200));
      stopBuild(other.pid);
      stopBuild(undefined);
      stopBuild(1);
      expect(processRunning(other.pid as number)).toBe(true);
      stopBuild(build.pid);
      await expect.poll(() => processRunning(build.pid as number)).toBe(false);
    } finally {
      for (const child of [build, other])
        if (processRunning(child.pid as number)) process.kill(-(child.pid as number), 'SIGKILL');
    }
  });
});

describe('the current link', () => {
  it('is switched in one step and leaves nothing beside it', () => {
    expect(currentSite(dir)).toBeNull();
    switchCurrent(dir, '20261127-120000');
    switchCurrent(dir, '20261127-130000');
    expect(lstatSync(join(dir, 'current')).isSymbolicLink()).toBe(true);
    expect(currentSite(dir)).toBe('20261127-130000');
    expect(readdirSync(dir)).toEqual(['current']);
    switchCurrent(dir, null);
    expect(currentSite(dir)).toBeNull();
  });
});
