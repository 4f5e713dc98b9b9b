import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { request } from 'node:http';
import { startServer } from '../../scripts/serve';

describe("npm start's server", () => {
  it('serves a page folder before a not-found file of the same name (blog article 404 beside the blog\'s 404.html)', async () => {
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
    const get = (path: string, encoding: string) => new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
      const req = request({ port: (server.address() as { port: number }).port, host: '127.0.0.1', path, headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
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
