/**
 * `npm run load:team`: how long an editor's save takes in the team editor while other people's change sets are
 * reviewed and one is published, beside the same saves with nothing else running. The real team server runs in
 * this process on a copy of this repository's content (teamWorld.ts), with a real publisher whose first release is
 * made before anything is measured, so the publish measured is an incremental one-page release.
 * Each round runs two phases, one after the other (the machine's speed moves from hour to hour, so they alternate):
 *   quiet: `--editors` people each save their own page `--saves` times, one save after another (each with the
 *          version the last one answered), all at once, waiting about `--pause` seconds between two saves (0.5 to
 *          1.5 times it, the same waits in every phase): people read and type between saves, and without a pause
 *          ten editors keep the repository's queue full by themselves, so the quiet figure is already a queue's;
 *   busy:  the same saves, started together with two publishers reviewing three other people's change sets in a
 *          loop (GET changes/review, one after another, `--review-pause` seconds apart) and one of those sets being
 *          approved, which publishes it.
 * A save is timed from sending the request to the whole answer. Prints each round's and the combined p50 and p95
 * per phase, the ratio of the busy p95 to the quiet one against its bound (2), and one machine-readable line.
 * Exits 0 whatever the figures; 1 when the run itself failed (any call answered an error status, a publish that
 * did not go live), then with the server's log. Deletes everything at the end, also on failure or interruption.
 */
import { parseArgs } from 'node:util';
import {
  allSave,
  type Editor,
  openEditor,
  publishOne,
  reviewLoop,
  type Save,
  type SavesResult,
  sendForReview,
} from './teamCalls.js';
import { CallFailed, openTeamWorld, type TeamWorld } from './teamWorld.js';
import { benchFolder } from './benchFolder.js';

/** The busy p95 may be at most this many times the quiet p95. */
const BOUND = 2;
/** The people whose change sets are reviewed in each busy round (the first one's is published). */
const AUTHORS_PER_ROUND = 3;
const PUBLISHERS = 2;

const { values: options } = parseArgs({
  options: {
    editors: { type: 'string', default: '10' },
    saves: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    pause: { type: 'string', default: '4' },
    'review-pause': { type: 'string', default: '1' },
  },
});
const editorCount = Number(options.editors);
const saveCount = Number(options.saves);
const rounds = Number(options.rounds);
const pause = Number(options.pause);
const reviewPause = Number(options['review-pause']);
for (const [name, value] of Object.entries({ editors: editorCount, saves: saveCount, rounds }))
  if (!Number.isInteger(value) || value < 1) throw new Error(`load:team: --${name} must be a whole number above 0`);
for (const [name, value] of Object.entries({ pause, 'review-pause': reviewPause }))
  if (!(value >= 0 && value <= 60)) throw new Error(`load:team: --${name} must be seconds from 0 to 60`);

const tmp = benchFolder('load:team');
const serverLog: string[] = [];

interface BusyResult extends SavesResult {
  reviews: number[];
  publishSeconds: number;
  /** Whether the publish was still running when the last save was answered. */
  publishOutlasted: boolean;
}

/** The nearest-rank percentile `p` of `values`. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** The busy phase: the editors' saves while three sets are reviewed and the first one is published. */
async function busyPhase(
  world: TeamWorld,
  editors: Editor[],
  authorPages: string[],
  round: number,
): Promise<BusyResult> {
  const authors = world.people.authors.slice(round * AUTHORS_PER_ROUND, (round + 1) * AUTHORS_PER_ROUND);
  const ids: string[] = [];
  for (const [i, author] of authors.entries()) ids.push(await sendForReview(world, author, authorPages[i]));
  const [approver, ...others] = world.people.publishers;
  let savesDone = false;
  let publishDone = false;
  let publishOutlasted = false;
  const publish = publishOne(world, approver, ids[0]).finally(() => (publishDone = true));
  const reviews = [approver, ...others].map((p, i) =>
    reviewLoop(world, p, [...ids.slice(i), ...ids.slice(0, i)], reviewPause, () => savesDone),
  );
  const saves = allSave(world, editors, saveCount, pause).finally(() => {
    savesDone = true;
    publishOutlasted = !publishDone;
  });
  try {
    const [phase, publishSeconds, reviewTimes] = await Promise.all([saves, publish, Promise.all(reviews)]);
    // The search index of the new release is made in the background: let it finish before the next quiet phase.
    await world.publisher.searchSettled();
    return { ...phase, reviews: reviewTimes.flat(), publishSeconds, publishOutlasted };
  } finally {
    savesDone = true;
  }
}

/** A phase's figures in one line. */
function figures(saves: Save[]): string {
  const ms = saves.map((s) => s.ms);
  return `n=${ms.length} p50=${seconds(percentile(ms, 50))} s p95=${seconds(percentile(ms, 95))} s max=${seconds(Math.max(...ms))} s`;
}

