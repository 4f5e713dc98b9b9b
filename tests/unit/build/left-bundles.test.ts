/**
 * A build killed mid-way (say, with the team server that ran it) leaves its server bundle's folder under
 * node_modules/.cache; the next build removes it, and leaves alone the folders of builds still running.
 */
import { afterEach, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeLeftServerBundles, SERVER_PREFIX } from '../../../src/build/bundles';

let cache: string | undefined;
afterEach(() => cache && rmSync(cache, { recursive: true, force: true }));

it('removes the server bundles of builds whose process is gone, and keeps those of running ones', () => {
  cache = mkdtempSync(join(tmpdir(), 'bundles-cache-'));
  const gone = spawnSync(process.execPath, ['-e', '0']).pid;
  const left = join(cache, `${SERVER_PREFIX}${gone}-abc123`);
  const ours = join(cache, `${SERVER_PREFIX}${process.pid}-def456`);
  const other = join(cache, 'site-checks');
  for (const dir of [left, ours, other]) mkdirSync(join(dir, 'inside'), { recursive: true });
  removeLeftServerBundles(cache);
  expect(existsSync(left)).toBe(false);
  expect(existsSync(ours)).toBe(true);
  expect(existsSync(other)).toBe(true);
});
