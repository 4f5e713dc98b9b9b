/**
 * `npm start`: builds when dist/ is missing or older than the sources, then serves dist/ on http://127.0.0.1:4173
 * (`--host 0.0.0.0` or `HOST=0.0.0.0` opens it to the network), answering as the generated nginx configuration:
 * - clean URLs (files.ts); unknown paths get the nearest 404.html with status 404, and so do dot files,
 *   `_headers`, `_redirects` and `_deploy/`;
 * - GET and HEAD only (405 with `Allow`); 400 for a missing, malformed or repeated Host and a bad path; 414 for a
 *   request line longer than nginx takes;
 * - the `_headers` rules and headers.ts's Cache-Control on every response, text brotli- or gzip-compressed;
 *   nosniff and an SVG's own Content-Security-Policy (src/common/pictureHeaders.ts) always;
 * `send` sends the files (ranges, conditional requests, ETag); an error inside a request is a 500 for it only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { execFileSync } from 'node:child_process';
import send from 'send';
import { distDir, projectRoot } from '../common/projectPaths.js';
import { CACHE_REVALIDATE, cacheControl, headersFor, parseHeadersFile } from '../build/headers.js';
import { findFile, isHidden, nearest404, normalisePath } from './files.js';
import { CompressedCopies, chooseEncoding, contentTypeOf } from './compress.js';
import { withPictureHeaders } from '../common/pictureHeaders.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('--port') ?? process.env.PORT ?? 4173);
const host = arg('--host') ?? process.env.HOST ?? '127.0.0.1';
const root = arg('--dir') ?? distDir;

/** Request lines longer than this get 414, as from nginx with its default 8 KB header buffers. */
const MAX_URL = 8000;
const HOST_HEADER =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Whether dist/ is missing or a source file changed after it was built. */
function needsBuild(): boolean {
  const stamp = join(distDir, 'index.html');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = ['pages', 'schema', 'src', 'public', 'vite.config.ts'].map((p) => join(projectRoot, p));
  const files = sources.filter(existsSync).flatMap((p) =>
    statSync(p).isDirectory()
      ? readdirSync(p, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name))
      : [p],
  );
  return files.some((f) => statSync(f).mtimeMs > built);
}

/** The build's `_headers` rules, read again when the file changes (a rebuild while the server runs). */
function headerRules(dir: string) {
  let seen = -1;
  let rules: [string, Record<string, string>][] = [];
  return () => {
    const file = join(dir, '_headers');
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtime !== seen) {
      seen = mtime;
      rules = mtime ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
    }
    return rules;
  };
}

/** A short text answer (errors), dropping what was set for a file that is not sent after all. */
function plain(res: ServerResponse, status: number, text: string) {
  for (const name of ['Content-Encoding', 'Content-Length', 'ETag', 'Last-Modified', 'Accept-Ranges'])
    res.removeHeader(name);
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_REVALIDATE });
  res.end(res.req.method === 'HEAD' ? undefined : `${text}\n`);
}

/** The compressed copies of the servers still running, removed when the process exits. */
const running = new Set<CompressedCopies>();
process.once('exit', () => {
  for (const copies of running) copies.remove();
});

export function startServer(listenPort = port, dir = root): Promise<Server> {
  const rules = headerRules(dir);
  const copies = new CompressedCopies();
  running.add(copies);

  /** A not-found page with status 404, compressed like any page. */
  async function notFound(req: IncomingMessage, res: ServerResponse, page: string) {
    const s = await stat(page);
    const file = { path: relative(dir, page).split(sep).join('/'), full: page, size: s.size, mtimeMs: s.mtimeMs };
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const copy = encoding && (await copies.get(dir, file, encoding));
    const body = await readFile(copy ? join(copy.root, copy.path) : page);
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': CACHE_REVALIDATE,
      Vary: 'Accept-Encoding',
      ...(copy ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i].toLowerCase() === 'host');
    const url = req.url ?? '/';
    const pathname = normalisePath(url);
    // nosniff and an SVG's own policy even without a _headers file (a folder not made by the build).
    const headers = withPictureHeaders(headersFor(rules(), pathname ?? '/'), pathname ?? '/');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (hosts.length !== 1 || !HOST_HEADER.test(req.headers.host ?? ''))
      return plain(res, 400, 'Bad Request: the Host header is missing, repeated or malformed');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'Method Not Allowed');
    }
    if (url.length > MAX_URL) return plain(res, 414, 'URI Too Long');
    if (pathname === undefined) return plain(res, 400, 'Bad Request: malformed path');
    const file = isHidden(pathname) ? undefined : await findFile(dir, pathname);
    if (!file) return notFound(req, res, isHidden(pathname) ? join(dir, '404.html') : nearest404(dir, pathname));

    res.setHeader('Cache-Control', cacheControl(pathname));
    let sent = { root: dir, path: file.path };
    const type = contentTypeOf(file.path);
    if (type) {
      // send() names the type from the sent file's extension unless it is set: a compressed copy's is the original's.
      res.setHeader('Content-Type', type);
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      const copy = encoding && (await copies.get(dir, file, encoding));
      if (copy) {
        sent = copy;
        res.setHeader('Content-Encoding', encoding);
      }
    }
    await new Promise<void>((resolve, reject) => {
      send(req, sent.path.split('/').map(encodeURIComponent).join('/'), {
        root: sent.root,
        dotfiles: 'allow',
        index: false,
        cacheControl: false,
      })
        // With a listener, send() leaves every answer it refuses to us: the file gone since it was found (404), an
        // unsatisfiable range (416, with its Content-Range), a failed precondition (412).
        .on('error', (err: Error & { status?: number; headers?: Record<string, string> }) => {
          if (err.status === 404) return notFound(req, res, nearest404(dir, pathname)).then(resolve, reject);
          if (!err.status || err.status >= 500 || res.headersSent) return reject(err);
          for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
          plain(res, err.status, err.message);
          resolve();
        })
        .on('end', resolve)
        .pipe(res);
      res.on('close', resolve);
    });
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((err: unknown) => {
      console.error(`serve: ${req.method} ${req.url}: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) plain(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  server.on('close', () => {
    copies.remove();
    running.delete(copies);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => resolve(server));
  });
}

if (process.argv[1]?.endsWith('serve.ts')) {
  if (process.argv.includes('--build-if-needed') && needsBuild()) {
    console.log('dist/ is missing or older than the sources: building first…');
    execFileSync(process.execPath, [join(projectRoot, 'src/build/launch.mjs'), 'build'], { stdio: 'inherit' });
  }
  const server = await startServer();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      server.close();
      server.closeAllConnections();
      process.exit(0);
    });
  console.log(
    `Serving ${root === distDir ? 'dist/' : root} at http://${host.includes(':') ? `[${host}]` : host}:${port}`,
  );
}
