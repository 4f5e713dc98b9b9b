/**
 * The whole build (`npm run build`: src/build/build.ts, bundled and run by src/build/launch.mjs) of a generated
 * site big enough for two prerender threads: it gives the same files as a build on one thread (worker shares,
 * warm-up and rendering before the client bundle is built change nothing), an article with the id 404 gets its
 * page beside the blog's not-found page, pages are not precompressed, every picture variant a page names is in the
 * output, and no temporary folder is left behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { generateSite } from '../../../tools/bench/generate';
import { MIN_JOBS_PER_THREAD } from '../../../src/build/pool';
import { viteBuilds } from '../../../src/build/vite';
import { repoRoot } from '../../fixtures/site';
import { bootDataIn } from '../../../src/client/boot';
import { processRunning } from '../../../src/common/processRunning';

let dir: string;
let site: string;

function build(out: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['src/build/launch.mjs', 'build', '--content', site, '--out', out], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, ...env },
  });
  expect(run.status, run.stdout + run.stderr).toBe(0);
  return run.stdout;
}

/** Every address a page's pictures name: <img src>, and each candidate of a srcset or a preload's imagesrcset. */
function pictureAddresses(html: string): string[] {
  const urls: string[] = [];
  for (const el of DomUtils.findAll(() => true, parseDocument(html).children)) {
    const { src, srcset, imagesrcset } = el.attribs;
    if (el.name === 'img' && src) urls.push(src);
    for (const list of [srcset, imagesrcset])
      if (list) urls.push(...list.split(',').map((c) => c.trim().split(/\s+/)[0]));
  }
  return urls;
}

/** The files that differ between two folders or are in only one of them. */
function differingFiles(a: string, b: string): string[] {
  const files = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile());
  const inA = new Set(files(a));
  const inB = new Set(files(b));
  return [...new Set([...inA, ...inB])]
    .filter((f) => !inA.has(f) || !inB.has(f) || !readFileSync(join(a, f)).equals(readFileSync(join(b, f))))
    .sort();
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-test-'));
  site = generateSite(repoRoot, join(dir, 'site'), 2 * MIN_JOBS_PER_THREAD + 20).root;
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the build', () => {
  it('writes the same files on two threads as on one', { timeout: 240_000 }, () => {
    const two = join(dir, 'two');
    const one = join(dir, 'one');
    // Two worker threads with their own shares, or one with every page: the files must be the same.
    expect(build(two)).toMatch(/prerendered \([\d.]+ s; 2 threads/);
    expect(build(one, { PRERENDER_THREADS: '1' })).toMatch(/prerendered \([\d.]+ s; 1 thread\)/);
    expect(differingFiles(two, one)).toEqual([]);

    expect(readFileSync(join(two, 'resources/blog/404/index.html'), 'utf8')).not.toContain('rendered-path');
    expect(readFileSync(join(two, 'resources/blog/404.html'), 'utf8')).toContain(
      '<meta name="rendered-path" content="/resources/blog/_not-found"/>',
    );
    expect(existsSync(join(two, 'resources/blog/404/index.html.br'))).toBe(false);
    expect(readdirSync(join(two, 'assets')).some((f) => f.endsWith('.js.br'))).toBe(true);
    // The security policy, made from the page data, lets the pages' map frames load.
    expect(readFileSync(join(two, '_headers'), 'utf8')).toContain('frame-src https://www.google.com;');
    // Every picture variant a page names (AVIF at every width, WebP at some) is a file of the output.
    const pages = readdirSync(two, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    const named = new Set(pages.flatMap((f) => pictureAddresses(readFileSync(join(two, f), 'utf8'))));
    const variants = [...named].filter((url) => url.startsWith('/assets/img/'));
    expect(variants.filter((url) => url.endsWith('.webp')).length).toBeGreaterThan(0);
    expect(variants.filter((url) => !existsSync(join(two, url)))).toEqual([]);

    // The page's one script imports only a tiny helper chunk, never the app: that is fetched after the page loads.
    const assets = join(two, 'assets');
    const entry = readdirSync(assets).find((f) => /^entry-client-.*\.js$/.test(f))!;
    const imports = [...readFileSync(join(assets, entry), 'utf8').matchAll(/\bfrom\s*"\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(imports.filter((f) => f.startsWith('app-'))).toEqual([]);
    for (const f of imports) expect(statSync(join(assets, f)).size, f).toBeLessThan(2048);
    // It imports the app's chunks by the URLs in the boot data, React's first and the start module last (which
    // keeps its export), so that each is evaluated in a task of its own.
    const chain = bootDataIn(readFileSync(join(two, 'index.html'), 'utf8'))?.start ?? [];
    expect(
      chain.map((f) => f.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, '$1')).filter((n) => n !== 'rolldown-runtime'),
    ).toEqual(['react', 'app', 'start']);
    const start = chain.at(-1);
    expect(readFileSync(join(two, start!), 'utf8')).toMatch(/export\s*\{[^}]*\bas start\b|export\s*\{[^}]*\bstart\b/);
    expect(
      readdirSync(dir).filter((f) => f.includes('.tmp-') || f.includes('.old-') || f.includes('.client-')),
    ).toEqual([]);
    // No server bundle's folder of a build that has ended (other tests' builds may be running meanwhile).
    expect(
      readdirSync(join(repoRoot, 'node_modules/.cache')).filter((f) => {
        const pid = /^site-server-(\d+)-/.exec(f)?.[1];
        return f.startsWith('site-server-') && (!pid || !processRunning(Number(pid)));
      }),
    ).toEqual([]);
  });

  it('makes a server bundle that loads only React from node_modules and never reads NODE_ENV', {
    timeout: 240_000,
  }, async () => {
    const server = join(repoRoot, 'node_modules/.cache', `site-server-test-${process.pid}`);
    const packages = new Set<string>();
    try {
      await viteBuilds({ projectRoot: repoRoot, contentRoot: repoRoot, out: join(dir, 'client'), serverOut: server });
      const files = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
      expect(files).toContain('render.js');
      for (const f of files) {
        const code = readFileSync(join(server, f), 'utf8');
        expect(code, f).not.toContain('process.env.NODE_ENV');
        const imports = [
          ...code.matchAll(
            /^(?:import|export)\b[^;\n]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm,
          ),
        ];
        for (const m of imports) {
          const spec = m[1] ?? m[2] ?? m[3];
          if (!spec.startsWith('.')) packages.add(spec);
        }
      }
    } finally {
      rmSync(server, { recursive: true, force: true });
    }
    expect([...packages].filter((p) => !/^(react|react-dom)(\/|$)|^node:/.test(p))).toEqual([]);
    expect(packages).toContain('react-dom/server');
  });
});
