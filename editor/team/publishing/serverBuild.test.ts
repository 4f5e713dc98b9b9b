/**
 * The release's build on the build server (serverBuild.ts, buildServer.ts), with a stand-in launcher that speaks
 * the server's protocol: builds run one after the other on one process; a failed build fails with its output; a
 * server killed in the middle of a build is replaced by a one-shot build that completes the release, what the
 * killed one left removed; a stuck build is stopped by the time limit; a build asked for while one runs is built
 * one-shot; a build asked for while the server reads the content ahead waits for it; a server that ends between
 * builds is replaced by one reading the last build's content; closing ends the server, and none starts again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverBuild } from './serverBuild';
import { processRunning } from '../../../src/common/processRunning.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'server-build-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A project whose launcher, with --serve, answers each request as the build server does: a build into a folder
 * named …fails prints a mistake and fails; …stuck never ends; …dies makes its temporary folder and waits to be
 * killed (its process id in `<dir>/dying`); any other makes the folder with an index.html. Without --serve, it
 * makes the folder. Each build is recorded in `calls` with its mode and process id.
 */
function project(): string {
  const root = join(dir, 'project');
  mkdirSync(join(root, 'src/build'), { recursive: true });
  writeFileSync(
    join(root, 'src/build/launch.mjs'),
    `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
const record = (mode, args) =>
  appendFileSync(${JSON.stringify(join(dir, 'calls'))}, JSON.stringify({ mode, pid: process.pid, args }) + '\\n');
const build = (args) => {
  const out = args[args.indexOf('--out') + 1];
  mkdirSync(out, { recursive: true });
  writeFileSync(out + '/index.html', 'made');
  console.log('progress: 1 of 1 pages');
};
const args = process.argv.slice(3);
if (!args.includes('--serve')) {
  record('once', args);
  build(args);
} else {
  process.stdin.resume();
  process.on('message', ({ id, args }) => {
    record('server', args);
    const out = args[args.indexOf('--out') + 1];
    if (args.includes('--warm')) {
      setTimeout(() => process.send({ id, ok: true }), 300);
    } else if (out.endsWith('fails')) {
      console.error('the content has mistakes');
      process.send({ id, ok: false });
    } else if (out.endsWith('dies')) {
      mkdirSync(out + '.tmp-' + process.pid, { recursive: true });
      writeFileSync(${JSON.stringify(join(dir, 'dying'))}, String(process.pid));
    } else if (out.endsWith('ends')) {
      build(args);
      process.send({ id, ok: true }, () => process.exit(0));
    } else if (!out.endsWith('stuck')) {
      build(args);
      process.send({ id, ok: true });
    }
  });
}
`,
  );
  return root;
}

