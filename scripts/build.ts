/**
 * `npm run build`: validate → client build → server build → prerender, into dist/.
 * Everything is written to a temporary folder first and moved into place at the end, so a failure at any
 * step (a content mistake above all) leaves no partial dist/ behind.
 */
import { build } from 'vite';
import { mkdirSync, rmSync, writeFileSync, readFileSync, renameSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzip as gzipCb, brotliCompress as brotliCompressCb, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadContent, hasErrors } from '../src/engine/load.js';
import { buildManifest, type SiteManifest } from '../src/engine/manifest.js';
import { formatProblem, summary } from '../src/engine/format.js';
import { sitePlugin, collapseHead } from '../src/engine/vitePlugin.js';
import { stableStyledIds } from '../src/engine/stableStyledIds.js';
import { dataKeyOf } from '../src/runtime/contract.js';
import { iconSprite, allIconNames } from '../src/engine/icons.js';
import { BUILTIN_ICONS } from '../src/layout/layoutIcons.js';
import type { RenderInput } from '../src/entry-server.js';
import { projectRoot, distDir } from './paths.js';
import react from '@vitejs/plugin-react';

type Render = (input: RenderInput) => Promise<{ status: number; html: string }>;
interface ViteManifestEntry { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(2);

function validate(): SiteManifest {
  const content = loadContent(projectRoot);
  const errors = content.problems.filter((p) => p.severity === 'error');
  for (const p of errors) console.error(formatProblem(p, content.texts.get(p.file)) + '\n');
  if (hasErrors(content)) {
    console.error(`${summary(content.problems)}\nThe build stopped before writing anything. Fix the problems above (npm run validate lists them too).`);
    process.exit(1);
  }
  const warnings = content.problems.length - errors.length;
  console.log(`validated ${content.pages.length} pages${warnings ? ` (${warnings} warnings: npm run validate shows them)` : ''}`);
  const manifest = buildManifest(content);
  // Configuration for test and staging builds: send the contact form to another e-mail service address.
  const origin = process.env.SITE_CONTACT_FORM_ORIGIN;
  if (origin) manifest.site.site.contactForm.origin = origin;
  return manifest;
}

async function viteBuilds(manifest: SiteManifest, out: string, serverOut: string) {
  const common = { root: projectRoot, configFile: false as const, logLevel: 'warn' as const, plugins: [react(), stableStyledIds(projectRoot), sitePlugin({ root: projectRoot, manifest })] };
  await build({ ...common, build: { outDir: out, emptyOutDir: true, manifest: true, target: 'es2022', rollupOptions: { input: join(projectRoot, 'src/entry-client.tsx') } } });
  await build({ ...common, ssr: { noExternal: ['styled-components'] }, build: { outDir: serverOut, emptyOutDir: true, ssr: join(projectRoot, 'src/entry-server.tsx'), target: 'node20' } });
}

/** The chunks a module needs (its own file and static imports), for modulepreload links. */
function chunkFiles(vm: Record<string, ViteManifestEntry>, key: string, seen = new Set<string>()): string[] {
  const entry = vm[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunkFiles(vm, k, seen))];
}

