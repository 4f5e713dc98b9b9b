/**
 * One run of the site's build (`npm run build`, build.ts; or one request to a build server, buildServer.ts): the
 * content (pages/, schema/, public/ of this or another root) → the site in dist/ or another folder, written to a
 * temporary folder that replaces it at the end (steps: docs/architecture.md §5). Options: `--content <dir>`,
 * `--out <dir>`; `--since <previous output>` renders only the pages whose inputs changed since that output
 * (incremental.ts) and takes the bundles from the cache (bundles.ts), starting from the pages
 * `--prepare <dir> --since <output>` linked beforehand when `--prepared <dir>` names them (prepared.ts);
 * `--search later` keeps the previous output's search index instead of making one, and `--index-only <dir>` makes it
 * afterwards (indexOnly.ts; `--part-pages <n>`: at most n pages in each part of the index, searchIndex.ts);
 * `--progress` prints how many pages are made as it goes; `--warm` only validates (a build server's warm-up). Content loading, icon sets and zopfli are imported late,
 * so the Vite child starts sooner.
 */
import { cpSync, existsSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManifestMaker } from '../content/manifest.js';
import type { ContentMemo } from '../content/contentMemo.js';
import { filesUnder } from '../content/files.js';
import { collectionRoutes, scriptJson } from '../contract/pageData.js';
import { projectRoot, distDir } from '../common/projectPaths.js';
import type { ViteManifest } from './assets.js';
import { planJobs, type Job } from './plan.js';
import { prerenderAll, WORKER_NAME } from './pool.js';
import { codeFingerprint } from '../common/codeFingerprint.js';
import { cachedBundles, storeBundles, viteBundles } from './bundles.js';
import { buildInputs, filesOf, linkTree, planReuse, readInputs, reuseJobs, writeInputs } from './incremental.js';
import { prepareTree, takePrepared, trimPrepared } from './prepared.js';
import { readSearchParts, writeSearchParts } from './searchParts.js';
import type { Indexed } from './searchIndex.js';
import { isMultilingual } from '../contract/translation.js';

/** One run's options, read from its arguments (see above). */
interface RunOptions {
  arg: (name: string) => string | undefined;
  out: string;
  contentRoot: string;
  since: string | undefined;
  search: string | undefined;
  indexOnly: string | undefined;
  prepare: string | undefined;
  prepared: string | undefined;
  /** `--progress`: lines "progress: <n> of <m> pages" while pages are made (the team editor shows them). */
  progress: boolean;
  /** `--warm`: validate and make the manifest only (warmUp). */
  warm: boolean;
  /** What a build server keeps between its builds (buildServer.ts); none in a one-shot build. */
  memo?: ContentMemo;
}

function optionsOf(argv: string[], memo?: ContentMemo): RunOptions {
  const arg = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  return {
    arg,
    out: resolve(arg('--out') ?? distDir),
    contentRoot: arg('--content') ? resolve(arg('--content')!) : projectRoot,
    since: arg('--since') ? resolve(arg('--since')!) : undefined,
    search: arg('--search'),
    indexOnly: arg('--index-only'),
    prepare: arg('--prepare'),
    prepared: arg('--prepared') ? resolve(arg('--prepared')!) : undefined,
    progress: argv.includes('--progress'),
    warm: argv.includes('--warm'),
    ...(memo ? { memo } : {}),
  };
}
// The Vite child beside this script, in the same form (.ts from the source, .mjs in the launcher's bundle).
const self = fileURLToPath(import.meta.url);
const viteChild = join(dirname(self), `vite${extname(self)}`);

