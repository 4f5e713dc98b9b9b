/**
 * `npm start`: builds when dist/ is missing or older than the sources, then serves dist/ on
 * http://localhost:4173 with sirv (clean URLs; the bundles' precompressed brotli/gzip copies). Pages, page data
 * and the other files made from the content are compressed as they are sent (the `compression` middleware,
 * as static hosts do): the build does not precompress them (scripts/prerender/renderShare.ts). Unknown paths
 * answer 404 with the nearest 404.html (a collection's own, e.g. dist/resources/blog/404.html, else the
 * site's). Every response carries the headers of the build's `_headers` file (Content-Security-Policy and
 * other security headers).
 */
import { createServer, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import sirv from 'sirv';
import compression from 'compression';
import { distDir, projectRoot } from './paths.js';
import { headersFor, parseHeadersFile } from './headers.js';

const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const port = Number(arg('--port') ?? process.env.PORT ?? 4173);
const root = arg('--dir') ?? distDir;

function newest(dir: string): number {
  let t = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const s = statSync(full);
    t = Math.max(t, s.isDirectory() ? newest(full) : s.mtimeMs);
  }
  return t;
}

export function needsBuild(): boolean {
  const stamp = join(distDir, 'index.html');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return ['pages', 'schema', 'src', 'public'].some((d) => newest(join(projectRoot, d)) > built);
}

function nearest404(dir: string, pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    const candidate = join(dir, ...parts.slice(0, i), '404.html');
    if (existsSync(candidate)) return candidate;
  }
  return join(dir, '404.html');
}

function notFound(dir: string, pathname: string, res: ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(readFileSync(nearest404(dir, pathname)));
}

/** The build's `_headers` rules (security headers, caching), read again after a rebuild. */
function headerRules(dir: string): [string, Record<string, string>][] {
  const file = join(dir, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

export function startServer(listenPort = port, dir = root) {
  const assets = sirv(dir, { extensions: ['html'], brotli: true, gzip: true, etag: true,
    // Look files up on every request, so a rebuild while the server runs never serves stale sizes.
    dev: true,
    setHeaders(res, pathname) {
      if (!pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // Compresses what has no precompressed copy (brotli where the browser takes it, else gzip); what sirv sends
  // precompressed already carries its Content-Encoding and is left alone.
  const compress = compression({ threshold: 512 });
  const server = createServer((req, res) => compress(req, res, () => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(headersFor(headerRules(dir), pathname))) res.setHeader(name, value);
    // A page's folder wins over a file of the same name: /resources/blog/404 is article 404 (404/index.html), not
    // the collection's not-found page beside it (404.html), which sirv would find first.
    const folder = pathname.replace(/\/+$/, '');
    if (folder && existsSync(join(dir, folder, 'index.html'))) req.url = `${folder}/index.html${search}`;
    assets(req, res, () => {
      notFound(dir, pathname, res);
    });
  }));
  return new Promise<typeof server>((resolve) => server.listen(listenPort, () => resolve(server)));
}

if (process.argv[1]?.endsWith('serve.ts')) {
  if (process.argv.includes('--build-if-needed') && needsBuild()) {
    console.log('dist/ is missing or older than the sources: building first…');
    execFileSync(process.execPath, [join(projectRoot, 'scripts/launch.mjs'), 'build'], { stdio: 'inherit' });
  }
  await startServer();
  console.log(`Serving ${root === distDir ? 'dist/' : root} at http://localhost:${port}`);
}
