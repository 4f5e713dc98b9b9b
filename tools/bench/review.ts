/**
 * `npm run bench:review`: how long the review of a typical change set takes to come, as a publisher asks for it in
 * the team editor: from sending `GET changes/review` (as the review screen does) to the whole answer, and then
 * the before and after pictures' checks (two `POST check` per page, all at once, as the screen sends them) to
 * their last answer. The real site's content, in a world of its own (publishWorld.ts: a git content clone, the
 * team's data folder, an editor and a publisher signed in through the sign-in form, the team server started in
 * this process as `npm run team` starts it).
 *
 * A typical set: an FAQ answer edited at its end, a page's title and the site settings' first phone number. Each
 * round the editor saves the three and sends the set for review; the publisher asks for its review (made: the
 * first ask of a version), asks again (kept), and the pictures' checks run; then the editor withdraws the set
 * for the next round's saves. The first round is the server's first review (nothing checked before); the later
 * rounds are a running server's. Prints each round and the median of the later rounds beside the target (about
 * a second). Never fails on time; exits 1 only when the run failed. Deletes everything at the end.
 */
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import type { ReviewAnswer } from '../../editor/contract/changes.js';
import { projectRoot } from '../../src/common/projectPaths.js';
import { benchFolder } from './benchFolder.js';
import { openPublishWorld, type PublishWorld } from './publishWorld.js';
import { apiOk, CallFailed } from './teamWorld.js';

/** The target, in seconds, for the review on screen. */
const TARGET = 1;
const FAQ = 'pages/resources/faqs-india.yaml';
const TITLED = 'pages/about.yaml';
const SITE = 'pages/_site.yaml';

const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Math.max(2, Number(options.rounds) || 5);

const tmp = benchFolder('bench:review');
const serverLog: string[] = [];

type Obj = Record<string, unknown>;

/** The first FAQ answer in `data`, with `words` added at its end (the data is changed in place). */
function editFirstAnswer(data: unknown, words: string): boolean {
  if (!data || typeof data !== 'object') return false;
  const node = data as Obj;
  if (typeof node.answer === 'string') {
    node.answer = `${node.answer} ${words}`;
    return true;
  }
  return Object.values(node).some((v) => editFirstAnswer(v, words));
}

/** Saves `file` as the editor, changed by `change`. */
async function save(world: PublishWorld, file: string, change: (data: Obj) => void): Promise<void> {
  const opened = await apiOk(world.port, world.editor, 'GET', `file?path=${encodeURIComponent(file)}`);
  const data = structuredClone(opened.body.data) as Obj;
  change(data);
  const saved = await apiOk(world.port, world.editor, 'POST', 'save', { file, data, version: opened.body.version });
  if (saved.body.changed !== true) throw new CallFailed(`saving ${file} changed nothing`);
}

/** The editor's typical set, saved and sent for review (round `n`); its id. */
async function typicalSet(world: PublishWorld, n: number): Promise<string> {
  await save(world, FAQ, (d) => {
    if (!editFirstAnswer(d, `Round ${n}: we remind you a month before each date.`)) throw new CallFailed('no FAQ');
  });
  await save(world, TITLED, (d) => {
    (d.meta as Obj).title = `About us, round ${n}`;
  });
  await save(world, SITE, (d) => {
    ((d.organisation as Obj).phones as string[])[0] = `+91 80 1234 ${String(1000 + n)}`;
  });
  const listed = await apiOk(world.port, world.editor, 'GET', 'changes');
  const id = (listed.body.current as { id?: string } | null)?.id;
  if (!id) throw new CallFailed('the editor has no change set after saving');
  await apiOk(world.port, world.editor, 'POST', 'changes/submit', { id });
  return id;
}

interface Round {
  /** Seconds from asking for the review to its whole answer (the review made for this version). */
  made: number;
  /** The same, asked again (the review kept). */
  kept: number;
  /** Seconds from sending the pictures' checks (before and after of each page, at once) to the last answer. */
  pictures: number;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

async function round(world: PublishWorld, n: number): Promise<Round> {
  const id = await typicalSet(world, n);
  const { port, publisher } = world;
  let started = performance.now();
  const review = (await apiOk(port, publisher, 'GET', `changes/review?id=${id}`)).body as unknown as ReviewAnswer;
  const made = seconds(started);
  if (review.pages.length !== 3) throw new CallFailed(`the review lists ${review.pages.length} pages, not 3`);
  started = performance.now();
  await apiOk(port, publisher, 'GET', `changes/review?id=${id}`);
  const kept = seconds(started);
  // The pictures: each page's data before (drawn as live) and after, checked at once as the screen asks.
  started = performance.now();
  await Promise.all(
    review.pages.flatMap((page) =>
      [
        [page.beforeText, true],
        [page.afterText, false],
      ].map(([text, live]) =>
        apiOk(port, publisher, 'POST', 'check', {
          file: page.file.file,
          data: parse(text as string),
          previewPath: page.file.route,
          ...(live ? { live: true } : {}),
        }),
      ),
    ),
  );
  const pictures = seconds(started);
  await apiOk(port, world.editor, 'POST', 'changes/withdraw', { id });
  return { made, kept, pictures };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main(): Promise<void> {
  const say = (line: string) => console.log(`bench:review: ${line}`);
  const world = await openPublishWorld(projectRoot, tmp, (line) => serverLog.push(line), say);
  try {
    const figures: Round[] = [];
    for (let n = 1; n <= rounds; n++) {
      const r = await round(world, n);
      figures.push(r);
      say(
        `round ${n}${n === 1 ? ' (the server’s first review)' : ''}: review ${r.made.toFixed(2)} s, ` +
          `asked again ${r.kept.toFixed(3)} s, pictures' checks ${r.pictures.toFixed(2)} s`,
      );
    }
    const later = figures.slice(1);
    const made = median(later.map((r) => r.made));
    const pictures = median(later.map((r) => r.pictures));
    console.log(`\nreview of a typical set (3 pages), median of rounds 2–${rounds}:`);
    console.log(
      `  asking for the review to its answer   ${made.toFixed(2).padStart(6)} s   (target about ${TARGET} s)`,
    );
    console.log(`  then the before and after pictures    ${pictures.toFixed(2).padStart(6)} s`);
    console.log(`  the server's first review             ${figures[0]!.made.toFixed(2).padStart(6)} s`);
    console.log(
      `BENCH_REVIEW made=${made.toFixed(3)} pictures=${pictures.toFixed(3)} first=${figures[0]!.made.toFixed(3)}`,
    );
  } finally {
    await world.close();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    if (serverLog.length) console.error(`bench:review: the team server's log:\n${serverLog.join('\n')}`);
    const failed =
      e instanceof CallFailed ? `a call failed: ${e.message}` : e instanceof Error ? (e.stack ?? e.message) : String(e);
    console.error(`bench:review: FAILED, ${failed}`);
    process.exit(1);
  },
);