/** What ran beside a busy phase's saves, in one parenthesis. */
function describeBusy(b: BusyResult): string {
  const publish = `publish: ${b.publishSeconds.toFixed(1)} s, ${b.publishOutlasted ? 'still running when the saves ended' : 'ended before the saves did'}`;
  const reviews = b.reviews.length
    ? `reviews: ${b.reviews.length} done, p50=${seconds(percentile(b.reviews, 50))} s max=${seconds(Math.max(...b.reviews))} s`
    : 'reviews: 0 done';
  return `(${reviews}; ${publish}; saves over ${b.seconds.toFixed(1)} s)`;
}

/** The slowest save of a phase, and whose it was. */
function slowest(saves: Save[]): string {
  const worst = saves.reduce((a, b) => (b.ms > a.ms ? b : a));
  return `slowest save ${seconds(worst.ms)} s by ${worst.who}`;
}

/** The pages: the editors' first, then each round's authors' (wrapping round when there are not enough). */
function assignPages(pages: string[]): { editorPages: string[]; authorPages: (round: number) => string[] } {
  if (pages.length < editorCount + AUTHORS_PER_ROUND)
    throw new Error(
      `load:team: the content has ${pages.length} pages; --editors must be at most ${pages.length - AUTHORS_PER_ROUND}`,
    );
  const rest = pages.slice(editorCount);
  return {
    editorPages: pages.slice(0, editorCount),
    authorPages: (round) =>
      Array.from({ length: AUTHORS_PER_ROUND }, (_, i) => rest[(round * AUTHORS_PER_ROUND + i) % rest.length]),
  };
}

async function main(): Promise<void> {
  console.log(
    `load:team: ${editorCount} editors, ${saveCount} saves each about ${pause} s apart, reviews ${reviewPause} s apart, ${rounds} round(s); in ${tmp}`,
  );
  const world = await openTeamWorld(
    tmp,
    { editors: editorCount, authors: AUTHORS_PER_ROUND * rounds, publishers: PUBLISHERS },
    (line) => serverLog.push(line),
    (line) => console.log(line),
  );
  try {
    const { editorPages, authorPages } = assignPages(world.pages);
    const editors = await Promise.all(world.people.editors.map((who, i) => openEditor(world, who, editorPages[i])));
    const quiet: Save[] = [];
    const busy: BusyResult[] = [];
    for (let round = 0; round < rounds; round++) {
      const q = await allSave(world, editors, saveCount, pause);
      quiet.push(...q.saves);
      console.log(`round ${round + 1} quiet: ${figures(q.saves)} (saves over ${q.seconds.toFixed(1)} s)`);
      const b = await busyPhase(world, editors, authorPages(round), round);
      busy.push(b);
      console.log(`round ${round + 1} busy:  ${figures(b.saves)} ${describeBusy(b)}`);
      console.log(`round ${round + 1} ${slowest(b.saves)}`);
    }
    report(quiet, busy);
  } finally {
    await world.close();
  }
}

/** The combined figures, the ratio against its bound, and the machine-readable line. */
function report(quiet: Save[], busy: BusyResult[]): void {
  const busySaves = busy.flatMap((b) => b.saves);
  const q = quiet.map((s) => s.ms);
  const b = busySaves.map((s) => s.ms);
  const ratio = percentile(b, 95) / percentile(q, 95);
  const reviews = busy.reduce((n, r) => n + r.reviews.length, 0);
  const publishes = busy.map((r) => `${r.publishSeconds.toFixed(1)} s`).join(', ');
  console.log('');
  console.log(`quiet: ${figures(quiet)}`);
  console.log(`busy:  ${figures(busySaves)} (reviews: ${reviews} done; publish: ${publishes})`);
  console.log(`busy p95 / quiet p95 = ${ratio.toFixed(2)} (bound ${BOUND}: ${ratio <= BOUND ? 'met' : 'NOT met'})`);
  console.log(
    `load-team quiet_p50=${seconds(percentile(q, 50))} quiet_p95=${seconds(percentile(q, 95))} busy_p50=${seconds(percentile(b, 50))} busy_p95=${seconds(percentile(b, 95))} ratio=${ratio.toFixed(2)}`,
  );
}

main().catch((e: unknown) => {
  if (serverLog.length) console.error(`load:team: the server's log:\n${serverLog.join('\n')}`);
  const failed =
    e instanceof CallFailed ? `a call failed: ${e.message}` : e instanceof Error ? (e.stack ?? e.message) : String(e);
  console.error(`load:team: FAILED, ${failed}`);
  process.exit(1);
});