async function validate(o: RunOptions, seconds: () => string): Promise<ManifestMaker | undefined> {
  const { contentRoot } = o;
  const [{ loadContent, hasErrors }, { manifestMaker }, { formatProblem, summary }, { unchangedBlobs }] =
    await Promise.all([
      import('../content/load.js'),
      import('../content/manifest.js'),
      import('../content/format.js'),
      import('../content/gitBlobs.js'),
    ]);
  // In a git work tree (the team server's publishing folder), the files git vouches for are not read again.
  // A build server's memo stands for the files it has seen (contentMemo.ts), and its schemas are read again each time.
  const content = loadContent(contentRoot, {
    blobs: unchangedBlobs(contentRoot),
    ...(o.memo ? { memo: o.memo, freshSchemas: true } : {}),
  });
  const errors = content.problems.filter((p) => p.severity === 'error');
  for (const p of errors) console.error(`${formatProblem(p, content.texts.get(p.file))}\n`);
  if (hasErrors(content)) {
    console.error(
      `${summary(content.problems)} (${content.kept} files unchanged since checked)\nThe build stopped before writing anything. Fix the problems above (npm run validate lists them too).`,
    );
    return undefined;
  }
  const warnings = content.problems.length - errors.length;
  console.log(
    `validated ${content.pages.length} pages (${seconds()} s; ${content.kept} files unchanged since checked)${warnings ? ` (${warnings} warnings: npm run validate shows them)` : ''}`,
  );
  const maker = manifestMaker(content, o.memo);
  // Configuration for test and staging builds: send the contact form to another e-mail service address.
  const origin = process.env.SITE_CONTACT_FORM_ORIGIN;
  if (origin) maker.manifest.site.site.contactForm.origin = origin;
  return maker;
}

/** What to render and what to take from the previous output, and the line that says which. */
function reusePlan(
  since: string | undefined,
  jobs: Job[],
  inputs: ReturnType<typeof buildInputs>,
  held?: ReadonlySet<string>,
): { reuse: Job[]; render: Job[]; mode: string } {
  if (!since) return { reuse: [], render: jobs, mode: 'full build' };
  const previous = readInputs(since);
  if ('missing' in previous) return { reuse: [], render: jobs, mode: `full build: ${previous.missing}` };
  const plan = planReuse(jobs, inputs, previous.inputs, since, held);
  return { ...plan, mode: plan.reason ? `full build: ${plan.reason}` : `incremental from ${since}` };
}

