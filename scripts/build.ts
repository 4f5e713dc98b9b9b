/**
 * `npm run build`: validate (beside the client and server builds) → prerender, into dist/. Run as bundled
 * JavaScript by scripts/launch.mjs (or from the source through tsx). Everything is written to a temporary
 * folder first and moved into place at the end, so a failure at any step (a content mistake above all) leaves
 * no partial dist/ behind. The server bundle goes to a folder of its own per build (removed at the end), so
 * builds running side by side do not overwrite each other's. The client and server builds run in a child
 * process while the content is validated (they do not read the pages), or come from a cache when the code has
 * not changed (scripts/prerender/viteCache.ts). The server bundle is built first, and prerendering starts on
 * worker threads (scripts/prerender/pool.ts) once it and the content are ready, while the client bundle is still
 * being built: pages rendered before it is done are finished with its file names when it is. Meanwhile the main
 * thread writes the site-wide files, moves the client's files into place and precompresses them (cached by
 * content). Pages are not precompressed: the server compresses them as it sends them (scripts/serve.ts).
 *
 * The modules only validation and the last steps use (the engine with its YAML, schema and HTML libraries, the
 * icon sets, zopfli) are imported when needed, not at start: the Vite child starts about 0.2 s sooner, while
 * the machine's second core would otherwise wait.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, rmSync, readFileSync, renameSync, existsSync, readdirSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteManifest } from '../src/engine/manifest.js';
import { collectionRoutes } from '../src/runtime/contract.js';
import { projectRoot, distDir } from './paths.js';
import { planJobs } from './prerender/plan.js';
import { prerenderAll, WORKER_NAME } from './prerender/pool.js';
import { pageTexts, type ShareResult } from './prerender/renderShare.js';
import type { ViteBuildOptions } from './prerender/viteBuilds.js';
import { cacheEnabled, restoreBundles, saveBundles, viteCacheKey } from './prerender/viteCache.js';
import { SERVER_BUILT, type ViteManifest } from './prerender/assets.js';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(2);

/** The content's manifest, or undefined when the content has mistakes (printed here). */
async function validate(): Promise<SiteManifest | undefined> {
  const [{ loadContent, hasErrors }, { buildManifest }, { formatProblem, summary }] = await Promise.all([
    import('../src/engine/load.js'), import('../src/engine/manifest.js'), import('../src/engine/format.js'),
  ]);
  const content = loadContent(contentRoot);
  const errors = content.problems.filter((p) => p.severity === 'error');
  for (const p of errors) console.error(formatProblem(p, content.texts.get(p.file)) + '\n');
  if (hasErrors(content)) {
    console.error(`${summary(content.problems)}\nThe build stopped before writing anything. Fix the problems above (npm run validate lists them too).`);
    return undefined;
  }
  const warnings = content.problems.length - errors.length;
  console.log(`validated ${content.pages.length} pages (${seconds()} s)${warnings ? ` (${warnings} warnings: npm run validate shows them)` : ''}`);
  const manifest = buildManifest(content);
  // Configuration for test and staging builds: send the contact form to another e-mail service address.
  const origin = process.env.SITE_CONTACT_FORM_ORIGIN;
  if (origin) manifest.site.site.contactForm.origin = origin;
  return manifest;
}

/**
 * The Vite builds in a child process (scripts/prerender/viteChild.ts), which run while the content is validated:
 * `serverBuilt` resolves once the server bundle is written (it is built first), `done` once both are.
 */
