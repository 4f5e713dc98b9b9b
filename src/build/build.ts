/**
 * `npm run build [-- --content <dir>] [--out <dir>]`: the content (pages/, schema/, public/ of this or another root)
 * → the site in dist/ or another folder, written to a temporary folder that replaces it at the end (steps:
 * docs/architecture.md §5). The engine, icon sets and zopfli are imported late, so the Vite child starts sooner.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteManifest } from '../content/manifest.js';
import { filesUnder } from '../content/files.js';
import { collectionRoutes, scriptJson } from '../contract/pageData.js';
import { projectRoot, distDir } from './paths.js';
import type { ViteManifest } from './assets.js';
import { planJobs } from './plan.js';
import { prerenderAll, WORKER_NAME } from './pool.js';
import type { ViteBuildOptions } from './vite.js';

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const out = arg('--out') ?? distDir;
const contentRoot = arg('--content') ? resolve(arg('--content')!) : projectRoot;
// The Vite child beside this script, in the same form (.ts from the source, .mjs in the launcher's bundle).
const self = fileURLToPath(import.meta.url);
const viteChild = join(dirname(self), `vite${extname(self)}`);

/** The content's manifest, or undefined when the content has mistakes (printed here). */
async function validate(seconds: () => string): Promise<SiteManifest | undefined> {
  const [{ loadContent, hasErrors }, { buildManifest }, { formatProblem, summary }] = await Promise.all([
    import('../content/load.js'),
    import('../content/manifest.js'),
    import('../content/format.js'),
  ]);
  const content = loadContent(contentRoot);
  const errors = content.problems.filter((p) => p.severity === 'error');
  for (const p of errors) console.error(`${formatProblem(p, content.texts.get(p.file))}\n`);
  if (hasErrors(content)) {
    console.error(
      `${summary(content.problems)}\nThe build stopped before writing anything. Fix the problems above (npm run validate lists them too).`,
    );
    return undefined;
  }
  const warnings = content.problems.length - errors.length;
  console.log(
    `validated ${content.pages.length} pages (${seconds()} s)${warnings ? ` (${warnings} warnings: npm run validate shows them)` : ''}`,
  );
  const manifest = buildManifest(content);
  // Configuration for test and staging builds: send the contact form to another e-mail service address.
  const origin = process.env.SITE_CONTACT_FORM_ORIGIN;
  if (origin) manifest.site.site.contactForm.origin = origin;
  return manifest;
}