const calls = (): { mode: string; pid: number; args: string[] }[] =>
  existsSync(join(dir, 'calls'))
    ? readFileSync(join(dir, 'calls'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];

describe('the build on the build server', () => {
  it('runs one build after another on the same process, with the one-shot build options and its progress', async () => {
    const build = serverBuild(project());
    try {
      const seen: number[][] = [];
      const pids: number[] = [];
      const watch = { started: (pid: number) => pids.push(pid), progress: (d: number, t: number) => seen.push([d, t]) };
      await build.site({ content: '/c', out: join(dir, 'r1'), since: null, ...watch });
      await build.site({ content: '/c', out: join(dir, 'r2'), since: join(dir, 'r1'), prepared: '/p', ...watch });
      expect(calls().map((c) => c.mode)).toEqual(['server', 'server']);
      expect(new Set(calls().map((c) => c.pid)).size).toBe(1);
      expect(pids).toEqual([calls()[0]!.pid, calls()[0]!.pid]);
      expect(seen).toEqual([
        [1, 1],
        [1, 1],
      ]);
      expect(calls()[1]!.args).toEqual([
        '--content',
        '/c',
        '--out',
        join(dir, 'r2'),
        '--since',
        join(dir, 'r1'),
        '--prepared',
        '/p',
        '--search',
        'later',
        '--progress',
      ]);
    } finally {
      build.close();
    }
  });

  it('fails with the end of its output when the build fails, and builds nothing else', async () => {
    const build = serverBuild(project());
    try {
      await expect(build.site({ content: '/c', out: join(dir, 'fails'), since: null })).rejects.toThrow(
        /the content has mistakes/,
      );
      expect(calls().map((c) => c.mode)).toEqual(['server']);
    } finally {
      build.close();
    }
  });

  it('completes the release with a one-shot build when the server is killed mid-build, and starts another server after', async () => {
    const lines: string[] = [];
    const build = serverBuild(project(), 60_000, (line) => lines.push(line));
    try {
      const out = join(dir, 'dies');
      const made = build.site({ content: '/c', out, since: null });
      await expect.poll(() => existsSync(join(dir, 'dying'))).toBe(true);
      const killed = Number(readFileSync(join(dir, 'dying'), 'utf8'));
      process.kill(-killed, 'SIGKILL');
      await made;
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('made');
      expect(existsSync(`${out}.tmp-${killed}`)).toBe(false);
      expect(calls().map((c) => c.mode)).toEqual(['server', 'once']);
      expect(lines.join('\n')).toMatch(/the build server ended \(SIGKILL\) during a build.*building again/);
      await build.site({ content: '/c', out: join(dir, 'r2'), since: null });
      const last = calls().at(-1)!;
      expect(last.mode).toBe('server');
      expect(last.pid).not.toBe(killed);
    } finally {
      build.close();
    }
  });

  it('stops a stuck build at the time limit, with the server and what it started, and fails', async () => {
    const build = serverBuild(project(), 2000);
    try {
      await expect(build.site({ content: '/c', out: join(dir, 'stuck'), since: null })).rejects.toThrow(
        /SIGKILL.*stopped after 2 s/s,
      );
      const pid = calls()[0]!.pid;
      await expect.poll(() => processRunning(pid)).toBe(false);
      expect(calls().map((c) => c.mode)).toEqual(['server']);
    } finally {
      build.close();
    }
  });

  it('builds one-shot what is asked for while the server builds', async () => {
    const build = serverBuild(project(), 3000);
    try {
      const stuck = build.site({ content: '/c', out: join(dir, 'stuck'), since: null });
      stuck.catch(() => undefined);
      await expect.poll(() => calls().length).toBe(1);
      await build.site({ content: '/c', out: join(dir, 'r2'), since: null });
      expect(calls().map((c) => c.mode)).toEqual(['server', 'once']);
      await expect(stuck).rejects.toThrow(/stopped after/);
    } finally {
      build.close();
    }
  });

  it('reads the content ahead when asked, and a build asked for meanwhile waits for it on the server', async () => {
    const build = serverBuild(project());
    try {
      build.warm('/c');
      await build.site({ content: '/c', out: join(dir, 'r1'), since: null });
      expect(calls().map((c) => [c.mode, c.args.includes('--warm')])).toEqual([
        ['server', true],
        ['server', false],
      ]);
      expect(calls()[0]!.args).toEqual(['--content', '/c', '--warm']);
      expect(new Set(calls().map((c) => c.pid)).size).toBe(1);
    } finally {
      build.close();
    }
  });

  it('replaces a server that ended between builds by one that reads the content of the last build', async () => {
    const build = serverBuild(project());
    try {
      await build.site({ content: '/live', out: join(dir, 'ends'), since: null });
      await expect.poll(() => calls().length).toBe(2);
      const [first, warm] = calls();
      expect(warm!.args).toEqual(['--content', '/live', '--warm']);
      expect(warm!.pid).not.toBe(first!.pid);
      await build.site({ content: '/live', out: join(dir, 'r2'), since: null });
      expect(calls()[2]!.pid).toBe(warm!.pid);
    } finally {
      build.close();
    }
  });

  it('ends the server when closed', async () => {
    const build = serverBuild(project());
    await build.site({ content: '/c', out: join(dir, 'r1'), since: null });
    const pid = calls()[0]!.pid;
    expect(processRunning(pid)).toBe(true);
    build.close();
    await expect.poll(() => processRunning(pid)).toBe(false);
    await new Promise((done) => setTimeout(done, 300));
    expect(calls()).toHaveLength(1); // and none is started again
  });
});
