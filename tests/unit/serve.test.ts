import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
