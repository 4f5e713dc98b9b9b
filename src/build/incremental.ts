/**
 * The incremental build's record and reuse: every build writes INPUTS_FILE into its output, the hashes of each
 * page's inputs (the code's fingerprint, the site settings and collection routes, and what the page's own data is
 * made from: its file's text, its pictures, the collections it lists; a not-found page has no data), so a page's
 * data is made only for a page to render. A build given `--since <previous output>` renders only the pages whose hashes differ from the
 * previous output's record and links (or copies) the others' files from it, HTML and _data/<key>.json. The bundles
 * are covered by the code's fingerprint, as the same code makes the same bundles.
 */
import { sha256Of } from '../common/sha256.js';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CollectionRoute, SiteData } from '../contract/pageData.js';
import type { Job } from './plan.js';

/** The record's file in the output: under _deploy/, which the servers refuse (src/server/files.ts, nginxConf.ts). */
export const INPUTS_FILE = '_deploy/build-inputs.json';
/** The record's format; a record of another format is not read (2: pages' hashes are of their inputs). */
const FORMAT = 2;

/** What INPUTS_FILE holds. */
export interface BuildInputs {
  format: number;
  /** The code's fingerprint (fingerprint.ts). */
  code: string;
  /** The hash of the site settings (in every language) and the collections, which every page depends on. */
  shared: string;
  /**
   * Each page's HTML file (relative to the output) → the hash of its address and of what its data is made from
   * (the manifest's `inputs`: the page file's text, its pictures, the collections it lists).
   */
  pages: Record<string, string>;
}

const hashOf = (...parts: string[]) => sha256Of(...parts).slice(0, 20);

/** The record of a build of `jobs` with these inputs; `pages` holds each data key's inputs (ManifestMaker's). */
export function buildInputs(
  code: string,
  site: SiteData,
  collections: CollectionRoute[],
  jobs: Job[],
  pages: ReadonlyMap<string, string>,
  sites?: ReadonlyMap<string, SiteData>,
): BuildInputs {
  const record: BuildInputs = {
    format: FORMAT,
    code,
    // The other languages' site data too, on a site in several languages (absent: the hash is as before).
    shared: sites?.size
      ? hashOf(JSON.stringify(site), JSON.stringify(collections), JSON.stringify([...sites]))
      : hashOf(JSON.stringify(site), JSON.stringify(collections)),
    pages: {},
  };
  for (const job of jobs) {
    const data = job.dataKey === undefined ? '' : (pages.get(job.dataKey) ?? '');
    record.pages[job.file] = hashOf(job.url, String(job.status), job.dataKey ?? '', data);
  }
  return record;
}

/** The record of the output in `dir`, or why there is none to build from. */
export function readInputs(dir: string): { inputs: BuildInputs } | { missing: string } {
  let text: string;
  try {
    text = readFileSync(join(dir, INPUTS_FILE), 'utf8');
  } catch {
    return { missing: `${dir} holds no output of this build` };
  }
  try {
    const inputs = JSON.parse(text) as Partial<BuildInputs>;
    if (inputs.format === FORMAT && typeof inputs.code === 'string' && typeof inputs.shared === 'string')
      if (inputs.pages && typeof inputs.pages === 'object') return { inputs: inputs as BuildInputs };
  } catch {
    // below
  }
  return { missing: `the record of ${dir} is of another kind` };
}

/** Writes the record into the output folder `out`. */
export function writeInputs(out: string, inputs: BuildInputs): void {
  mkdirSync(join(out, dirname(INPUTS_FILE)), { recursive: true });
  writeFileSync(join(out, INPUTS_FILE), `${JSON.stringify(inputs)}\n`);
}

/** The files a job writes: its HTML and, for a page, its data. */
export function filesOf(job: Job): string[] {
  return job.dataKey === undefined ? [job.file] : [job.file, `_data/${job.dataKey}.json`];
}

/**
 * The jobs whose files can be taken from the previous output `since` (same code, same shared inputs, same page
 * hash, files present) and those to render; `reason` says why nothing is reused when the code differs. `held`:
 * the files of `since` known present already (a prepared tree's, prepared.ts), which are not looked for again.
 */
export function planReuse(
  jobs: Job[],
  current: BuildInputs,
  previous: BuildInputs,
  since: string,
  held?: ReadonlySet<string>,
): { reuse: Job[]; render: Job[]; reason?: string } {
  if (previous.code !== current.code)
    return { reuse: [], render: jobs, reason: 'the previous output was made from other code' };
  const reuse: Job[] = [];
  const render: Job[] = [];
  for (const job of jobs) {
    const same =
      previous.shared === current.shared &&
      previous.pages[job.file] === current.pages[job.file] &&
      filesOf(job).every((file) => held?.has(file) || existsSync(join(since, file)));
    (same ? reuse : render).push(job);
  }
  return { reuse, render };
}

/**
 * Puts `rel` of `from` at `rel` of `to`: a hard link, or a copy where links fail (another disk). `made` holds the
 * folders made already, so thousands of files do not ask for the same folder again.
 */
export function linkFile(from: string, to: string, rel: string, made = new Set<string>()): void {
  const target = join(to, rel);
  const folder = dirname(target);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  try {
    linkSync(join(from, rel), target);
  } catch {
    copyFileSync(join(from, rel), target);
  }
}

/** Links (or copies) the files of `jobs` from the previous output. */
export function reuseJobs(jobs: Job[], since: string, out: string): void {
  const made = new Set<string>();
  for (const job of jobs) for (const file of filesOf(job)) linkFile(since, out, file, made);
}

/** Links (or copies) every file under `from` into `to` (the previous output's search index, kept for later). */
export function linkTree(from: string, to: string): number {
  const made = new Set<string>();
  const files = readdirSync(from, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  for (const entry of files) linkFile(from, to, join(entry.parentPath, entry.name).slice(from.length + 1), made);
  return files.length;
}
