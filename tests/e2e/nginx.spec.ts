/**
 * The generated nginx configuration (dist/_deploy/nginx.conf, run by nginx-site.ts) serves the built site as
 * `npm start` does: for every built route, page data file, bundle and site file, and for hostile paths, the same
 * status, security headers, Cache-Control, compression, media type and (decoded) body. Raw requests, so the
 * bytes and headers are compared as sent.
 */
import { test, expect } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { builtPaths } from './helpers';
import { urls } from './ports';

const dist = process.env.SITE_DIST ?? join(import.meta.dirname, '..', '..', 'dist');
const SAME = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cache-control',
  'content-encoding',
  'allow',
];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(base: string, path: string, method = 'GET') {
  const { hostname, port } = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: hostname, port, path, method, headers: { 'Accept-Encoding': 'gzip', Connection: 'close' } },
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

/** The media type, with the two names of JavaScript (nginx's mime.types says application/javascript) as one. */
const mediaType = (a: Answer) =>
  String(a.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .replace('application/javascript', 'text/javascript');
const decoded = (a: Answer) => (a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body);

async function compare(path: string, opts: { method?: string; body?: boolean } = {}) {
  const [node, nginx] = await Promise.all([get(urls.site, path, opts.method), get(urls.nginx, path, opts.method)]);
  const label = `${opts.method ?? 'GET'} ${path.slice(0, 60)}`;
  expect(nginx.status, label).toBe(node.status);
  for (const name of SAME) expect(nginx.headers[name], `${label} ${name}`).toEqual(node.headers[name]);
  if (opts.body === false) return node;
  expect(mediaType(nginx), label).toBe(mediaType(node));
  expect(decoded(nginx).equals(decoded(node)), `${label} body`).toBe(true);
  return node;
}

const files = (folder: string) =>
  readdirSync(join(dist, folder))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .map((f) => `/${folder}/${f}`);

test.describe('nginx with the generated configuration answers as npm start', () => {
  test('every built route, with and without a trailing slash', async () => {
    const paths = builtPaths();
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const page = await compare(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-encoding'], path).toBe('gzip');
      if (path !== '/') await compare(`${path}/`);
    }
  });

  test('page data, bundles and site files: caching, compression and bytes', async () => {
    const bundles = files('assets');
    for (const path of [
      ...files('_data'),
      ...bundles,
      '/sitemap.xml',
      '/robots.txt',
      '/icons.svg',
      '/favicon.svg',
      '/404.html',
      '/index.html',
    ])
      await compare(path);
    const bundle = await compare(bundles.find((b) => b.endsWith('.js'))!);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers['content-encoding']).toBe('gzip');
    expect((await compare('/_data/index.json')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  test('SVG files carry nosniff and a policy of their own that forbids scripts; pages carry nosniff', async () => {
    const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    for (const path of ['/favicon.svg', '/icons.svg', '/images/logo.svg', '/images/flags/in.svg']) {
      const res = await compare(path);
      expect(res.status, path).toBe(200);
      expect(mediaType(res), path).toBe('image/svg+xml');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      // Two Content-Security-Policy headers from nginx, read as one joined by ", ": the site's, then the SVG's.
      const policies = String(res.headers['content-security-policy']).split(', ');
      expect(policies.at(-1), path).toBe(svgPolicy);
      expect(policies[0], path).toContain("default-src 'self'");
    }
    for (const path of ['/', '/about', '/sitemap.xml']) {
      const res = await compare(path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(String(res.headers['content-security-policy']), path).not.toContain('sandbox');
    }
  });

  test('unknown paths get the nearest not-found page with status 404', async () => {
    for (const path of [
      '/nowhere',
      '/about/nowhere',
      '/resources/blog/99999',
      '/resources/blog/99999/',
      '/resources/blog/a/b',
      '/assets/missing.js',
      '/assets',
      '/assets/',
      '/_data',
      '/images/',
      `/${'a'.repeat(300)}`,
      `/${'a/'.repeat(1500)}`,
    ]) {
      const res = await compare(path);
      expect(res.status, path).toBe(404);
    }
    expect(decoded(await compare('/resources/blog/99999')).toString()).toContain('<title');
  });

  test('dot files, host configuration and paths outside the site are never served', async () => {
    for (const path of [
      '/.env',
      '/.git/config',
      '/resources/.htaccess',
      '/_headers',
      '/_redirects',
      '/_deploy/nginx.conf',
      '/_deploy/',
      '/about/../_headers',
    ]) {
      expect((await compare(path)).status, path).toBe(404);
    }
    for (const path of [
      '/../package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/about/../../package.json',
      '/a%00b',
    ]) {
      expect((await compare(path, { body: false })).status, path).toBe(400);
    }
    expect((await compare(`/${'a'.repeat(9000)}`, { body: false })).status).toBe(414);
  });

  test('methods other than GET and HEAD get 405 with Allow; HEAD gets the headers of GET', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
      expect((await compare('/', { method, body: false })).status, method).toBe(405);
    const head = await compare('/about', { method: 'HEAD', body: false });
    expect(head.status).toBe(200);
  });
});
