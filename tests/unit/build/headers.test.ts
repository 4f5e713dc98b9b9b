import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadManifest } from '../../../src/dev/sitePlugin';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControl,
  contentSecurityPolicy,
  EMAIL_API_ORIGIN,
  frameOrigins,
  headersFile,
  headersFor,
  parseHeadersFile,
  redirectsFile,
} from '../../../src/build/headers';
import { nginxConf, nginxString } from '../../../src/build/nginxConf';
import { fileFacts } from '../../../src/content/fileFacts';
import { parseYamlFile } from '../../../src/content/yamlFile';
import { startServer } from '../../../src/server/serve';
import { writeSiteFiles } from '../../../src/build/siteFiles';
import { readFileSync } from 'node:fs';
import { SVG_CONTENT_SECURITY_POLICY, withPictureHeaders } from '../../../src/common/pictureHeaders';

const root = join(import.meta.dirname, '..', '..', '..');
const manifest = loadManifest(root);

describe('security headers', () => {
  it('allow only the site itself, the map frames of the content and the e-mail API', () => {
    const csp = contentSecurityPolicy(manifest);
    const map = [...manifest.pages.values()].flatMap(
      (p) => JSON.stringify(p.sections).match(/"embedUrl":"(https:\/\/[^/"]+)/)?.[1] ?? [],
    );
    expect(map.length).toBeGreaterThan(0);
    expect(frameOrigins(manifest)).toEqual([...new Set(map)].sort());
    expect(csp).toContain(`frame-src ${frameOrigins(manifest).join(' ')}`);
    expect(csp).toContain(`connect-src 'self' ${manifest.site.site.contactForm.origin ?? EMAIL_API_ORIGIN}`);
    // WebAssembly only (the site search, Pagefind): no inline scripts and no eval of JavaScript.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('find map frames at any depth of a page, in lists too, once each and only http(s) ones', () => {
    const sections = [
      { type: 'map', embedUrl: 'https://maps.example.com/embed?q=1' },
      { type: 'tabs', items: [{ body: [{ deep: { embedUrl: 'https://video.example.org/x' } }] }] },
      { type: 'map', embedUrl: 'https://maps.example.com/other' },
      { type: 'bad', embedUrl: 'javascript:alert(1)', more: { embedUrl: 42 } },
    ];
    const page = { route: '/x', meta: { title: 'X', description: 'A page.' }, sections };
    const { source } = parseYamlFile('pages/x.yaml', JSON.stringify(page));
    const { embeds } = fileFacts('page', source!, page, []);
    expect(frameOrigins({ embeds })).toEqual(['https://maps.example.com', 'https://video.example.org']);
  });

  it('round-trip through the _headers file, by path', () => {
    const rules = parseHeadersFile(headersFile(manifest));
    const page = headersFor(rules, '/about');
    expect(page['Content-Security-Policy']).toBe(contentSecurityPolicy(manifest));
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/assets/app-1.js')['Cache-Control']).toContain('immutable');
  });

  it("give SVG files a policy of their own that forbids scripts, besides the site's, and nosniff everywhere", () => {
    expect(SVG_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const text = headersFile(manifest);
    expect(text).toContain(`/*.svg\n  Content-Security-Policy: ${SVG_CONTENT_SECURITY_POLICY}\n`);
    const rules = parseHeadersFile(text);
    // Cloudflare Pages joins one header of several matching rules with ", ": for a CSP, both policies apply.
    for (const path of ['/favicon.svg', '/images/flags/in.svg', '/icons.svg']) {
      const svg = headersFor(rules, path);
      expect(svg['Content-Security-Policy'], path).toBe(
        `${contentSecurityPolicy(manifest)}, ${SVG_CONTENT_SECURITY_POLICY}`,
      );
      expect(svg['X-Content-Type-Options'], path).toBe('nosniff');
    }
    for (const path of ['/about', '/images/office.jpg', '/assets/app-1.js', '/svg', '/a.svg.html']) {
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe(contentSecurityPolicy(manifest));
      expect(headersFor(rules, path)['X-Content-Type-Options'], path).toBe('nosniff');
    }
  });

  it('are completed for pictures wherever they are sent: nosniff always, the SVG policy once, on any case of .svg', () => {
    expect(withPictureHeaders({}, '/about')).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    expect(withPictureHeaders({}, '/Logo.SVG?v=2')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': SVG_CONTENT_SECURITY_POLICY,
    });
    const site = { 'Content-Security-Policy': "default-src 'self'" };
    expect(withPictureHeaders(site, '/a.svg')['Content-Security-Policy']).toBe(
      `default-src 'self', ${SVG_CONTENT_SECURITY_POLICY}`,
    );
    const both = headersFor(parseHeadersFile(headersFile(manifest)), '/a.svg');
    expect(withPictureHeaders(both, '/a.svg')).toEqual(both);
  });

  it('send unknown collection items to the collection 404 on Netlify-style hosts', () => {
    expect(redirectsFile(['/resources/blog'])).toBe(
      '/resources/blog/*  /resources/blog/404.html  404\n/*  /404.html  404\n',
    );
  });

  it("are sent by npm start's server on pages and on 404s", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-headers-'));
    writeFileSync(join(dir, '_headers'), headersFile(manifest));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>missing</title>');
    const server = await startServer(0, dir);
    try {
      const address = server.address() as { port: number };
      for (const [path, status] of [
        ['/', 200],
        ['/nowhere', 404],
      ] as const) {
        const res = await fetch(`http://127.0.0.1:${address.port}${path}`);
        expect(res.status).toBe(status);
        expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(manifest));
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the nginx configuration', () => {
  const conf = nginxConf(manifest, ['/resources/blog']);
  const server = conf.slice(conf.indexOf('server {'));

  it('sends every security header of _headers on every response, from the server level only', () => {
    const [, everywhere] = parseHeadersFile(headersFile(manifest)).find(([p]) => p === '/*')!;
    for (const [name, value] of Object.entries(everywhere))
      expect(server).toContain(`add_header ${name} "${value}" always;`);
    // A location with an add_header of its own would drop all of these there.
    const locations = server.split('\n').filter((l) => /^\s+location /.test(l));
    expect(locations.length).toBeGreaterThan(3);
    expect(server.slice(server.indexOf('\n    location'))).not.toContain('add_header');
  });

  it('adds the SVG policy to SVG files (any case), by a map, as a second Content-Security-Policy header', () => {
    expect(conf).toContain(
      `map $uri $site_svg_csp {\n    ~*\\.svg$ "${SVG_CONTENT_SECURITY_POLICY}";\n    default "";\n}`,
    );
    expect(server).toContain('add_header Content-Security-Policy $site_svg_csp always;');
    expect(server.indexOf('add_header Content-Security-Policy $site_svg_csp')).toBeLessThan(
      server.indexOf('\n    location'),
    );
    expect(server).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('has the caching rule of _headers and npm start', () => {
    expect(conf).toContain(`~^/assets/ "${CACHE_IMMUTABLE}";`);
    expect(conf).toContain(`default "${CACHE_REVALIDATE}";`);
    expect(headersFor(parseHeadersFile(headersFile(manifest)), '/assets/x-1.js')['Cache-Control']).toBe(
      CACHE_IMMUTABLE,
    );
    expect(cacheControl('/assets/x-1.js')).toBe(CACHE_IMMUTABLE);
    expect(cacheControl('/about')).toBe(CACHE_REVALIDATE);
    expect(cacheControl('/_data/about.json')).toBe(CACHE_REVALIDATE);
    expect(headersFile(manifest)).toContain(
      `# Every other path keeps the host's default Cache-Control: ${CACHE_REVALIDATE}`,
    );
  });

  it('gives each collection its not-found page, hides host files, lists no folders and sends precompressed files', () => {
    expect(conf).toMatch(/location \/resources\/blog\/ \{\n\s+error_page 404 \/resources\/blog\/404\.html;/);
    expect(server).toContain('error_page 404 /404.html;');
    for (const hidden of [
      'location = /_headers',
      'location = /_redirects',
      'location ^~ /_deploy/',
      'location ~ (^|/)\\.',
    ])
      expect(server).toContain(hidden);
    expect(server).toContain('location ^~ /.well-known/acme-challenge/ { try_files $uri =404; }');
    expect(server).toContain('autoindex off;');
    expect(server).toContain('gzip_static on;');
    expect(server).toContain('if ($request_method !~ ^(GET|HEAD)$) { return 405; }');
  });

  it('quotes header values, and refuses one nginx would read as a variable', () => {
    expect(nginxString(`a "b" \\ c`)).toBe(`"a \\"b\\" \\\\ c"`);
    expect(() => nginxString("default-src 'self' https://x.example/$uri")).toThrow(/nginx would read as a variable/);
  });
});

describe("the hosts' not-found pages per language", () => {
  it("send an unknown address under another language's prefix to that language's 404 page (_redirects, nginx)", () => {
    expect(manifest.languages?.map((l) => l.code)).toEqual(['en', 'kn', 'hi']);
    const dir = mkdtempSync(join(tmpdir(), 'site-files-'));
    try {
      writeSiteFiles(manifest, dir, root);
      const redirects = readFileSync(join(dir, '_redirects'), 'utf8');
      for (const code of ['kn', 'hi']) expect(redirects).toContain(`/${code}/*  /${code}/404.html  404\n`);
      // The site's own rule, for every other address, comes last (the first rule that matches applies).
      expect(redirects.endsWith('/*  /404.html  404\n')).toBe(true);
      const conf = readFileSync(join(dir, '_deploy/nginx.conf'), 'utf8');
      for (const code of ['kn', 'hi'])
        expect(conf).toMatch(new RegExp(`location /${code}/ \\{\\n\\s+error_page 404 /${code}/404\\.html;`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