function write(file: string, data: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

async function prerender(manifest: SiteManifest, out: string, serverOut: string) {
  const vm = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestEntry>;
  const entryKey = 'src/entry-client.tsx';
  const entryFile = `/${vm[entryKey].file}`;
  const shared = chunkFiles(vm, entryKey).slice(1).map((f) => `/${f}`);
  const blockChunks = (types: string[]) => types.flatMap((t) => {
    const key = Object.keys(vm).find((k) => k.startsWith('src/blocks/') && k.split('/')[2].toLowerCase() === t.toLowerCase());
    return key ? chunkFiles(vm, key).map((f) => `/${f}`) : [];
  });
  const { render } = (await import(pathToFileURL(join(serverOut, 'entry-server.js')).href)) as { render: Render };
  const page = (k: string) => manifest.pages.get(k);
  const renderPath = async (url: string, blocks: string[], expected: number) => {
    const preloads = [...new Set([...shared, ...blockChunks(blocks)])];
    const { status, html } = await render({ url, routes: manifest.routes, site: manifest.site, page, assets: { scripts: [{ attrs: { type: 'module', src: entryFile } }], preloads } });
    if (status !== expected) throw new Error(`prerender: ${url} answered ${status}, expected ${expected}`);
    return collapseHead(html);
  };

  for (const path of manifest.paths) {
    const record = manifest.routes.find((r) => r.path === path);
    const data = manifest.pages.get(dataKeyOf(path)) ?? (record && manifest.pages.get(record.dataKey));
    const html = await renderPath(path, data?.blocks ?? [], 200);
    write(join(out, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), html);
  }
  for (const [key, data] of manifest.pages) write(join(out, '_data', `${key}.json`), JSON.stringify(data));

  // Not-found pages: one for the site, one per collection (served for unknown items under it).
  const marker = (path: string) => `<meta name="rendered-path" content="${path}"/>`;
  write(join(out, '404.html'), (await renderPath('/404', [], 404)).replace('</head>', `${marker('/404')}</head>`));
  for (const r of manifest.routes.filter((x) => x.path.endsWith('/$id'))) {
    const at = `${r.path.slice(0, -4)}/404`;
    write(join(out, r.path.slice(1, -4), '404.html'), (await renderPath(at, [], 404)).replace('</head>', `${marker(at)}</head>`));
  }

  write(join(out, '_paths.json'), JSON.stringify(manifest.paths));
  write(join(out, 'icons.svg'), iconSprite(allIconNames(projectRoot, BUILTIN_ICONS)));
  const siteUrl = manifest.site.site.seo.siteUrl;
  write(join(out, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${manifest.sitemap.map((u) => `  <url><loc>${u}</loc></url>`).join('\n')}\n</urlset>\n`);
  write(join(out, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return textFiles(full);
    return /\.(html|js|css|json|svg|xml|txt)$/.test(name) && statSync(full).size >= 512 ? [full] : [];
  });
}

/**
 * Writes .gz and .br beside every text file, so the server sends them compressed without work per request.
 * Hashed assets get brotli's best (slow) level once; pages a fast level that is nearly as small. The work runs
 * on zlib's thread pool, so it uses every core.
 */
async function precompress(dir: string) {
  const gzip = promisify(gzipCb);
  const brotli = promisify(brotliCompressCb);
  await Promise.all(textFiles(dir).map(async (file) => {
    const buf = readFileSync(file);
    const quality = file.includes(`${join(dir, 'assets')}`) ? 11 : 9;
    const [gz, br] = await Promise.all([gzip(buf, { level: 9 }), brotli(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })]);
    writeFileSync(`${file}.gz`, gz);
    writeFileSync(`${file}.br`, br);
  }));
}

/** `--out <dir>` builds somewhere other than dist/ (the contact-form tests build a copy aimed at a fake service). */
function outDir(): string {
  const i = process.argv.indexOf('--out');
  return i > 0 ? process.argv[i + 1] : distDir;
}

async function main() {
  const manifest = validate();
  const out = outDir();
  const tmp = `${out}.tmp-${process.pid}`;
  const serverOut = join(projectRoot, 'node_modules/.cache/site-server');
  rmSync(tmp, { recursive: true, force: true });
  await viteBuilds(manifest, tmp, serverOut);
  console.log(`client and server built (${seconds()} s)`);
  await prerender(manifest, tmp, serverOut);
  console.log(`prerendered (${seconds()} s)`);
  rmSync(join(tmp, '.vite'), { recursive: true, force: true });
  await precompress(tmp);
  if (existsSync(out)) rmSync(out, { recursive: true, force: true });
  renameSync(tmp, out);
  console.log(`prerendered ${manifest.paths.length} pages into ${out === distDir ? 'dist/' : out} in ${seconds()} s`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack ?? e.message : e);
  rmSync(`${outDir()}.tmp-${process.pid}`, { recursive: true, force: true });
  process.exit(1);
});
