/**
 * The build server (`build --serve`: src/build/buildServer.ts, run by the team server through
 * editor/team/publishing/buildServer.ts): after random edits of a small generated site in git, each built on the same
 * server process from the previous output (every other one from pages linked beforehand), the output has the same
 * files, byte for byte, as a one-shot build of the same content that renders every page; reading the content ahead
 * (--warm) writes nothing; a mistake made in a page it has seen stops its build, and the build after the mistake is fixed succeeds on the same process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSite } from '../../../tools/bench/generate';
import { BuildServer } from '../../../editor/team/publishing/buildServer';
import { differingFiles, EDIT_KINDS, editSite, seeded } from '../../fixtures/siteEdits';
import { gitIn } from '../../fixtures/git';
import { repoRoot } from '../../fixtures/site';

let dir: string;
let site: string;
let server: BuildServer;
let outputs = 0;
const pids = new Set<number>();

const git = (...args: string[]) => gitIn(site, ...args);

/** A one-shot build through the launcher, as `npm run build` runs it. */
function once(args: string[]): string {
  const result = spawnSync(process.execPath, ['src/build/launch.mjs', 'build', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, SITE_SEARCH: 'off' },
  });
  expect(result.status, result.stdout + result.stderr).toBe(0);
  return result.stdout;
}

/** A build on the server into a new folder, from `since` when given; gives the folder. */
async function onServer(since?: string, prepared?: string): Promise<string> {
  const out = join(dir, `out-${++outputs}`);
  const args = ['--content', site, '--out', out, ...(since ? ['--since', since] : [])];
  await server.request([...args, ...(prepared ? ['--prepared', prepared] : [])], 120_000, {
    started: (pid) => pids.add(pid),
  });
  return out;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-server-test-'));
  site = generateSite(repoRoot, join(dir, 'site'), 30).root;
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'generated');
  process.env.SITE_SEARCH = 'off';
  server = new BuildServer(repoRoot);
});
afterAll(() => {
  server?.close();
  delete process.env.SITE_SEARCH;
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the build server', () => {
  it('gives the same files as a full build after random edits, each built on the same process', async () => {
    const random = seeded(45);
    let previous = await onServer();
    for (let n = 1; n <= 8; n++) {
      const kind = EDIT_KINDS[random(EDIT_KINDS.length)];
      const prepared = n % 2 === 0 ? join(dir, 'prepared') : undefined;
      if (prepared) once(['--prepare', prepared, '--since', previous]);
      editSite(site, kind, n, random);
      if (n % 2 === 0) {
        git('add', '-A');
        git('commit', '-q', '-m', `edit ${n}`);
      }
      const next = await onServer(previous, prepared);
      rmSync(previous, { recursive: true, force: true });
      previous = next;
      const full = join(dir, `full-${n}`);
      expect(once(['--content', site, '--out', full, '--since', join(dir, 'no-such-output')])).toContain(
        'reused (full build',
      );
      expect(differingFiles(next, full), `after edit ${n} (${kind})`).toEqual([]);
      rmSync(full, { recursive: true, force: true });
    }
    expect(pids.size).toBe(1);
  }, 300_000);

  it('reads the content ahead (--warm) without writing anything', async () => {
    const before = readdirSync(dir).sort();
    await server.request(['--content', site, '--warm'], 60_000, { started: (pid) => pids.add(pid) });
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(pids.size).toBe(1);
  });

  it('stops at a mistake in a page it has seen, and builds again once it is fixed', async () => {
    const first = await onServer();
    const about = join(site, 'pages/index.yaml');
    const text = readFileSync(about, 'utf8');
    writeFileSync(about, text.replace(/^meta:/m, 'metta:'));
    await expect(onServer(first)).rejects.toThrow(/pages\/index\.yaml/);
    writeFileSync(about, text);
    await onServer(first);
    expect(pids.size).toBe(1);
  }, 120_000);
});