function startViteBuilds(opts: ViteBuildOptions): { child: ChildProcess; serverBuilt: Promise<void>; done: Promise<void> } {
  // Bundles are always production ones, whatever NODE_ENV the build was started with (vitest sets "test").
  const child = fork(fileURLToPath(new URL(`./prerender/viteChild${extname(fileURLToPath(import.meta.url))}`, import.meta.url)), [JSON.stringify(opts)], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the client and server builds failed (${signal ?? `exit ${code}`}); see above`))));
  });
  const serverBuilt = new Promise<void>((resolve, reject) => {
    child.on('message', (message) => { if (message === SERVER_BUILT) resolve(); });
    done.then(resolve, reject);
  });
  return { child, serverBuilt, done };
}

/** Every file under `dir` (full paths). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** The client and server bundles of recent code versions (viteCache.ts). */
const VITE_CACHE = join(projectRoot, 'node_modules/.cache/vite-builds');

/** Compressed at the best levels, once per content (node_modules/.cache/precompress): the bundles and public files. */
const PRECOMPRESS_CACHE = join(projectRoot, 'node_modules/.cache/precompress');

/**
 * Moves the client build's files from `from` to the same places under `to`, but its manifest (.vite/, read by
 * the build only); returns where they are now.
 */
function moveClientFiles(from: string, to: string): string[] {
  return filesUnder(from).flatMap((file) => {
    const rel = relative(from, file);
    if (rel.split(/[\\/]/)[0] === '.vite') return [];
    const dest = join(to, rel);
    mkdirSync(dirname(dest), { recursive: true });
    renameSync(file, dest);
    return [dest];
  });
}

/**
 * Renders every page into `out` (HTML and page data). The renderers start with the server bundle, and get the
 * client build's manifest when `client` (the folder the client build wrote) resolves: a page rendered before then
 * is finished with the client's file names when it comes (scripts/prerender/renderShare.ts). Meanwhile the main
 * thread writes the site-wide files, then moves the client's files into place and precompresses them with
 * public/'s (`publicFiles`; the same for every build of the same code, so cached). What is made from the content
 * (pages, page data, site-wide files) is compressed by the server as it sends it. The page data goes to the
 * renderers as JSON text; the manifest's page objects are dropped once the site-wide files are made from them
 * (the security policy allows the frames the pages embed), so memory holds the data once.
 */
async function prerender(manifest: SiteManifest, out: string, serverOut: string, client: Promise<string>, publicFiles: string[]) {
  const jobs = planJobs(manifest);
  const pages = pageTexts(manifest.pages);
  const viteManifest = client.then((dir) => JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as ViteManifest);
  const rendering = prerenderAll({ site: manifest.site, collections: collectionRoutes(manifest.routes), jobs, pages, viteManifest, serverEntry: join(serverOut, 'entry-server.js'), workerEntry: join(serverOut, `${WORKER_NAME}.js`), outDir: out });
  rendering.catch(() => undefined); // its failure is reported below, where it is awaited
  // The site-wide files (their icon sets take 0.2 s to import) are written while the renderers start.
  const [{ writeSiteFiles }, { precompressFiles }] = await Promise.all([import('./prerender/siteFiles.js'), import('./prerender/compress.js')]);
  writeSiteFiles(manifest, out, contentRoot);
  manifest.pages.clear();
  const fromCode = [...publicFiles, ...moveClientFiles(await client, out)];
  const [threads] = await Promise.all([rendering, precompressFiles(fromCode, { cacheDir: PRECOMPRESS_CACHE, limit: 2 })]);
  return threads;
}

/**
 * "2 threads, each: start 0.3 s, render 2.9 s, write 0.5 s; 180 pages rendered before the client bundle was
 * built" (the slowest thread's figures, and the wait for the client bundle after the last page, if any).
 */
function describeThreads(threads: ShareResult[]): string {
  const max = (f: (t: ShareResult) => number) => (Math.max(...threads.map(f)) / 1000).toFixed(1);
  const early = threads.reduce((n, t) => n + t.early, 0);
  const waited = Math.max(...threads.map((t) => t.waitMs)) >= 50 ? `, then waited ${max((t) => t.waitMs)} s for it` : '';
  return `${threads.length} thread${threads.length > 1 ? 's' : ''}${threads.length > 1 ? ', each' : ''}: start ${max((t) => t.startupMs)} s, render ${max((t) => t.renderMs)} s, write ${max((t) => t.writeMs)} s`
    + `${early ? `; ${early} pages rendered before the client bundle was built${waited}` : ''}`;
}

/** `--content <dir>` reads pages/, schema/ and public/ from another root (the benchmark's generated sites). */
const contentRoot = process.argv.includes('--content') ? resolve(process.argv[process.argv.indexOf('--content') + 1]) : projectRoot;

/** `--out <dir>` builds somewhere other than dist/ (the contact-form tests build a copy aimed at a fake service). */
function outDir(): string {
  const i = process.argv.indexOf('--out');
  return i > 0 ? process.argv[i + 1] : distDir;
}

/** This build's temporary folders (the output until it is moved into place, the server bundle) and its child. */
const scratch: string[] = [];
let viteChild: ChildProcess | undefined;

function cleanUp(): void {
  if (viteChild && viteChild.exitCode === null) viteChild.kill('SIGKILL');
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}

async function main() {
  const out = outDir();
  const tmp = `${out}.tmp-${process.pid}`;
  // The client build's own folder, beside the output (its files are moved into the output at the end): pages are
  // written to the output while the client bundle is being built.
  const clientOut = `${out}.client-${process.pid}`;
  for (const dir of [tmp, clientOut]) {
    rmSync(dir, { recursive: true, force: true });
    scratch.push(dir);
  }
  // The server bundle imports react and the router from node_modules, so it lives under the project.
  mkdirSync(join(projectRoot, 'node_modules/.cache'), { recursive: true });
  const serverOut = mkdtempSync(join(projectRoot, 'node_modules/.cache/site-server-'));
  scratch.push(serverOut);
  // The bundles: from the cache when the code is unchanged, else built while the content is validated.
  const key = cacheEnabled() ? viteCacheKey(projectRoot) : undefined;
  const cached = key !== undefined && restoreBundles(VITE_CACHE, key, clientOut, serverOut);
  const vite = cached ? undefined : startViteBuilds({ projectRoot, contentRoot, out: clientOut, serverOut });
  viteChild = vite?.child;
  const manifest = await validate();
  if (!manifest) {
    cleanUp();
    process.exit(1);
  }
  const client = (async () => {
    if (vite) {
      await vite.done;
      // Stored only if no source changed while Vite ran (else the bundles might not be those of `key`).
      if (key !== undefined && viteCacheKey(projectRoot) === key) saveBundles(VITE_CACHE, key, clientOut, serverOut);
    }
    console.log(`client and server built (${seconds()} s${cached ? ', bundles from the cache' : ''})`);
    return clientOut;
  })();
  client.catch(() => undefined); // reported where prerender awaits it
  mkdirSync(tmp, { recursive: true });
  cpSync(join(contentRoot, 'public'), tmp, { recursive: true, dereference: true });
  const publicFiles = filesUnder(tmp);
  // The prerender starts as soon as the server bundle is there; the client bundle may still be being built.
  await vite?.serverBuilt;
  const threads = await prerender(manifest, tmp, serverOut, client, publicFiles);
  console.log(`prerendered (${seconds()} s; ${describeThreads(threads)})`);
  // The site search's index, from the pages just written (scripts/search/indexSite.ts); SITE_SEARCH=off skips it.
  if (process.env.SITE_SEARCH !== 'off') await (await import('./search/indexSite.js')).indexSite(tmp).then((n) => console.log(`indexed for search (${seconds()} s; ${n.pages} pages, ${n.records} catalogue details)`));
  rmSync(serverOut, { recursive: true, force: true });
  rmSync(clientOut, { recursive: true, force: true });
  // The new site takes the old one's place at once; the old one (thousands of files) is deleted afterwards.
  const old = `${out}.old-${process.pid}`;
  if (existsSync(out)) renameSync(out, old);
  renameSync(tmp, out);
  console.log(`prerendered ${manifest.paths.length} pages into ${out === distDir ? 'dist/' : out} in ${seconds()} s`);
  rmSync(old, { recursive: true, force: true });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack ?? e.message : e);
  cleanUp();
  process.exit(1);
});
