/**
 * The incremental build (`npm run build -- --since <previous output>`: src/build/incremental.ts, bundles.ts): after
 * twenty random edits of a small generated site (a page's text, new, removed and renamed pages, site settings, blog
 * items, a picture file replaced), each followed by a build from the previous output, the output has the same files,
 * byte for byte, as a full build of the same content (checked every fourth edit too); one changed page is the one
 * page rendered; changed site settings render every page; a previous output of other code means a full build; the
 * validator's kept results (src/content/fileChecks.ts) never let a mistake through: a link broken in an unchanged
 * page by a deleted page, and unchanged pages a changed schema makes wrong, stop the build; `--search later` keeps
 * the previous search index and `--index-only` makes it anew in place; wrong options and folders are refused. Every
 * other build of the twenty starts from pages linked beforehand (`--prepare`, `--prepared`: src/build/prepared.ts),
 * and its output is the same and leaves no empty folder; prepared pages of another output are left alone, and a page
 * a damaged previous output lacks is rendered. The site is a git work tree, every third edit committed and the others
 * not, so files git vouches for are not read (their kept results found by blob id) and the others are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSite } from '../../../tools/bench/generate';
import { INPUTS_FILE, type BuildInputs } from '../../../src/build/incremental';
import { differingFiles, EDIT_KINDS, editSite, ownCopy, pageFiles, seeded } from '../../fixtures/siteEdits';
import { gitIn } from '../../fixtures/git';
import { repoRoot } from '../../fixtures/site';
import { isHidden } from '../../../src/server/files';

let dir: string;
let site: string;
let outputs = 0;

/** Runs the build through the launcher, as `npm run build` does; returns its status and output. */
function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['src/build/launch.mjs', 'build', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, SITE_SEARCH: 'off', ...env },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** Builds the site into a new folder (from `since` when given); returns the folder and the build's output. */
function build(since?: string, more: string[] = [], env: Record<string, string> = {}) {
  const out = join(dir, `out-${++outputs}`);
  const result = run(['--content', site, '--out', out, ...(since ? ['--since', since] : []), ...more], env);
  expect(result.status, result.output).toBe(0);
  return { out, output: result.output };
}

/** The folders under `root` that hold nothing (a removed page must not leave its folder behind). */
function emptyFolders(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isDirectory() && readdirSync(join(e.parentPath, e.name)).length === 0)
    .map((e) => join(e.parentPath, e.name));
}

/** The counts the build prints: pages rendered and reused. */
function counts(output: string): { rendered: number; reused: number; mode: string } {
  const m = /pages: (\d+) rendered, (\d+) reused \(([^)]*)\)/.exec(output);
  expect(m, output).not.toBeNull();
  return { rendered: Number(m![1]), reused: Number(m![2]), mode: m![3] };
}

