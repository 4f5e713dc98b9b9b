import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import { startServer } from '../../../src/server/serve';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../../src/build/headers';
import { normalisePath } from '../../../src/server/files';
import { chooseEncoding } from '../../../src/server/compress';
import { headersFile } from '../../../src/build/headers';
import { loadManifest } from '../../../src/dev/sitePlugin';
import { SVG_CONTENT_SECURITY_POLICY } from '../../../src/common/pictureHeaders';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as sent, the body as received (fetch would decode it and refuse some of these requests). */
function get(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { port: (server.address() as { port: number }).port, host: '127.0.0.1', path, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The status line of a request written byte for byte (repeated or odd headers that clients refuse to send). */
function raw(server: Server, text: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect((server.address() as { port: number }).port, '127.0.0.1', () => socket.write(text));
    let got = '';
    socket.on('data', (d) => {
      got += d.toString('latin1');
      if (got.includes('\r\n')) {
        socket.destroy();
        resolve(got.split('\r\n')[0]);
      }
    });
    socket.on('error', reject);
  });
}

describe("npm start's server under hostile requests", () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-hostile-'));
  const text = 'User-agent: *\nAllow: /\n0123456789';
  let server: Server;
  beforeAll(async () => {
    mkdirSync(join(dir, 'about'));
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, '_deploy'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dir, 'about/index.html'), '<!doctype html><title>about</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>missing</title>');
    writeFileSync(join(dir, 'robots.txt'), text);
    writeFileSync(join(dir, 'assets/app-1.js'), 'export {};');
    for (const secret of ['.env', '.git/config', '_headers', '_redirects', '_deploy/nginx.conf'])
      writeFileSync(join(dir, secret), 'SECRET');
    symlinkSync('loop', join(dir, 'loop'));
    server = await startServer(0, dir);
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** After every hostile request the server still answers a normal one. */
  async function stillServing() {
    const home = await get(server, '/');
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('home');
  }

  it('listens on this machine only unless told otherwise', () => {
    expect((server.address() as { address: string }).address).toBe('127.0.0.1');
  });

  it('answers malformed, overlong and unsatisfiable ranges with 416 or the whole file, and suffix ranges with the last bytes', async () => {
    const cases: [string, number, string | undefined][] = [
      ['bytes=5-2', 416, undefined],
      ['bytes=0-18446744073709551615', 206, text],
      ['bytes=99999-', 416, undefined],
      ['bytes=-5', 206, text.slice(-5)],
      ['bytes=2-4', 206, text.slice(2, 5)],
      ['bytes=abc', 200, text],
      ['bytes=-', 200, text],
      ['pages=1-2', 200, text],
      // Many overlapping ranges are merged into one (no multipart answer thousands of parts long).
      [`bytes=${'0-1,'.repeat(2000)}0-1`, 206, text.slice(0, 2)],
    ];
    for (const [range, status, body] of cases) {
      const res = await get(server, '/robots.txt', { Range: range });
      expect(res.status, range.slice(0, 40)).toBe(status);
      if (body !== undefined) expect(res.body.toString(), range.slice(0, 40)).toBe(body);
      if (status === 416) expect(res.headers['content-range']).toBe(`bytes */${text.length}`);
      await stillServing();
    }
  });

  it('never serves dot files, host configuration or anything outside its folder', async () => {
    for (const path of [
      '/.env',
      '/.git/config',
      '/about/.env',
      '/_headers',
      '/_redirects',
      '/_deploy/nginx.conf',
      '/%2egit/config',
      '/_deploy/',
      '/about/../_headers',
    ]) {
      const res = await get(server, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain('missing');
      await stillServing();
    }
    for (const path of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/about/../../x',
      '/a%00b',
      '/%E0%A4%A',
    ]) {
      const res = await get(server, path);
      expect(res.status, path).toBe(400);
      expect(res.body.toString(), path).not.toContain('SECRET');
      await stillServing();
    }
    expect((await get(server, `/${'a'.repeat(300)}`)).status).toBe(404);
    expect((await get(server, `/${'a/'.repeat(2000)}`)).status).toBe(404);
    expect((await get(server, `/${'a'.repeat(9000)}`)).status).toBe(414);
    await stillServing();
  });

  it('answers 405 with Allow to methods other than GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
      const res = await get(server, '/', {}, method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD');
      await stillServing();
    }
    const head = await get(server, '/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('answers 400 to a missing, repeated or malformed Host', async () => {
    expect(await raw(server, 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect(await raw(server, 'GET / HTTP/1.1\r\nHost: a b<script>\r\nConnection: close\r\n\r\n')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect(await raw(server, 'GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw(server, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw(server, 'GET / HTTP/1.1\r\nHost: localhost:4173\r\nConnection: close\r\n\r\n')).toBe(
      'HTTP/1.1 200 OK',
    );
    expect(await raw(server, 'GET / HTTP/1.1\r\nHost: [::1]:4173\r\nConnection: close\r\n\r\n')).toBe(
      'HTTP/1.1 200 OK',
    );
    await stillServing();
  });

  it('turns an unexpected error inside a request into a 500 for that request only', async () => {
    const res = await get(server, '/loop');
    expect(res.status).toBe(500);
    await stillServing();
  });

  it('sends the caching rule: hashed assets kept a year, everything else revalidated', async () => {
    expect((await get(server, '/assets/app-1.js')).headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect((await get(server, '/assets/none.js')).headers['cache-control']).toBe(CACHE_REVALIDATE);
    expect((await get(server, '/about')).headers['cache-control']).toBe(CACHE_REVALIDATE);
    expect((await get(server, '/nowhere')).headers['cache-control']).toBe(CACHE_REVALIDATE);
  });
});

describe("npm start's server", () => {
  it('compresses a page once and sends that copy again, until the page changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-serve-'));
    const page = (word: string) =>
      `<!doctype html><title>${word}</title>${`<p>${word} keeps the books of Bangalore firms.</p>`.repeat(100)}`;
    writeFileSync(join(dir, 'index.html'), page('first'));
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>missing</title>');
    const server = await startServer(0, dir);
    try {
      const first = await get(server, '/', { 'Accept-Encoding': 'br' });
      const again = await get(server, '/', { 'Accept-Encoding': 'br' });
      expect(brotliDecompressSync(first.body).toString()).toBe(page('first'));
      // The ETag names the file sent: the same one means the same compressed copy, not a second compression.
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.body.equals(first.body)).toBe(true);
      writeFileSync(join(dir, 'index.html'), page('second'));
      const changed = await get(server, '/', { 'Accept-Encoding': 'br' });
      expect(brotliDecompressSync(changed.body).toString()).toBe(page('second'));
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serves a page folder before a not-found file of the same name (blog article 404 beside the blog's 404.html)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-serve-'));
    mkdirSync(join(dir, 'resources/blog/404'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>missing</title>');
    writeFileSync(join(dir, 'resources/blog/404.html'), '<!doctype html><title>no such article</title>');
    writeFileSync(join(dir, 'resources/blog/404/index.html'), '<!doctype html><title>article 404</title>');
    const server = await startServer(0, dir);
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      for (const path of ['/resources/blog/404', '/resources/blog/404/', '/resources/blog/404?x=1']) {
        const res = await fetch(base + path);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toContain('article 404');
      }
      const missing = await fetch(`${base}/resources/blog/405`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('no such article');
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers an unknown address under another language's prefix with that language's not-found page", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-serve-'));
    mkdirSync(join(dir, 'kn/about'), { recursive: true });
    writeFileSync(join(dir, '404.html'), '<!doctype html><html lang="en"><title>missing</title>');
    writeFileSync(join(dir, 'kn/404.html'), '<!doctype html><html lang="kn"><title>ಪುಟ ಸಿಗಲಿಲ್ಲ</title>');
    writeFileSync(join(dir, 'kn/about/index.html'), '<!doctype html><html lang="kn"><title>ನಮ್ಮ ಬಗ್ಗೆ</title>');
    const server = await startServer(0, dir);
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      expect((await fetch(`${base}/kn/about`)).status).toBe(200);
      for (const path of ['/kn/no-such-page', '/kn/about/more', '/kn/x/y/z']) {
        const res = await fetch(base + path);
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).toContain('<html lang="kn">');
      }
      expect(await (await fetch(`${base}/knx/a`)).text()).toContain('<html lang="en">');
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compresses pages as it sends them, and sends a precompressed copy as it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-serve-'));
    mkdirSync(join(dir, 'about'), { recursive: true });
    mkdirSync(join(dir, 'assets'), { recursive: true });
    const page = `<!doctype html><title>about</title>${'<p>We keep the books of Bangalore firms.</p>'.repeat(200)}`;
    writeFileSync(join(dir, 'about/index.html'), page);
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>missing</title>');
    const script = `export const x = "${'a'.repeat(4000)}";`;
    writeFileSync(join(dir, 'assets/app.js'), script);
    const precompressed = brotliCompressSync(script);
    writeFileSync(join(dir, 'assets/app.js.br'), precompressed);
    const server = await startServer(0, dir);
    // fetch() decodes bodies; a raw request shows the bytes and headers as sent.
    const get = (path: string, encoding: string) =>
      new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
        const req = request(
          {
            port: (server.address() as { port: number }).port,
            host: '127.0.0.1',
            path,
            headers: { 'Accept-Encoding': encoding },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                encoding: res.headers['content-encoding'],
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      const br = await get('/about', 'br, gzip');
      expect(br.status).toBe(200);
      expect(br.encoding).toBe('br');
      expect(br.body.length).toBeLessThan(page.length / 5);
      const gz = await get('/about', 'gzip');
      expect(gz.encoding).toBe('gzip');
      const plain = await get('/about', 'identity');
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
      const asset = await get('/assets/app.js', 'br, gzip');
      expect(asset.encoding).toBe('br');
      expect(asset.body.equals(precompressed)).toBe(true);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm start's server and pictures", () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

  /** A folder with a page, an SVG and a not-found page, with the build's _headers or none. */
  async function serveFolder(headers: string | undefined, check: (server: Server) => Promise<void>) {
    const dir = mkdtempSync(join(tmpdir(), 'site-pictures-'));
    mkdirSync(join(dir, 'images'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>missing</title>');
    writeFileSync(join(dir, 'images/logo.svg'), svg);
    if (headers !== undefined) writeFileSync(join(dir, '_headers'), headers);
    const server = await startServer(0, dir);
    try {
      await check(server);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("answers an SVG with nosniff and its own policy besides the site's, and a page with nosniff", async () => {
    const text = headersFile(loadManifest(join(import.meta.dirname, '..', '..', '..')));
    await serveFolder(text, async (server) => {
      const picture = await get(server, '/images/logo.svg');
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(picture.headers['x-content-type-options']).toBe('nosniff');
      const csp = String(picture.headers['content-security-policy']);
      expect(csp.endsWith(`, ${SVG_CONTENT_SECURITY_POLICY}`)).toBe(true);
      expect(csp.startsWith("default-src 'self'")).toBe(true);
      const page = await get(server, '/');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['content-security-policy']).not.toContain('sandbox');
    });
  });

  it('sends them without a _headers file too, and on a HEAD, a 404 and a 405', async () => {
    await serveFolder(undefined, async (server) => {
      for (const [path, method, status] of [
        ['/images/logo.svg', 'GET', 200],
        ['/images/logo.svg', 'HEAD', 200],
        ['/images/LOGO.SVG', 'GET', 404],
        ['/images/logo.svg', 'POST', 405],
      ] as const) {
        const res = await get(server, path, {}, method);
        expect(res.status, `${method} ${path}`).toBe(status);
        expect(res.headers['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
        expect(res.headers['content-security-policy'], `${method} ${path}`).toBe(SVG_CONTENT_SECURITY_POLICY);
      }
      const page = await get(server, '/');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['content-security-policy']).toBeUndefined();
    });
  });
});

describe('request paths and encodings', () => {
  it('resolves dot segments and repeated slashes as nginx does, and refuses what climbs above the folder', () => {
    const cases: [string, string | undefined][] = [
      ['/', '/'],
      ['/about', '/about'],
      ['/about/', '/about/'],
      ['//about', '/about'],
      ['/a/./b', '/a/b'],
      ['/a/../about', '/about'],
      ['/about/.', '/about/'],
      ['/a/..', '/'],
      ['/x?y=/../..', '/x'],
      ['/caf%C3%A9', '/café'],
      ['http://example.com/x/y?z', '/x/y'],
      ['/../x', undefined],
      ['/..%2fx', undefined],
      ['/%2e%2e/x', undefined],
      ['/a/../../x', undefined],
      ['/a%00', undefined],
      ['/%E0%A4%A', undefined],
      ['*', undefined],
    ];
    for (const [target, path] of cases) expect(normalisePath(target), target).toBe(path);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, *;q=0')).toBeUndefined();
  });
});