/** The Vite builds in a child process: `serverBuilt` resolves once the server bundle is written, `done` once both are. */
function startViteBuilds(
  file: string,
  opts: ViteBuildOptions,
): { child: ChildProcess; serverBuilt: Promise<void>; done: Promise<void> } {
  // Bundles are always production ones, whatever NODE_ENV the build was started with (vitest sets "test").
  const child = fork(file, [JSON.stringify(opts)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const done = once(child, 'exit').then(([code, signal]) => {
    if (code !== 0)
      throw new Error(`the client and server builds failed (${String(signal ?? `exit ${code}`)}); see above`);
  });
  // The child's one message says the server bundle is written.
  const serverBuilt = Promise.race([once(child, 'message').then(() => undefined), done]);
  return { child, serverBuilt, done };
}

/** Builds the site; false when the content has mistakes (printed). Temporary folders are removed whatever happens. */
async function buildSite(): Promise<boolean> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
  const tmp = `${out}.tmp-${process.pid}`;
  // The client build's own folder beside the output: pages are written to the output while it is being built.
  const clientOut = `${out}.client-${process.pid}`;
  // The server bundle imports react from node_modules, so it lives under the project.
  mkdirSync(join(projectRoot, 'node_modules/.cache'), { recursive: true });
  const serverOut = mkdtempSync(join(projectRoot, 'node_modules/.cache/site-server-'));
  const vite = startViteBuilds(viteChild, { projectRoot, contentRoot, out: clientOut, serverOut });
  try {
    const manifest = await validate(seconds);
    if (!manifest) return false;
    const client = vite.done.then(() => {
      console.log(`client and server built (${seconds()} s)`);
      return JSON.parse(readFileSync(join(clientOut, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    });
    client.catch(() => undefined); // reported where it is awaited
    // The pictures' variants are made from now on, where the cache lacks them (an unchanged site makes none): on a
    // first build they are most of the work. SITE_BUILD_CACHE: another folder for the picture and precompression
    // caches (the benchmark's cold builds).
    const cacheRoot = process.env.SITE_BUILD_CACHE;
    const pictures = await import('../content/images/variants.js');
    const pictureCache = cacheRoot ? join(cacheRoot, 'site-images') : pictures.defaultCacheDir(projectRoot);
    const picturesMade = pictures.makeVariants(manifest.pictures.values(), pictureCache);
    picturesMade.catch(() => undefined); // reported where it is awaited
    cpSync(join(contentRoot, 'public'), tmp, { recursive: true, dereference: true });
    const publicFiles = filesUnder(tmp).map((file) => join(tmp, file));
    const pages = new Map([...manifest.pages].map(([key, data]) => [key, scriptJson(data)]));
    await vite.serverBuilt;
    const rendering = prerenderAll({
      site: manifest.site,
      collections: collectionRoutes(manifest.routes),
      jobs: planJobs(manifest),
      pages,
      viteManifest: client,
      serverEntry: join(serverOut, 'render.js'),
      workerEntry: join(serverOut, `${WORKER_NAME}.js`),
      outDir: tmp,
    });
    rendering.catch(() => undefined); // reported where it is awaited
    const [{ writeSiteFiles }, { precompressFiles }] = await Promise.all([
      import('./siteFiles.js'),
      import('./compress.js'),
    ]);
    writeSiteFiles(manifest, tmp, contentRoot);
    // The client's files join the output (its manifest, .vite/, stays behind); they and public/ are precompressed
    // while the pictures are made.
    const precompressed = client.then(() => {
      rmSync(join(clientOut, '.vite'), { recursive: true });
      const fromCode = [...publicFiles, ...filesUnder(clientOut).map((file) => join(tmp, file))];
      cpSync(clientOut, tmp, { recursive: true });
      return precompressFiles(fromCode, join(cacheRoot ?? join(projectRoot, 'node_modules/.cache'), 'precompress'));
    });
    precompressed.catch(() => undefined); // reported where it is awaited
    const { made } = await picturesMade;
    const written = pictures.writeVariants(manifest.pictures.values(), pictureCache, tmp);
    console.log(`pictures: ${written} variants of ${manifest.pictures.size} pictures, ${made} made (${seconds()} s)`);
    const [threads] = await Promise.all([rendering, precompressed]);
    console.log(`prerendered (${seconds()} s; ${threads} thread${threads > 1 ? 's' : ''})`);
    // The site search's index, from the pages just written; SITE_SEARCH=off leaves it out.
    if (process.env.SITE_SEARCH !== 'off') {
      const indexed = await (await import('./searchIndex.js')).indexSite(tmp);
      console.log(`indexed for search (${seconds()} s; ${indexed.pages} pages, ${indexed.records} catalogue details)`);
    }
    // The new site takes the old one's place at once; the old one (thousands of files) is deleted afterwards.
    const old = `${out}.old-${process.pid}`;
    if (existsSync(out)) renameSync(out, old);
    renameSync(tmp, out);
    console.log(`prerendered ${manifest.paths.length} pages into ${out === distDir ? 'dist/' : out} in ${seconds()} s`);
    rmSync(old, { recursive: true, force: true });
    return true;
  } finally {
    if (vite.child.exitCode === null) vite.child.kill('SIGKILL');
    for (const dir of [tmp, clientOut, serverOut]) rmSync(dir, { recursive: true, force: true });
  }
}

buildSite().then(
  (ok) => process.exit(ok ? 0 : 1),
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  },
);
