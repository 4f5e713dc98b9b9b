/**
 * `npm run bench [-- --sizes 100,1000,10000] [--runs 3]`: generates a synthetic site of each size
 * (scripts/bench/generate.ts) in a temporary folder, then `--runs` times validates it (scripts/bench/
 * timeValidation.ts, a process of its own, as `npm run validate`) and builds it (`npm run build` of the site:
 * scripts/launch.mjs build --content <site>) while sampling the memory of the build's process tree. Prints every
 * run, a table of medians, and one line per size (medians, and the highest peak of the builds):
 *
 *   bench pages=N validate_s=X build_s=Y search_s=S peak_mb=Z
 *
 * validate_s is loadContent alone (schemas, read, parse, validate, cross-checks); build_s the whole build,
 * process start-up included, but for its last step, the search index (SITE_SEARCH=off), which search_s times on
 * its own on the median build's output. A 100-page site is built first, untimed: the first build of new code bundles the
 * build script and precompresses the client bundles once (both cached by content). Every timed build makes the
 * client and server bundles, as from a fresh clone. Everything is deleted at the end, also on
 * failure or Ctrl-C.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSite, type GeneratedSite } from './generate.js';
import { benchLine, bytesUnder, median, run, type RunResult, type SizeFigures } from './measure.js';
import { projectRoot } from '../paths.js';

const MB = 1024 * 1024;

/** The value of `--name` in the command line, or `fallback`. */
function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const runs = Number(option('--runs', '3'));
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs takes a whole number from 1 to 9 (got "${option('--runs', '')}")`);
const sizes = option('--sizes', '100,1000,10000').split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 10)) throw new Error(`--sizes takes whole numbers of pages of at least 10, e.g. 100,1000 (got "${option('--sizes', '')}")`);

const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
/** Stops the running validation or build when the benchmark is interrupted. */
const stop = new AbortController();
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => { console.error(`\nbench: ${signal}, removing ${tmp}`); stop.abort(); process.exit(130); });
}

/** Runs a script of scripts/ in a new Node process: through the TypeScript loader, or as `npm run build` does. */
function node(args: string[], env?: NodeJS.ProcessEnv): Promise<RunResult> {
  return run(process.execPath, args, { cwd: projectRoot, env, signal: stop.signal });
}

interface Validation { seconds: number; cpuSeconds: number; errors: number; firstErrors: string[] }

async function validateOnce(site: GeneratedSite): Promise<Validation> {
  const result = await node(['--import', 'tsx', join(projectRoot, 'scripts/bench/timeValidation.ts'), site.root]);
  const json = result.output.split('\n').find((l) => l.startsWith('{'));
  if (result.code !== 0 || !json) throw new Error(`validation of ${site.pages} pages failed:\n${result.output}`);
  const v = JSON.parse(json) as Validation;
  if (v.errors) throw new Error(`the generated ${site.pages}-page site has ${v.errors} errors:\n${v.firstErrors.join('\n')}`);
  return v;
}

async function buildOnce(site: GeneratedSite, out: string): Promise<RunResult> {
  // The search index is timed on its own (indexOnce), so build_s stays comparable with builds before it.
  const result = await node([join(projectRoot, 'scripts/launch.mjs'), 'build', '--content', site.root, '--out', out], { ...process.env, SITE_SEARCH: 'off' });
  if (result.code !== 0) throw new Error(`the build of ${site.pages} pages failed (exit ${result.code}):\n${result.output.split('\n').slice(-30).join('\n')}`);
  return result;
}

/** The build's last step alone, the search index of a built site (scripts/prerender/searchIndex.ts), in seconds. */
async function indexOnce(out: string): Promise<number> {
  const code = `const { indexSite } = await import(${JSON.stringify(join(projectRoot, 'scripts/prerender/searchIndex.ts'))});
    const t = performance.now(); await indexSite(process.argv[1]); console.log(JSON.stringify({ seconds: (performance.now() - t) / 1000 }));`;
  const result = await node(['--import', 'tsx', '--input-type=module', '-e', code, out]);
  const json = result.output.split('\n').find((l) => l.startsWith('{'));
  if (result.code !== 0 || !json) throw new Error(`the search index of ${out} failed:\n${result.output}`);
  return (JSON.parse(json) as { seconds: number }).seconds;
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);

interface SizeResult extends SizeFigures { yamlBytes: number; validateCpu: number; buildRuns: number[]; outBytes: number }

function printTable(results: SizeResult[]): void {
  const head = ['pages', 'yaml_mb', 'validate_s', 'valid_cpu_s', 'valid_pg/s', 'build_s', 'build_pg/s', 'build_min', 'build_max', 'search_s', 'peak_mb', 'out_mb'];
  const row = (cells: string[]) => cells.map((c, i) => c.padStart(Math.max(head[i].length, 8))).join('  ');
  console.log(`\n${row(head)}`);
  for (const r of results) {
    console.log(row([
      String(r.pages), fmt(r.yamlBytes / MB, 1), fmt(r.validateSeconds), fmt(r.validateCpu), fmt(r.pages / r.validateSeconds, 0), fmt(r.buildSeconds),
      fmt(r.pages / r.buildSeconds, 0), fmt(Math.min(...r.buildRuns)), fmt(Math.max(...r.buildRuns)), fmt(r.searchSeconds), fmt(r.peakBytes / MB, 0), fmt(r.outBytes / MB, 1),
    ]));
  }
  console.log(`\nMedians of ${runs} run${runs > 1 ? 's' : ''} (--runs); build_min/build_max: the fastest and slowest build; peak_mb: the highest`);
  console.log('resident memory of any build\'s process tree; valid_cpu_s: CPU seconds of the validation (steadier on a shared machine);');
  console.log('search_s: the search index of the median build\'s output, made on its own (the builds leave it out);');
  console.log('out_mb: the output of the median build, with its .gz/.br files.');
}

async function main(): Promise<void> {
  console.log(`bench: sites of ${sizes.join(', ')} pages in ${tmp}`);
  const warmUp = await buildOnce(generateSite(projectRoot, join(tmp, 'site-warm-up'), 100), join(tmp, 'out-warm-up'));
  console.log(`bench: warm-up build of 100 pages in ${fmt(warmUp.seconds)} s (not timed)`);
  const results: SizeResult[] = [];
  for (const pages of sizes) {
    const site = generateSite(projectRoot, join(tmp, `site-${pages}`), pages);
    console.log(`bench: generated ${site.pages} pages (${site.pageFiles} page files, ${site.blogItems} blog items, ${fmt(site.yamlBytes / MB, 1)} MB of YAML)`);
    const validations: Validation[] = [];
    const builds: { result: RunResult; out: string }[] = [];
    for (let i = 1; i <= runs; i++) {
      const v = await validateOnce(site);
      validations.push(v);
      const out = join(tmp, `out-${pages}-${i}`);
      const build = await buildOnce(site, out);
      builds.push({ result: build, out });
      console.log(`bench: ${site.pages} pages, run ${i}: validated in ${fmt(v.seconds)} s (${fmt(v.cpuSeconds)} s CPU), built in ${fmt(build.seconds)} s, peak ${fmt(build.peakBytes / MB, 0)} MB`);
    }
    const validation = median(validations, (v) => v.seconds);
    const build = median(builds, (b) => b.result.seconds);
    const searchSeconds = await indexOnce(build.out);
    console.log(`bench: ${site.pages} pages: search index of the median build in ${fmt(searchSeconds)} s`);
    results.push({
      pages: site.pages, yamlBytes: site.yamlBytes, validateSeconds: validation.seconds, validateCpu: validation.cpuSeconds,
      buildSeconds: build.result.seconds, searchSeconds, buildRuns: builds.map((b) => b.result.seconds),
      peakBytes: Math.max(...builds.map((b) => b.result.peakBytes)), outBytes: bytesUnder(build.out),
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
