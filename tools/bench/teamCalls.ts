/**
 * What the people of `npm run load:team` do through the team server's API, as the editor's screens do it: open a
 * page and save it (each save with the version the last one answered), send a change set for review, review one,
 * approve one (which starts the job that publishes it, followed to its end). Every call answered with an error
 * status throws CallFailed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Job, JobsAnswer } from '../../editor/contract/jobs.js';
import { apiOk, CallFailed, type Person, type TeamWorld } from './teamWorld.js';

/** The longest a page's title may be (schema/defs/meta.schema.json), less room for the counter. */
const TITLE_ROOM = 60;

/** One editor: their page, the form data last saved and the version it answered. */
export interface Editor {
  who: Person;
  file: string;
  data: { meta: { title: string } } & Record<string, unknown>;
  title: string;
  version: string;
  saved: number;
}

export interface Save {
  ms: number;
  who: string;
}

export interface SavesResult {
  saves: Save[];
  /** Seconds from the phase's start to the last save answered. */
  seconds: number;
}

/** Opens `file` as `who` and saves it once (not timed: the first save makes the person's change set). */
export async function openEditor(world: TeamWorld, who: Person, file: string): Promise<Editor> {
  const opened = await apiOk(world.port, who, 'GET', `file?path=${encodeURIComponent(file)}`);
  const data = opened.body.data as Editor['data'];
  const editor = {
    who,
    file,
    data,
    title: data.meta.title.slice(0, TITLE_ROOM),
    version: String(opened.body.version),
    saved: 0,
  };
  await saveOnce(world, editor);
  return editor;
}

/** One save of the editor's page with the next counter in its title; its time in ms. */
async function saveOnce(world: TeamWorld, e: Editor): Promise<number> {
  e.saved++;
  const data = { ...e.data, meta: { ...e.data.meta, title: `${e.title} ${e.saved}` } };
  const reply = await apiOk(world.port, e.who, 'POST', 'save', { file: e.file, data, version: e.version });
  if (reply.body.changed !== true) throw new CallFailed(`a save of ${e.file} by ${e.who.email} changed nothing`);
  e.data = data;
  e.version = String(reply.body.version);
  return reply.ms;
}

/**
 * The seconds editor `n` waits before each of its `count` saves: a start within the first pause, then between
 * 0.5 and 1.5 pauses after each answer. The same for every phase (a fixed sequence per editor), so quiet and busy
 * saves are sent on the same schedule.
 */
function waitsOf(n: number, count: number, pause: number): number[] {
  let seed = (n + 1) * 0x9e3779b1;
  const next = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, (_, i) => (i === 0 ? next() : 0.5 + next()) * pause);
}

/** Every editor saving `count` times, one save after another with `pause` seconds between them, all at once. */
export async function allSave(world: TeamWorld, editors: Editor[], count: number, pause: number): Promise<SavesResult> {
  const started = performance.now();
  const each = await Promise.all(
    editors.map(async (e, n) => {
      const saves: Save[] = [];
      for (const wait of waitsOf(n, count, pause)) {
        if (wait > 0) await sleep(wait * 1000);
        saves.push({ ms: await saveOnce(world, e), who: e.who.email });
      }
      return saves;
    }),
  );
  return { saves: each.flat(), seconds: (performance.now() - started) / 1000 };
}

/** Saves a change to `file` as `author` and sends their change set for review; its id. */
export async function sendForReview(world: TeamWorld, author: Person, file: string): Promise<string> {
  await openEditor(world, author, file);
  const listed = await apiOk(world.port, author, 'GET', 'changes');
  const id = (listed.body.current as { id?: string } | null)?.id;
  if (!id) throw new CallFailed(`${author.email} has no change set after saving ${file}`);
  await apiOk(world.port, author, 'POST', 'changes/submit', { id });
  return id;
}

/**
 * `who` reviewing the sets `ids` in turn until `done()`, one review after another with `pause` seconds between
 * them (a review answered at once would otherwise be asked for again at once, hundreds of times a second); each
 * review's time in ms.
 */
export async function reviewLoop(
  world: TeamWorld,
  who: Person,
  ids: string[],
  pause: number,
  done: () => boolean,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !done(); i++) {
    if (i > 0 && pause > 0) await sleep(pause * 1000);
    const reply = await apiOk(world.port, who, 'GET', `changes/review?id=${ids[i % ids.length]}`);
    times.push(reply.ms);
  }
  return times;
}

/**
 * `who` approves set `id` as the review page does (with the review's version when it gives one), then follows the
 * job that publishes it (GET jobs every half second, as the screens do) until it has ended; its seconds.
 */
export async function publishOne(world: TeamWorld, who: Person, id: string): Promise<number> {
  const started = performance.now();
  const review = await apiOk(world.port, who, 'GET', `changes/review?id=${id}`);
  const version = review.body.version;
  const body = version === undefined ? { id } : { id, version };
  const approved = await apiOk(world.port, who, 'POST', 'changes/approve', body);
  const job = approved.body.job as Job | undefined;
  if (!job) throw new CallFailed(`approving ${id} started no publishing job: ${approved.text.slice(0, 300)}`);
  for (;;) {
    await sleep(500);
    const listed = (await apiOk(world.port, who, 'GET', 'jobs')).body as unknown as JobsAnswer;
    const now = listed.jobs.find((j) => j.id === job.id);
    if (now?.state === 'done') break;
    if (!now || (now.state !== 'waiting' && now.state !== 'running'))
      throw new CallFailed(`publishing ${id} ended ${now?.state ?? 'out of the list'}: ${now?.message ?? ''}`);
  }
  return (performance.now() - started) / 1000;
}
