/**
 * `npm run bench [-- --sizes 100,1000,10000] [--runs 3]`: for a generated site of each size, `--runs` times a
 * validation (timeStep.ts) with no kept results and again with the results it kept (src/content/fileChecks.ts), and
 * a build without the search index, whose process tree's memory is sampled; then the
 * search index of the median build on its own, and the index after a one-page publish (one title changed, an
 * incremental build from the median build's output keeping its index, that index made again in place). An untimed
 * 100-page build comes first. Before the timed runs, one
 * cold build of each size: its picture and precompression caches empty (SITE_BUILD_CACHE, a new folder), as on a
 * fresh clone or in CI. Prints every run, a table of
 * medians and the bench lines; deletes everything at the end, also on failure or Ctrl-C.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSite, type GeneratedSite } from './generate.js';
import {
  benchLine,
  bytesUnder,
  median,
  publishSearchRatio,
  run,
  searchRatio,
  type RunResult,
  type SizeFigures,
} from './measure.js';
import { projectRoot } from '../../src/common/projectPaths.js';

const MB = 1024 * 1024;

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, sizes: { type: 'string', default: '100,1000,10000' } },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9)
  throw new Error(`--runs takes a whole number from 1 to 9 (got "${options.runs}")`);
const sizes = options.sizes.split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 10))
  throw new Error(`--sizes takes whole numbers of pages of at least 10, e.g. 100,1000 (got "${options.sizes}")`);

const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
/** Stops the running validation or build when the benchmark is interrupted. */
const stop = new AbortController();
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, removing ${tmp}`);
    stop.abort();
    process.exit(130);
  });
}

/** Runs a script in a new Node process: through the TypeScript loader, or as `npm run build` does. */
function node(args: string[], env?: NodeJS.ProcessEnv): Promise<RunResult> {
  return run(process.execPath, args, { cwd: projectRoot, env, signal: stop.signal });
}

/**
 * One step in a process of its own (tools/bench/timeStep.ts): its seconds (start-up excluded) and the peak memory of
 * the process tree; a failure, or errors in a generated site, end the benchmark.
 */
async function measureStep(
  step: 'validate' | 'search',
  folder: string,
  env?: NodeJS.ProcessEnv,
): Promise<{ seconds: number; peakBytes: number }> {
  const result = await node(['--import', 'tsx', join(projectRoot, 'tools/bench/timeStep.ts'), step, folder], env);
  const json = result.output.split('\n').find((l) => l.startsWith('{'));
  if (result.code !== 0 || !json) throw new Error(`${step} of ${folder} failed:\n${result.output}`);
  return { seconds: (JSON.parse(json) as { seconds: number }).seconds, peakBytes: result.peakBytes };
}

const timeStep = async (step: 'validate', folder: string, env?: NodeJS.ProcessEnv) =>
  (await measureStep(step, folder, env)).seconds;

/**
 * A build of `site` into `out`; `since`: incremental from that output, its search index kept for later as the team
 * server builds a release (`--search later`).
 */
async function buildOnce(site: GeneratedSite, out: string, cacheDir?: string, since?: string): Promise<RunResult> {
  // The search index is timed on its own (timeStep search), so build_s stays comparable with builds before it.
  const env = {
    ...process.env,
    SITE_SEARCH: since ? 'on' : 'off',
    ...(cacheDir ? { SITE_BUILD_CACHE: cacheDir } : {}),
  };
  const incremental = since ? ['--since', since, '--search', 'later'] : [];
  const result = await node(
    [join(projectRoot, 'src/build/launch.mjs'), 'build', '--content', site.root, '--out', out, ...incremental],
    env,
  );
  if (result.code !== 0)
    throw new Error(
      `the build of ${site.pages} pages failed (exit ${result.code}):\n${result.output.split('\n').slice(-30).join('\n')}`,
    );
  return result;
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);

/** Changes the title of one page of `site` (its first page file's first title), as a one-page change set would. */
function editOnePage(site: GeneratedSite): void {
  const dir = join(site.root, 'pages');
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('_'))
    .sort()[0];
  if (!file) throw new Error(`no page file in ${dir}`);
  const text = readFileSync(join(dir, file), 'utf8');
  writeFileSync(join(dir, file), text.replace(/^(\s+title: )(.*)$/m, '$1$2 (changed)'));
}

interface SizeResult extends SizeFigures {
  yamlBytes: number;
  outBytes: number;
  /** Validation again with the results the first validation kept (src/content/fileChecks.ts). */
  keptSeconds: number;
}

function printTable(results: SizeResult[]): void {
  const head = [
    'pages',
    'yaml_mb',
    'validate_s',
    'valid_pg/s',
    'kept_s',
    'build_s',
    'build_pg/s',
    'cold_s',
    'search_s',
    'search/build',
    'search_mb',
    'publish_search_s',
    'publish/build',
    'peak_mb',
    'out_mb',
  ];
  const row = (cells: string[]) => cells.map((c, i) => c.padStart(Math.max(head[i].length, 8))).join('  ');
  console.log(`\n${row(head)}`);
  for (const r of results) {
    console.log(
      row([
        String(r.pages),
        fmt(r.yamlBytes / MB, 1),
        fmt(r.validateSeconds),
        fmt(r.pages / r.validateSeconds, 0),
        fmt(r.keptSeconds),
        fmt(r.buildSeconds),
        fmt(r.pages / r.buildSeconds, 0),
        fmt(r.coldSeconds),
        fmt(r.searchSeconds),
        fmt(searchRatio(r)),
        fmt(r.searchPeakBytes / MB, 0),
        fmt(r.publishSearchSeconds),
        fmt(publishSearchRatio(r)),
        fmt(r.peakBytes / MB, 0),
        fmt(r.outBytes / MB, 1),
      ]),
    );
  }
  console.log(
    `\nMedians of ${runs} run${runs > 1 ? 's' : ''} (--runs); peak_mb: the highest resident memory of any build's process tree;`,
  );
  console.log('validate_s: with no kept results; kept_s: again, with the results the first kept;');
  console.log('cold_s: one build with empty picture, precompression and validation caches, before the timed runs;');
  console.log("search_s: the search index of the median build's output, made on its own (the builds leave it out);");
  console.log("search/build: search_s / build_s; search_mb: its process tree's peak;");
  console.log('publish_search_s: the index after a one-page publish (its unchanged parts linked);');
  console.log('publish/build: publish_search_s / build_s (bound: 0.8 at 10,000 pages);');
  console.log('out_mb: the output of the median build, with its .gz/.br files.');
}

