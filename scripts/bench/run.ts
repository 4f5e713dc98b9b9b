/**
 * `npm run bench [-- --sizes 100,1000,10000] [--runs 3]`: generates synthetic sites (scripts/bench/generate.ts) in
 * a temporary folder, then for each size times validation on its own (a child process, as `npm run validate`)
 * and the full build (`npm run build` of the site: scripts/launch.mjs build --content <site>: validate, client
 * build, server build, prerender, precompress the bundles) while sampling the memory of the build's process
 * tree, `--runs` times each (3 by default; every run is printed, the table takes the medians: the machine's speed
 * moves too much for one run to tell). Prints a table, then one line per size (medians, and the highest peak):
 *
 *   bench pages=N validate_s=X build_s=Y peak_mb=Z
 *
 * build_s is the whole build (process start-up and validation included). A 100-page site is built first, untimed
 * (a warm-up: the first build of new code bundles the build script and precompresses the client bundles, once,
 * cached by content), and again at the end; the two outputs are compared byte for byte. Each generated site is
 * synced to disk before it is measured, and nothing is deleted between measurements (deleting thousands of files
 * slows the file system's next creations down); everything is deleted at the end, also on failure or Ctrl-C.
 *
 * Before each size is timed, the benchmark checks that the file system creates files at its normal speed and
 * waits while it does not (scripts/bench/fileSystem.ts: after many deletions, ext4 without a journal is several
 * times slower to create files for up to six minutes); the table shows the speed found. `--no-settle` times
 * without waiting.
 *
 * Every build runs the client and server builds (SITE_BUILD_CACHE=off: a cold build, as from a fresh clone).
 * `--vite-cache` lets the builds take the bundles from the cache instead (scripts/prerender/viteCache.ts), as a
 * second build of unchanged code does; the first build of the run fills it when the code is new.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSite, type GeneratedSite } from './generate.js';
import { bytesUnder, compareTrees, filesUnder, median, noteChildrenIn, reapWhenGone, run, stopCurrent, type RunResult } from './measure.js';
import { createCost, settle, SLOW_CREATE_US } from './fileSystem.js';
import { projectRoot } from '../paths.js';

const MB = 1024 * 1024;
const RUNS = runsFromArgs();
/** The site built twice to check that the build is repeatable. */
const REPEAT_PAGES = 100;