/** Builds the site; false when the content has mistakes (printed). Temporary folders are removed whatever happens. */
async function buildSite(o: RunOptions): Promise<boolean> {
  const { out, contentRoot, since, prepared, progress } = o;
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
  const tmp = `${out}.tmp-${process.pid}`;
  const code = codeFingerprint(projectRoot);
  // An incremental build takes the bundles from the cache when it has them; every other build makes them (pages
  // are written to the output while the client bundle is being built) and stores them there.
  const bundles =
    (since ? cachedBundles(projectRoot, code) : undefined) ?? viteBundles(projectRoot, contentRoot, viteChild, out);
  const { clientOut, serverOut } = bundles;
  // The previous output's pages, linked beforehand, when they are of this `--since`: this build's folder from the start.
  const held = since && prepared ? takePrepared(prepared, since, tmp) : undefined;
  try {
    const maker = await validate(o, seconds);
    if (!maker) return false;
    const { manifest } = maker;
    const client = bundles.done.then(() => {
      console.log(`client and server ${bundles.cached ? 'bundles from the cache' : 'built'} (${seconds()} s)`);
      storeBundles(projectRoot, code, bundles);
      return JSON.parse(readFileSync(join(clientOut, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    });
    client.catch(() => undefined); // reported where it is awaited
    // The pictures' variants are made from now on, where the cache lacks them (an unchanged site makes none): on a
    // first build they are most of the work. SITE_BUILD_CACHE: another folder for the picture and precompression
    // caches and the validator's kept results (src/content/checkStore.ts; the benchmark's cold builds).
    const cacheRoot = process.env.SITE_BUILD_CACHE;
    const pictures = await import('../content/images/variants.js');
    const pictureCache = cacheRoot ? join(cacheRoot, 'site-images') : pictures.defaultCacheDir(projectRoot);
    const picturesMade = pictures.makeVariants(manifest.pictures.values(), pictureCache);
    picturesMade.catch(() => undefined); // reported where it is awaited
    // Kannada and Hindi pages' fonts, subset to the characters they use (src/build/fonts/); none for one language.
    const fonts = isMultilingual(manifest.site.site)
      ? await (await import('./fonts/siteFonts.js')).siteFonts(
          maker,
          join(cacheRoot ?? join(projectRoot, 'node_modules/.cache'), 'site-fonts'),
        )
      : undefined;
    if (fonts) console.log(`fonts: ${fonts.write(tmp)} files (${fonts.summary}; ${seconds()} s)`);
    cpSync(join(contentRoot, 'public'), tmp, { recursive: true, dereference: true });
    // (tmp may hold the prepared pages already: public/'s files are listed from public/.)
    const publicFiles = filesUnder(realpathSync(join(contentRoot, 'public'))).map((file) => join(tmp, file));
    const collections = collectionRoutes(manifest.routes);
    const jobs = planJobs(manifest);
    const inputs = buildInputs(code, manifest.site, collections, jobs, fonts?.inputs ?? maker.inputs, manifest.sites);
    const plan = reusePlan(since, jobs, inputs, held);
    if (held) trimPrepared(tmp, held, new Set(plan.reuse.flatMap(filesOf)));
    else if (since) reuseJobs(plan.reuse, since, tmp);
    const counter = pageCounter(progress, jobs.length, plan.reuse.length);
    // The data of the pages rendered (only those: a reused page's data is never made).
    const pages = new Map(
      plan.render.flatMap(({ dataKey }) => {
        if (dataKey === undefined) return [];
        const data = maker.page(dataKey);
        return [[dataKey, scriptJson(fonts ? fonts.page(dataKey, data) : data)]];
      }),
    );
    await bundles.serverBuilt;
    const rendering = prerenderAll({
      site: manifest.site,
      // Each other language's settings: its pages and its not-found page render with them.
      ...(manifest.sites ? { sites: Object.fromEntries(manifest.sites) } : {}),
      collections,
      jobs: plan.render,
      pages,
      allKeys: [...maker.inputs.keys()],
      viteManifest: client,
      serverEntry: join(serverOut, 'render.js'),
      workerEntry: join(serverOut, `${WORKER_NAME}.js`),
      outDir: tmp,
      ...(progress ? { onRendered: counter.add } : {}),
    });
    rendering.catch(() => undefined); // reported where it is awaited
    const [{ writeSiteFiles }, { precompressFiles }] = await Promise.all([
      import('./siteFiles.js'),
      import('./compress.js'),
    ]);
    writeSiteFiles(manifest, tmp, contentRoot);
    writeInputs(tmp, inputs);
    // The client's files join the output (its manifest, .vite/, stays behind); they and public/ are precompressed
    // while the pictures are made.
    const precompressed = client.then(() => {
      const clientFiles = filesUnder(clientOut).filter((file) => !file.startsWith('.vite/'));
      cpSync(clientOut, tmp, { recursive: true, filter: (from) => from !== join(clientOut, '.vite') });
      const fromCode = [...publicFiles, ...clientFiles.map((file) => join(tmp, file))];
      return precompressFiles(fromCode, join(cacheRoot ?? join(projectRoot, 'node_modules/.cache'), 'precompress'));
    });
    precompressed.catch(() => undefined); // reported where it is awaited
    const { made } = await picturesMade;
    const written = pictures.writeVariants(manifest.pictures.values(), pictureCache, tmp);
    console.log(`pictures: ${written} variants of ${manifest.pictures.size} pictures, ${made} made (${seconds()} s)`);
    const [threads] = await Promise.all([rendering, precompressed]);
    counter.end();
    console.log(`prerendered (${seconds()} s; ${threads} thread${threads === 1 ? '' : 's'})`);
    console.log(
      `pages: ${plan.render.length} rendered, ${plan.reuse.length} reused (${plan.mode}${held ? '; linked beforehand' : ''})`,
    );
    await searchIndex(o, tmp, seconds);
    // The new site takes the old one's place at once; the old one (thousands of files) is deleted afterwards.
    const old = `${out}.old-${process.pid}`;
    if (existsSync(out)) renameSync(out, old);
    renameSync(tmp, out);
    console.log(
      `prerendered ${manifest.paths.length} pages into ${out === resolve(distDir) ? 'dist/' : out} in ${seconds()} s`,
    );
    rmSync(old, { recursive: true, force: true });
    return true;
  } finally {
    bundles.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * With `--progress`, prints how many of the site's `total` pages are made (the reused ones from the start), at most
 * twice a second and once at the end.
 */
function pageCounter(progress: boolean, total: number, reused: number): { add: () => void; end: () => void } {
  let done = reused;
  let printed = -1;
  let last = 0;
  const print = () => {
    if (!progress || done === printed) return;
    printed = done;
    last = performance.now();
    console.log(`progress: ${done} of ${total} pages`);
  };
  print();
  return {
    add: () => {
      done++;
      if (performance.now() - last >= 500) print();
    },
    end: print,
  };
}

/**
 * The site search's index, from the pages just written; SITE_SEARCH=off leaves it out, `--search later` keeps the
 * previous output's (made anew by `--index-only` once the site is live).
 */
async function searchIndex(o: RunOptions, dir: string, seconds: () => string): Promise<void> {
  const { search, since, out } = o;
  if (process.env.SITE_SEARCH === 'off') return;
  if (search === 'later') {
    const previous = since && join(since, 'pagefind');
    // With its record, so that --index-only makes again only the parts this build changed (searchParts.ts); kept
    // only when the same before and after the linking: else the previous output's index changed meanwhile.
    const record = since ? readSearchParts(since) : undefined;
    const kept = previous && existsSync(previous) ? linkTree(previous, join(dir, 'pagefind')) : 0;
    const still = since ? readSearchParts(since) : undefined;
    if (kept && record && JSON.stringify(record) === JSON.stringify(still)) writeSearchParts(dir, record.languages);
    console.log(`search index: ${kept ? 'the previous one kept' : 'none yet'}; --index-only ${out} makes it anew`);
    return;
  }
  const indexed = await (await import('./searchIndex.js')).indexSite(dir);
  writeSearchParts(dir, indexed.made);
  console.log(`indexed for search (${seconds()} s; ${indexedWords(indexed)})`);
}

/** `--index-only <dir>`: the search index of a built site, made in place. */
async function indexSiteInPlace(arg: RunOptions['arg'], dir: string): Promise<boolean> {
  const started = performance.now();
  const partPages = arg('--part-pages');
  if (partPages !== undefined && !/^[1-9]\d{0,6}$/.test(partPages)) {
    console.error(`--part-pages takes a number of pages (got "${partPages}")`);
    return false;
  }
  const indexed = await (await import('./indexOnly.js')).indexInPlace(resolve(dir), Number(partPages) || undefined);
  const took = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`indexed for search in place (${took} s; ${indexedWords(indexed)})`);
  return true;
}

/** What the search index holds, in a line. */
function indexedWords(indexed: Indexed): string {
  const reused = indexed.reused ? `, ${indexed.reused} unchanged and linked` : '';
  const parts = indexed.parts > 1 ? `, in ${indexed.parts} parts${reused}` : reused;
  return `${indexed.pages} pages, ${indexed.records} catalogue details${parts}`;
}

/** `--prepare <dir> --since <output>`: the output's pages linked into `dir` for the next build (prepared.ts). */
function prepareInPlace(since: string | undefined, dir: string): boolean {
  if (!since) {
    console.error('--prepare needs --since <the output to prepare from>');
    return false;
  }
  const started = performance.now();
  const files = prepareTree(since, resolve(dir));
  console.log(`prepared ${files} page files in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return true;
}

/**
 * `--warm` (a build server's first request, buildServer.ts): the content validated and its manifest's site-wide
 * parts made, nothing written, so what the server keeps of them is there for its first build. With a memo it is
 * done twice: the second time answers every file from what the first kept, as each build after it does, so the
 * first publish does not pay for that path's first run (a third less validation at 10,000 pages).
 */
async function warmUp(o: RunOptions): Promise<boolean> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
  if (!(await validate(o, seconds))) return false;
  return !o.memo || (await validate(o, seconds)) !== undefined;
}

/**
 * Runs the build, the index alone, or a prepared tree, as `argv` (the command line's options) asks; false when it
 * failed (said on stderr). A wrong option is named before anything starts. `memo`: what a build server keeps
 * between its builds.
 */
export function runBuild(argv: string[], memo?: ContentMemo): Promise<boolean> {
  const o = optionsOf(argv, memo);
  if (o.search !== undefined && o.search !== 'later') {
    console.error(`--search takes only "later" (got "${o.search}")`);
    return Promise.resolve(false);
  }
  if (o.prepare !== undefined) return Promise.resolve(prepareInPlace(o.since, o.prepare));
  if (o.warm) return warmUp(o);
  return o.indexOnly !== undefined ? indexSiteInPlace(o.arg, o.indexOnly) : buildSite(o);
}
