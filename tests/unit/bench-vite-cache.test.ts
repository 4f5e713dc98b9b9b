/**
 * The cache of the client and server bundles (scripts/prerender/viteCache.ts): the key follows every input of
 * the bundles (code, schemas, the prerender worker, the lockfile, VITE_* variables) and ignores the pages; an
 * entry restores exactly what was saved; old entries are pruned; SITE_BUILD_CACHE=off turns it off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cacheEnabled, KEEP_ENTRIES, restoreBundles, saveBundles, viteCacheKey } from '../../scripts/prerender/viteCache';

let dir: string;
let project: string;

function put(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vite-cache-test-'));
  project = join(dir, 'project');
  for (const [file, text] of Object.entries({
    'src/entry-client.tsx': 'client', 'src/runtime/x.ts': 'x', 'schema/collections/blog.schema.json': '{}', 'scripts/prerender/worker.ts': 'w',
    'package.json': '{}', 'package-lock.json': '{}', 'node_modules/.package-lock.json': '{}', 'tsconfig.json': '{}', 'pages/index.yaml': 'route: /',
  })) put(project, file, text);
});
afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

describe('the bundle cache key', () => {
  it('changes with every input of the bundles', () => {
    const before = viteCacheKey(project, {});
    for (const file of ['src/runtime/x.ts', 'schema/collections/blog.schema.json', 'scripts/prerender/worker.ts', 'package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.json']) {
      const text = readFileSync(join(project, file), 'utf8');
      put(project, file, `${text} `);
      expect(viteCacheKey(project, {}), file).not.toBe(before);
      put(project, file, text);
      expect(viteCacheKey(project, {}), file).toBe(before);
    }
    put(project, 'src/blocks/New/index.tsx', 'new');
    expect(viteCacheKey(project, {})).not.toBe(before);
    rmSync(join(project, 'src/blocks'), { recursive: true });
    expect(viteCacheKey(project, { VITE_FLAG: '1' })).not.toBe(before);
  });

  it('does not change with the pages or unrelated variables', () => {
    const before = viteCacheKey(project, {});
    put(project, 'pages/about.yaml', 'route: /about');
    expect(viteCacheKey(project, { SITE_DIST: '/elsewhere' })).toBe(before);
  });

  it('is on unless SITE_BUILD_CACHE=off', () => {
    expect(cacheEnabled({})).toBe(true);
    expect(cacheEnabled({ SITE_BUILD_CACHE: 'off' })).toBe(false);
  });
});

describe('cache entries', () => {
  it('restore what was saved, and nothing for an unknown key', () => {
    const cache = join(dir, 'cache-a');
    const built = { out: join(dir, 'built-out'), server: join(dir, 'built-server') };
    put(built.out, 'assets/app-abc.js', 'app');
    put(built.out, '.vite/manifest.json', '{"m":1}');
    put(built.server, 'entry-server.js', 'server');
    const key = 'a'.repeat(32);
    saveBundles(cache, key, built.out, built.server);
    const out = join(dir, 'restored-out');
    const server = join(dir, 'restored-server');
    expect(restoreBundles(cache, 'b'.repeat(32), out, server)).toBe(false);
    expect(restoreBundles(cache, key, out, server)).toBe(true);
    expect(readFileSync(join(out, 'assets/app-abc.js'), 'utf8')).toBe('app');
    expect(readFileSync(join(out, '.vite/manifest.json'), 'utf8')).toBe('{"m":1}');
    expect(readFileSync(join(server, 'entry-server.js'), 'utf8')).toBe('server');
    expect(readdirSync(cache)).toEqual([key]);
  });

  it(`keep the ${KEEP_ENTRIES} most recently used`, () => {
    const cache = join(dir, 'cache-b');
    const out = join(dir, 'b-out');
    put(out, 'a.js', 'a');
    const keys = Array.from({ length: KEEP_ENTRIES + 2 }, (_, i) => String(i).repeat(32));
    keys.forEach((key, i) => {
      saveBundles(cache, key, out, out);
      const t = new Date(Date.now() - (keys.length - i) * 60_000);
      utimesSync(join(cache, key), t, t);
    });
    saveBundles(cache, 'f'.repeat(32), out, out);
    expect(readdirSync(cache).sort()).toEqual([...keys.slice(-(KEEP_ENTRIES - 1)), 'f'.repeat(32)].sort());
  });
});