/** Build output lines that end a phase, in order; a phase lasts from the previous marker (or the start). */
const PHASES: { name: string; pattern: RegExp }[] = [
  { name: 'startup+validate', pattern: /^validated\b/ },
  { name: 'vite builds', pattern: /client and server built/ },
  { name: 'prerender', pattern: /^prerendered \(/ },
  { name: 'move', pattern: /^prerendered \d+ pages/ },
];

/**
 * One size's figures. Each size is validated and built `--runs` times (3 by default); the table shows the median
 * validation, the median build (its phases and CPU time with it), and the highest peak memory of all the builds.
 */
interface SizeResult {
  site: GeneratedSite;
  validation: { seconds: number; cpuSeconds: number; files: number };
  build: RunResult;
  phases: Map<string, number>;
  /** CPU seconds of the build's processes (user + system), when GNU time is there to tell. */
  buildCpu?: number;
  /** The highest peak memory of the size's builds, bytes. */
  peakBytes: number;
  /** Every run's build seconds, in order. */
  buildRuns: number[];
  outBytes: number;
  pageBytes: number;
  /** µs per file the file system took to create files just before the first build (fileSystem.ts). */
  createUs: number;
  /** How long the reference work took just before the size was measured (reference.ts): the machine's speed. */
  refMs: number;
}

/** `--runs N`: how many times each size is validated and built (the median is reported). */
function runsFromArgs(): number {
  const i = process.argv.indexOf('--runs');
  const runs = i > 0 ? Number(process.argv[i + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs takes a whole number from 1 to 9 (got "${process.argv[i + 1]}")`);
  return runs;
}

function sizesFromArgs(): number[] {
  const i = process.argv.indexOf('--sizes');
  const list = i > 0 ? process.argv[i + 1] : '100,1000,10000';
  const sizes = list.split(',').map((s) => Number(s.trim()));
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 10)) throw new Error(`--sizes takes whole numbers of pages of at least 10, e.g. 100,1000 (got "${list}")`);
  return sizes;
}

const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
// Removed by cleanUp below; should this process be killed outright, a small reaper removes it.
reapWhenGone(tmp);
noteChildrenIn(tmp);
let cleaned = false;
function cleanUp(): void {
  if (cleaned) return;
  cleaned = true;
  stopCurrent();
  rmSync(tmp, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => { console.error(`\nbench: ${signal}, removing ${tmp}`); cleanUp(); process.exit(130); });
}

/** GNU time, when present, reports the CPU seconds of a run (the machine may be shared: wall time alone misleads). */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
/** Whether to time builds without first waiting for the file system to create files at its normal speed. */
const NO_SETTLE = process.argv.includes('--no-settle');
let probes = 0;

/**
 * Waits, unless --no-settle, until the file system creates files at its normal speed (fileSystem.ts: after many
 * deletions it is several times slower for up to six minutes); returns the cost found, µs per file.
 */
async function fileSystemReady(): Promise<number> {
  const probe = () => createCost(join(tmp, `fs-probe-${probes++}`));
  if (NO_SETTLE) return probe();
  const { us, waitedMs, settled } = await settle({
    probe,
    onWait: (cost, waited) => console.log(waited
      ? `bench: still ${fmt(cost, 0)} µs a file after ${fmt(waited / 1000, 0)} s`
      : `bench: the file system takes ${fmt(cost, 0)} µs to create a file (normally 15-30 µs; it is slow for up to six minutes after many files were deleted nearby): waiting`),
  });
  if (waitedMs) console.log(settled ? `bench: the file system creates a file in ${fmt(us, 0)} µs again after ${fmt(waitedMs / 1000, 0)} s` : `bench: the file system still takes ${fmt(us, 0)} µs to create a file after ${fmt(waitedMs / 1000, 0)} s; timing anyway (see create_us)`);
  return us;
}

/** Whether builds may take the client and server bundles from the cache (`--vite-cache`). */
const VITE_CACHE = process.argv.includes('--vite-cache');
const env = { ...process.env, SITE_BUILD_CACHE: VITE_CACHE ? 'on' : 'off' };
/** Runs a script of scripts/: through the TypeScript loader, or (`launch`) as `npm run build` does (scripts/launch.mjs). */
const node = (script: string, args: string[], launch = false) => {
  const argv = launch ? [join(projectRoot, 'scripts/launch.mjs'), script, ...args] : ['--import', 'tsx', join(projectRoot, script), ...args];
  return TIME ? run(TIME, ['-f', 'bench-time %e %U %S', process.execPath, ...argv], { cwd: projectRoot, env }) : run(process.execPath, argv, { cwd: projectRoot, env });
};

/** User + system CPU seconds of a run, from GNU time's line (undefined without it). */
function cpuSeconds(result: RunResult): number | undefined {
  const line = result.lines.find((l) => l.text.startsWith('bench-time '));
  if (!line) return undefined;
  const [, , user, system] = line.text.split(' ').map(Number);
  return user + system;
}

/** The JSON line a child script of the benchmark printed, or an error saying what failed, with its output. */
function jsonPrinted<T>(result: RunResult, failed: string): T {
  const json = result.lines.find((l) => l.stream === 'out' && l.text.startsWith('{'));
  if (result.code !== 0 || !json) throw new Error(`${failed}:\n${result.lines.map((l) => l.text).join('\n')}`);
  return JSON.parse(json.text) as T;
}

/** Times the reference work (reference.ts) in a process of its own: how fast the machine is right now, in ms. */
async function referenceMs(): Promise<number> {
  return jsonPrinted<{ ms: number }>(await node('scripts/bench/reference.ts', []), 'the reference work failed').ms;
}

async function validateOnce(site: GeneratedSite): Promise<SizeResult['validation']> {
  const result = await node('scripts/bench/timeValidation.ts', [site.root]);
  const v = jsonPrinted<{ seconds: number; cpuSeconds: number; files: number; errors: number; firstErrors: string[] }>(result, `validation of ${site.pages} pages failed`);
  if (v.errors) throw new Error(`the generated ${site.pages}-page site has ${v.errors} errors:\n${v.firstErrors.join('\n')}`);
  return v;
}

async function buildOnce(site: GeneratedSite, out: string): Promise<RunResult> {
  const result = await node('build', ['--content', site.root, '--out', out], true);
  if (result.code !== 0) throw new Error(`the build of ${site.pages} pages failed (exit ${result.code}):\n${result.lines.slice(-30).map((l) => l.text).join('\n')}`);
  return result;
}

function phasesOf(build: RunResult): Map<string, number> {
  const phases = new Map<string, number>();
  let last = 0;
  for (const line of build.lines) {
    const phase = PHASES.find((p) => p.pattern.test(line.text));
    if (!phase || line.stream !== 'out') continue;
    phases.set(phase.name, line.at - last);
    last = line.at;
  }
  phases.set('exit', build.seconds - last);
  return phases;
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');

function printTable(results: SizeResult[]): void {
  const head = ['pages', 'yaml_mb', 'validate_s', 'valid_cpu_s', 'valid_pg/s', 'build_s', 'build_cpu_s', 'build_pg/s', 'build_min', 'build_max', ...PHASES.map((p) => p.name), 'exit', 'peak_mb', 'out_mb', 'pages_mb', 'create_us', 'ref_ms'];
  const widths = head.map((h) => Math.max(h.length, 8));
  console.log(`\n${pad(head, widths)}`);
  for (const r of results) {
    console.log(pad([
      String(r.site.pages), fmt(r.site.yamlBytes / MB, 1), fmt(r.validation.seconds), fmt(r.validation.cpuSeconds), fmt(r.site.pages / r.validation.seconds, 0),
      fmt(r.build.seconds), r.buildCpu === undefined ? '-' : fmt(r.buildCpu), fmt(r.site.pages / r.build.seconds, 0), fmt(Math.min(...r.buildRuns)), fmt(Math.max(...r.buildRuns)),
      ...PHASES.map((p) => fmt(r.phases.get(p.name) ?? 0)), fmt(r.phases.get('exit') ?? 0),
      fmt(r.peakBytes / MB, 0), fmt(r.outBytes / MB, 1), fmt(r.pageBytes / MB, 1), fmt(r.createUs, 0), fmt(r.refMs, 0),
    ], widths));
  }
  console.log(`\nEach size was validated and built ${RUNS} time${RUNS > 1 ? 's' : ''} (--runs; each run is in the lines above): the table shows the median`);
  console.log('validation and the median build with its CPU time and phases; build_min and build_max: the fastest and slowest');
  console.log('build; peak_mb: the highest of all the builds.');
  console.log('validate_s: loadContent in its own process (schemas, read, parse, validate, cross-checks); build_s: the whole');
  console.log('`npm run build` of the site (scripts/launch.mjs build --content), start-up included; *_cpu_s: CPU seconds (user + system) of the same work, a');
  console.log('steadier figure on a shared machine; phases end at the build\'s printed lines; peak_mb: resident memory of the');
  console.log('build\'s process tree, sampled every 50 ms; out_mb: the output with .gz/.br; pages_mb: without them.');
  console.log(`create_us: µs to create one file, as a build does and beside its output, just before the size was timed (${NO_SETTLE ? 'not waited' : 'waited'}`);
  console.log(`${NO_SETTLE ? 'for: --no-settle' : `for until two probes in a row were under ${SLOW_CREATE_US}`}; normally 15-30 µs here, several times more for up to six minutes after`);
  console.log('many deletions nearby: scripts/bench/fileSystem.ts).');
  console.log('ref_ms: a fixed piece of memory-heavy work (scripts/bench/reference.ts) timed just before the size, in a');
  console.log('process of its own: the machine\'s speed at the time. These machines\' speed moves by a quarter to a half');
  console.log('within an hour; compare two runs through it.');
  console.log('The server bundle is built first, beside validation; the prerender starts once both are done and runs');
  console.log('beside the client build: `vite builds` is the time from validation to the client build\'s end, `prerender`');
  console.log('the rest: rendering and writing the pages (worker threads), and the bundles\' precompression (cached).');
  console.log(VITE_CACHE ? 'vite builds: bundles from the cache where the code was built before (--vite-cache).' : 'vite builds: client and server built by every build (cold; --vite-cache measures with the bundle cache).');
}

/**
 * Names what differs between two builds of the same content: files present in one only, and for files that
 * differ, one example per kind of difference (the bytes around the first difference, digits folded), leaving
 * out .gz/.br files whose page differs too.
 */
function reportDifferences(pages: number, cmp: ReturnType<typeof compareTrees>): void {
  const differing = new Set(cmp.differing.map((d) => d.file));
  const shown = cmp.differing.filter((d) => !/\.(gz|br)$/.test(d.file) || !differing.has(d.file.replace(/\.(gz|br)$/, '')));
  console.log(`\nrepeat build of ${pages} pages: ${cmp.differing.length} files differ (${shown.length} besides compressed copies of those)`
    + `${cmp.onlyInA.length + cmp.onlyInB.length ? `, ${cmp.onlyInA.length + cmp.onlyInB.length} files are in one build only` : ''}`);
  const kinds = new Map<string, { count: number; example: (typeof shown)[number] }>();
  for (const d of shown) {
    const kind = `${d.file.replace(/^.*\./, '.')} ${d.a.replace(/[0-9]+/g, '#').slice(20, 60)}`;
    const known = kinds.get(kind);
    if (known) known.count++; else kinds.set(kind, { count: 1, example: d });
  }
  for (const { count, example } of kinds.values()) console.log(`  ${count} like ${example.file} at byte ${example.offset}: ${example.a} vs ${example.b}`);
  for (const f of [...cmp.onlyInA, ...cmp.onlyInB].slice(0, 10)) console.log(`  only in one build: ${f}`);
}

async function main(): Promise<void> {
  const sizes = sizesFromArgs();
  console.log(`bench: sites of ${sizes.join(', ')} pages in ${tmp}`);
  // The 100-page site: built first, untimed, as a warm-up, then again at the end to check that the same content
  // gives the same files. The warm-up does once what the first build of new code does once, whatever the pages:
  // bundling the build script (scripts/launch.mjs) and compressing the client bundles at the best levels, which
  // is cached by content (scripts/prerender/compress.ts). The timed builds still make the client and server
  // bundles every time (SITE_BUILD_CACHE=off) unless --vite-cache is given.
  const repeatSite = generateSite(projectRoot, join(tmp, `site-${REPEAT_PAGES}`), REPEAT_PAGES);
  const first = join(tmp, `out-${REPEAT_PAGES}-warm-up`);
  const warmUp = await buildOnce(repeatSite, first);
  console.log(`bench: warm-up build of ${REPEAT_PAGES} pages in ${fmt(warmUp.seconds)} s (not timed below; a fresh clone's first build also precompresses the bundles then)`);
  const results: SizeResult[] = [];
  for (const pages of sizes) {
    const started = performance.now();
    const site = pages === REPEAT_PAGES ? repeatSite : generateSite(projectRoot, join(tmp, `site-${pages}`), pages);
    // The generated files are written to disk before the build is timed, as a real site's pages are.
    execFileSync('sync');
    console.log(`bench: generated ${site.pages} pages (${site.pageFiles} page files, ${site.blogItems} blog items, ${site.blockTypes.size} block types, ${fmt(site.yamlBytes / MB, 1)} MB of YAML) in ${fmt((performance.now() - started) / 1000, 1)} s`);
    const createUs = await fileSystemReady();
    const refMs = await referenceMs();
    console.log(`bench: the reference work took ${fmt(refMs, 0)} ms (scripts/bench/reference.ts: the machine's speed now)`);
    const validations: SizeResult['validation'][] = [];
    const builds: { build: RunResult; out: string }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const label = RUNS > 1 ? ` (run ${run} of ${RUNS})` : '';
      const validation = await validateOnce(site);
      validations.push(validation);
      console.log(`bench: validated ${site.pages} pages in ${fmt(validation.seconds)} s (${fmt(validation.cpuSeconds)} s CPU)${label}`);
      // Each run builds into a folder of its own: nothing is deleted before the end (see below).
      const out = join(tmp, `out-${pages}-${run}`);
      const build = await buildOnce(site, out);
      const phases = phasesOf(build);
      builds.push({ build, out });
      console.log(`bench: built ${site.pages} pages in ${fmt(build.seconds)} s (${fmt(cpuSeconds(build) ?? 0)} s CPU), peak ${fmt(build.peakBytes / MB, 0)} MB (${[...phases].map(([k, v]) => `${k} ${fmt(v)}`).join(', ')})${label}`);
    }
    const mid = median(builds, (b) => b.build.seconds);
    results.push({
      site, validation: median(validations, (v) => v.seconds), build: mid.build, phases: phasesOf(mid.build), buildCpu: cpuSeconds(mid.build),
      peakBytes: Math.max(...builds.map((b) => b.build.peakBytes)), buildRuns: builds.map((b) => b.build.seconds),
      outBytes: bytesUnder(mid.out), pageBytes: bytesUnder(mid.out, (f) => !/\.(gz|br)$/.test(f)), createUs, refMs,
    });
    // The sites and their outputs stay until the end (cleanUp): deleting thousands of files makes the file system
    // slow to create new ones for a while (measured on these machines: up to 5 times slower just after), and that
    // would be charged to the next build.
  }

  // The same content built twice should give the same files.
  const again = join(tmp, `out-${REPEAT_PAGES}-again`);
  await buildOnce(repeatSite, again);
  const cmp = compareTrees(first, again);

  printTable(results);
  if (cmp.identical) console.log(`\nrepeat build of ${REPEAT_PAGES} pages: identical (${filesUnder(again).length} files)`);
  else reportDifferences(REPEAT_PAGES, cmp);
  console.log('');
  for (const r of results) console.log(`bench pages=${r.site.pages} validate_s=${fmt(r.validation.seconds)} build_s=${fmt(r.build.seconds)} peak_mb=${fmt(r.peakBytes / MB, 0)}`);
}

main().then(() => cleanUp(), (e: unknown) => {
  console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
  cleanUp();
  process.exit(1);
});
