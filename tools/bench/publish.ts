/**
 * `npm run bench:publish`: how long a one-page change takes to go live with the incremental build (issue 36's
 * "Fast"): from the start of `build --since <live output> --search later` after one page's title changed, through
 * switching a `current` link to the new output (one rename), to the page's new title coming back from an HTTP GET
 * of its address (src/server/serve.ts serving `current`). For (1) this repository's content, copied to a temporary
 * folder, and (2) the 10,000-page generated site of `npm run bench`. Each site's first, full build is not timed.
 * Prints the figures beside their targets; never fails on time. Deletes everything at the end, also on failure.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { projectRoot } from '../../src/common/projectPaths.js';
import { startServer } from '../../src/server/serve.js';
import { generateSite } from './generate.js';
import { run } from './measure.js';

/** The sites measured, each with its target in seconds. */
const SITES = [
  { name: 'real site', target: 5 },
  { name: '10,000-page generated site', target: 10 },
] as const;

const tmp = mkdtempSync(join(tmpdir(), 'bench-publish-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\nbench:publish: ${signal}, removing ${tmp}`);
    process.exit(130);
  });
}

/** This repository's content in `dest`: pages/ copied, schema/ and public/ linked. */
function copyRealSite(dest: string): string {
  mkdirSync(dest, { recursive: true });
  cpSync(join(projectRoot, 'pages'), join(dest, 'pages'), { recursive: true });
  for (const dir of ['schema', 'public']) symlinkSync(join(projectRoot, dir), join(dest, dir), 'dir');
  return dest;
}

/** Runs the build (through the launcher, as `npm run build` does); throws with its output when it fails. */
async function build(content: string, out: string, more: string[] = []): Promise<string> {
  const args = [join(projectRoot, 'src/build/launch.mjs'), 'build', '--content', content, '--out', out, ...more];
  const result = await run(process.execPath, args, { cwd: projectRoot });
  if (result.code !== 0)
    throw new Error(`the build of ${content} failed:\n${result.output.split('\n').slice(-20).join('\n')}`);
  return result.output;
}

/** Points the `current` link of `releases` at `release`, in one rename. */
function switchCurrent(releases: string, release: string): void {
  const next = join(releases, `current.next-${process.pid}`);
  symlinkSync(release, next, 'dir');
  renameSync(next, join(releases, 'current'));
}

/** Gives the page at `file` (under pages/) a new title; returns its address and the title. */
function changeTitle(content: string, file: string): { url: string; title: string } {
  const path = join(content, 'pages', file);
  const doc = parseDocument(readFileSync(path, 'utf8'));
  const title = `Published ${Date.now()}`;
  doc.setIn(['meta', 'title'], title);
  writeFileSync(path, doc.toString());
  return { url: String(doc.get('route')), title };
}

/** Seconds from the start of the incremental build to the change being served. */
async function timePublish(name: string, content: string, page: string): Promise<number> {
  const releases = join(tmp, name.replace(/\W+/g, '-'));
  mkdirSync(releases, { recursive: true });
  const first = join(releases, 'r1');
  console.log(`bench:publish: ${name}: first, full build (not timed)…`);
  await build(content, first);
  switchCurrent(releases, first);
  const server = await startServer(0, join(releases, 'current'));
  try {
    const { port } = server.address() as AddressInfo;
    const { url, title } = changeTitle(content, page);
    const started = performance.now();
    const second = join(releases, 'r2');
    const output = await build(content, second, ['--since', first, '--search', 'later']);
    switchCurrent(releases, second);
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'accept-encoding': 'identity' } });
      if ((await response.text()).includes(title)) break;
    }
    const seconds = (performance.now() - started) / 1000;
    // The build's own step timings, to see where the time goes.
    for (const line of output.trim().split('\n')) console.log(`bench:publish: ${name}:   ${line}`);
    console.log(`bench:publish: ${name}: served after ${seconds.toFixed(2)} s`);
    return seconds;
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

async function main(): Promise<void> {
  const real = copyRealSite(join(tmp, 'real'));
  const generated = generateSite(projectRoot, join(tmp, 'generated'), 10000).root;
  const pages = [
    { content: real, page: 'about.yaml' },
    { content: generated, page: existsSync(join(generated, 'pages/about.yaml')) ? 'about.yaml' : 'index.yaml' },
  ];
  const figures: number[] = [];
  for (const [i, site] of SITES.entries()) figures.push(await timePublish(site.name, pages[i].content, pages[i].page));
  console.log('\none-page change, from the start of the build to the page served:');
  for (const [i, site] of SITES.entries())
    console.log(`  ${site.name.padEnd(28)} ${figures[i].toFixed(2).padStart(6)} s   (target ${site.target} s)`);
}

main().catch((e: unknown) => {
  console.error(`bench:publish: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exit(1);
});