/** Runs git in the site's folder (a git work tree, as the team server's publishing folder is). */
const git = (...args: string[]) => gitIn(site, ...args);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'incremental-test-'));
  site = generateSite(repoRoot, join(dir, 'site'), 30).root;
  // In git, so the build's kept results are also found by blob ids (src/content/gitBlobs.ts).
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'generated');
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the incremental build', () => {
  it('keeps its record where the servers refuse to send it', () => {
    expect(INPUTS_FILE.startsWith('_deploy/')).toBe(true);
    expect(isHidden(`/${INPUTS_FILE}`)).toBe(true);
  });

  it('gives the same files as a full build after twenty random edits, each followed by a build from the last', () => {
    const random = seeded(36);
    let previous = build().out;
    for (let n = 1; n <= 20; n++) {
      const kind = EDIT_KINDS[random(EDIT_KINDS.length)];
      // Every other build starts from the previous output's pages linked beforehand (--prepare, --prepared).
      const prepared = n % 2 === 0 ? join(dir, 'prepared') : undefined;
      if (prepared) expect(run(['--prepare', prepared, '--since', previous]).status).toBe(0);
      editSite(site, kind, n, random);
      // Every third edit is committed; the others stay changes git has not recorded (staged or not).
      if (n % 3 === 0) {
        git('add', '-A');
        git('commit', '-q', '-m', `edit ${n}`);
      } else if (n % 3 === 1) git('add', '-A');
      const next = build(previous, prepared ? ['--prepared', prepared] : []);
      expect(counts(next.output).mode, kind).toMatch(
        prepared ? /^incremental from .*; linked beforehand$/ : /^incremental from [^;]*$/,
      );
      expect(emptyFolders(next.out), `after edit ${n} (${kind})`).toEqual([]);
      rmSync(previous, { recursive: true, force: true });
      previous = next.out;
      // Every fourth edit, compared with a build that renders every page (from a folder with no previous output);
      // the true full build, with its own Vite build, is compared at the end.
      if (n % 4 || n === 20) continue;
      const full = build(join(dir, 'no-such-output'));
      expect(counts(full.output).reused).toBe(0);
      expect(differingFiles(next.out, full.out), `after edit ${n} (${kind})`).toEqual([]);
      rmSync(full.out, { recursive: true, force: true });
    }
    const full = build();
    expect(counts(full.output).mode).toBe('full build');
    expect(full.output).toContain('client and server built');
    expect(differingFiles(previous, full.out)).toEqual([]);
  }, 300_000);

  it('links the pages itself when the prepared pages are of another output, and leaves them as they were', () => {
    const first = build();
    const second = build(first.out);
    const prepared = join(dir, 'prepared-other');
    expect(run(['--prepare', prepared, '--since', first.out]).status).toBe(0);
    const before = readdirSync(prepared, { recursive: true }).length;
    const next = build(second.out, ['--prepared', prepared]);
    expect(counts(next.output).mode).toBe(`incremental from ${second.out}`);
    expect(readdirSync(prepared, { recursive: true }).length).toBe(before);
    expect(run(['--prepare', prepared]).output).toContain('--prepare needs --since');
    for (const folder of [first.out, second.out, next.out, prepared]) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('renders a page the previous output lacks, though its record lists it, from prepared pages', () => {
    const first = build();
    const lost = join(first.out, 'about/index.html');
    expect(existsSync(lost)).toBe(true);
    rmSync(lost);
    const prepared = join(dir, 'prepared-damaged');
    expect(run(['--prepare', prepared, '--since', first.out]).status).toBe(0);
    const next = build(first.out, ['--prepared', prepared]);
    expect(counts(next.output)).toMatchObject({
      rendered: 1,
      mode: `incremental from ${first.out}; linked beforehand`,
    });
    expect(existsSync(join(next.out, 'about/index.html'))).toBe(true);
    for (const folder of [first.out, next.out]) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('renders only the page that changed, and takes the bundles from the cache', () => {
    const first = build();
    const all = counts(first.output).rendered;
    const file = editSite(site, 'page text', 100, seeded(1));
    expect(file).toBeDefined();
    const next = build(first.out);
    expect(counts(next.output)).toEqual({ rendered: 1, reused: all - 1, mode: `incremental from ${first.out}` });
    expect(next.output).toContain('client and server bundles from the cache');
    const html = join(next.out, file === 'index.yaml' ? 'index.html' : `${file!.slice(0, -5)}/index.html`);
    expect(readFileSync(html, 'utf8')).toContain('Edited title 100');
  }, 60_000);

  it('renders every page again when the site settings change', () => {
    const first = build();
    const all = counts(first.output).rendered;
    editSite(site, 'site settings', 101, seeded(2));
    expect(counts(build(first.out).output)).toMatchObject({ rendered: all, reused: 0 });
  }, 60_000);

  it('builds in full from an output of other code, or a folder that holds no output', () => {
    const first = build();
    const record = join(first.out, INPUTS_FILE);
    const inputs = JSON.parse(readFileSync(record, 'utf8')) as BuildInputs;
    writeFileSync(record, JSON.stringify({ ...inputs, code: 'other code' }));
    const other = counts(build(first.out).output);
    expect(other).toMatchObject({ reused: 0, mode: 'full build: the previous output was made from other code' });
    writeFileSync(record, '{"format": 0}');
    expect(counts(build(first.out).output).mode).toBe(`full build: the record of ${first.out} is of another kind`);
    expect(counts(build(site).output).mode).toBe(`full build: ${site} holds no output of this build`);
  }, 60_000);

  it('keeps the previous search index with --search later, and --index-only makes it anew in place', () => {
    const searched = { SITE_SEARCH: 'on' };
    const first = build(undefined, [], searched);
    const index = readdirSync(join(first.out, 'pagefind'), { recursive: true, encoding: 'utf8' });
    expect(index.length).toBeGreaterThan(3);
    editSite(site, 'page text', 102, seeded(3));
    const later = build(first.out, ['--search', 'later'], searched);
    expect(later.output).toContain('search index: the previous one kept');
    expect(differingFiles(join(first.out, 'pagefind'), join(later.out, 'pagefind'))).toEqual([]);
    const indexed = run(['--index-only', later.out]);
    expect(indexed.status, indexed.output).toBe(0);
    expect(indexed.output).toContain('indexed for search in place');
    expect(readdirSync(later.out).filter((name) => name.startsWith('pagefind'))).toEqual(['pagefind']);
    expect(existsSync(join(later.out, 'pagefind/pagefind.js'))).toBe(true);
  }, 120_000);

  it("refuses a link that broke in an unchanged page when the page it links to went, its other files' results kept", () => {
    const first = build();
    const pages = join(site, 'pages');
    // A page another page links to, and the page linking to it.
    const files = pageFiles(site).filter((f) => f.startsWith('extra-') === false && f !== 'index.yaml');
    const routeOf = (file: string) => /^route: (\S+)$/m.exec(readFileSync(join(pages, file), 'utf8'))![1];
    const linked = files.find((file) =>
      files.some(
        (other) => other !== file && readFileSync(join(pages, other), 'utf8').includes(`href: ${routeOf(file)}\n`),
      ),
    )!;
    const route = routeOf(linked);
    const linker = files.find(
      (f) => f !== linked && readFileSync(join(pages, f), 'utf8').includes(`href: ${route}\n`),
    )!;
    const text = readFileSync(join(pages, linked), 'utf8');
    rmSync(join(pages, linked));
    try {
      const refused = run(['--content', site, '--out', join(dir, 'refused'), '--since', first.out]);
      expect(refused.status, refused.output).toBe(1);
      expect(refused.output).toMatch(new RegExp(`pages/${linker}:\\d+:\\d+ .*the link to ${route} matches no page`));
      expect(Number(/\((\d+) files unchanged since checked\)/.exec(refused.output)?.[1])).toBeGreaterThan(10);
      expect(existsSync(join(dir, 'refused'))).toBe(false);
    } finally {
      writeFileSync(join(pages, linked), text);
    }
  }, 60_000);

  it('refuses unchanged pages that a changed schema makes wrong, though their results were kept', () => {
    const { output } = build();
    const pageCount = Number(/validated (\d+) pages/.exec(output)?.[1]);
    const file = join(ownCopy(site, 'schema'), 'page.schema.json');
    const text = readFileSync(file, 'utf8');
    const schema = JSON.parse(text) as { required: string[] };
    writeFileSync(file, JSON.stringify({ ...schema, required: [...schema.required, 'owner'] }));
    try {
      const refused = run(['--content', site, '--out', join(dir, 'refused')]);
      expect(refused.status, refused.output).toBe(1);
      expect(refused.output).toMatch(/pages\/index\.yaml:\d+:\d+ .*"owner"/);
      // Every page is refused (other files valid under the changed schemas may be kept, from an earlier run too).
      expect(Number(/ in (\d+) files \(/.exec(refused.output)?.[1]), refused.output).toBe(pageCount);
    } finally {
      writeFileSync(file, text);
    }
  }, 60_000);

  it('refuses --index-only on a folder that is not a built site, and an unknown --search', () => {
    const refused = run(['--index-only', site]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('is not a site made by this build');
    expect(existsSync(join(site, 'pagefind'))).toBe(false);
    const wrong = run(['--content', site, '--out', join(dir, 'never'), '--search', 'soon']);
    expect(wrong.status).toBe(1);
    expect(wrong.output).toContain('--search takes only "later"');
    expect(existsSync(join(dir, 'never'))).toBe(false);
  });
});