async function main(): Promise<void> {
  console.log(`bench: sites of ${sizes.join(', ')} pages in ${tmp}`);
  const warmUp = await buildOnce(generateSite(projectRoot, join(tmp, 'site-warm-up'), 100), join(tmp, 'out-warm-up'));
  console.log(`bench: warm-up build of 100 pages in ${fmt(warmUp.seconds)} s (not timed)`);
  const results: SizeResult[] = [];
  for (const pages of sizes) {
    const site = generateSite(projectRoot, join(tmp, `site-${pages}`), pages);
    console.log(
      `bench: generated ${site.pages} pages (${site.pageFiles} page files, ${site.blogItems} blog items, ${fmt(site.yamlBytes / MB, 1)} MB of YAML)`,
    );
    const cold = await buildOnce(site, join(tmp, `out-${pages}-cold`), join(tmp, `cache-${pages}-cold`));
    rmSync(join(tmp, `out-${pages}-cold`), { recursive: true, force: true });
    console.log(
      `bench: ${site.pages} pages, cold (no picture or precompression cache): built in ${fmt(cold.seconds)} s`,
    );
    const validations: number[] = [];
    const builds: { result: RunResult; out: string }[] = [];
    const keptValidations: number[] = [];
    for (let i = 1; i <= runs; i++) {
      // Validated with no kept results (a store of its own, empty), then again with the results that run kept.
      const store = { ...process.env, SITE_BUILD_CACHE: join(tmp, `checks-${pages}-${i}`) };
      const validated = await timeStep('validate', site.root, store);
      const keptValidated = await timeStep('validate', site.root, store);
      const out = join(tmp, `out-${pages}-${i}`);
      const result = await buildOnce(site, out);
      validations.push(validated);
      keptValidations.push(keptValidated);
      builds.push({ result, out });
      console.log(
        `bench: ${site.pages} pages, run ${i}: validated in ${fmt(validated)} s (${fmt(keptValidated)} s with the results kept), built in ${fmt(result.seconds)} s, peak ${fmt(result.peakBytes / MB, 0)} MB`,
      );
    }
    const build = median(builds, (b) => b.result.seconds);
    const search = await measureStep('search', build.out);
    console.log(
      `bench: ${site.pages} pages: search index of the median build in ${fmt(search.seconds)} s, peak ${fmt(search.peakBytes / MB, 0)} MB`,
    );
    // A one-page publish: a page's title changed, the site built from the median build's output as the team server
    // builds a release, then the index made in place (the parts the change did not reach linked).
    editOnePage(site);
    const published = join(tmp, `out-${pages}-published`);
    const publish = await buildOnce(site, published, undefined, build.out);
    const publishSearch = await measureStep('search', published);
    console.log(
      `bench: ${site.pages} pages: one page changed, built in ${fmt(publish.seconds)} s, its search index made again in ${fmt(publishSearch.seconds)} s, peak ${fmt(publishSearch.peakBytes / MB, 0)} MB`,
    );
    results.push({
      pages: site.pages,
      yamlBytes: site.yamlBytes,
      validateSeconds: median(validations, (v) => v),
      keptSeconds: median(keptValidations, (v) => v),
      buildSeconds: build.result.seconds,
      searchSeconds: search.seconds,
      searchPeakBytes: search.peakBytes,
      publishSearchSeconds: publishSearch.seconds,
      publishSearchPeakBytes: publishSearch.peakBytes,
      coldSeconds: cold.seconds,
      peakBytes: Math.max(...builds.map((b) => b.result.peakBytes)),
      outBytes: bytesUnder(build.out),
    });
  }
  printTable(results);
  console.log('');
  for (const r of results) console.log(benchLine(r));
}

main().catch((e: unknown) => {
  console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
