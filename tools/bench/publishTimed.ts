/**
 * One timed publish in a bench:publish world, through the team server's API as the screens send it: the editor
 * changes one page's title (save) and sends the change set for review; the publisher reads its review (not timed:
 * that is before the click) for as long as the server takes to make its release ready (the review found it clean:
 * editor/team/publishing/readyRelease.ts; a person reads for longer), then the clock runs from sending the approval
 * to an HTTP GET of the page's address on the live site answering the new title. Also gives what the job recorded:
 * its release's seconds, and when each of its checkpoints was passed, counted from the click.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { READY } from '../../editor/team/publishing/readyRelease.js';
import type { ReviewAnswer } from '../../editor/contract/changes.js';
import type { Job, JobsAnswer } from '../../editor/contract/jobs.js';
import type { ReleasesAnswer } from '../../editor/contract/release.js';
import type { PublishWorld } from './publishWorld.js';
import { apiOk, CallFailed } from './teamWorld.js';

/** How often the live page is asked for while the job runs (a publish takes a fraction of a second). */
const POLL_MS = 10;
/** The longest a publish is waited for before the run is given up. */
const GIVE_UP_MS = 10 * 60_000;

export interface PublishFigures {
  /** Seconds from sending the approval to the page served with its new title. */
  seconds: number;
  /** The seconds the job recorded in its release (from the click to the switch). */
  recorded: number;
  /** Each checkpoint of the job (`built`, `switched`…) with the seconds from the click to it. */
  points: { point: string; seconds: number }[];
  /** Seconds from the review read to its release made ready (null: not within READY_WAIT_MS; clicked anyway). */
  ready: number | null;
}

/** The longest the publisher "reads" the review, waiting for its release to be made ready. */
const READY_WAIT_MS = 120_000;

/** Seconds until the release of the set at `version` is made ready (its stamp names it), or null after READY_WAIT_MS. */
async function madeReady(world: PublishWorld, version: string): Promise<number | null> {
  const started = performance.now();
  for (;;) {
    try {
      const stamp = JSON.parse(readFileSync(join(world.releases, `${READY}.json`), 'utf8')) as { set?: string };
      if (stamp.set === version) return (performance.now() - started) / 1000;
    } catch {
      // not made yet
    }
    if (performance.now() - started > READY_WAIT_MS) return null;
    await sleep(50);
  }
}

/** The job `id` as `GET jobs` lists it now. */
async function jobNow(world: PublishWorld, id: string): Promise<Job | undefined> {
  const listed = await apiOk(world.port, world.publisher, 'GET', 'jobs');
  return (listed.body as unknown as JobsAnswer).jobs.find((j) => j.id === id);
}

/** Throws when job `id` ended without making its release live. */
async function mustNotHaveFailed(world: PublishWorld, id: string): Promise<void> {
  const job = await jobNow(world, id);
  if (job && (job.state === 'failed' || job.state === 'undone'))
    throw new CallFailed(`the publishing job ${job.state} at step ${job.step ?? '?'}: ${job.message ?? ''}`);
}

/**
 * The editor's change of `file`'s title sent for review; the set's id, the page's address (its own, or `route` for
 * a translation, which names none) and its new title.
 */
async function sendChange(
  world: PublishWorld,
  file: string,
  route?: string,
): Promise<{ id: string; route: string; title: string }> {
  const { port, editor } = world;
  const opened = await apiOk(port, editor, 'GET', `file?path=${encodeURIComponent(file)}`);
  const data = opened.body.data as { route?: string; meta: { title: string } };
  const address = route ?? data.route;
  if (!address) throw new CallFailed(`${file} names no address`);
  const title = `Published ${Date.now()}`;
  const next = { ...data, meta: { ...data.meta, title } };
  const saved = await apiOk(port, editor, 'POST', 'save', { file, data: next, version: opened.body.version });
  if (saved.body.changed !== true) throw new CallFailed(`saving ${file} changed nothing`);
  const listed = await apiOk(port, editor, 'GET', 'changes');
  const id = (listed.body.current as { id?: string } | null)?.id;
  if (!id) throw new CallFailed(`the editor has no change set after saving ${file}`);
  await apiOk(port, editor, 'POST', 'changes/submit', { id });
  return { id, route: address, title };
}

/** Resolves once the live site serves `route` with `title` in it, asked every POLL_MS; checks the job each second. */
async function servedWith(world: PublishWorld, route: string, title: string, job: string): Promise<void> {
  const end = Date.now() + GIVE_UP_MS;
  for (let i = 1; ; i++) {
    const response = await fetch(`http://127.0.0.1:${world.sitePort}${route}`);
    if ((await response.text()).includes(title)) return;
    if (Date.now() > end) throw new CallFailed(`${route} did not show its new title within ${GIVE_UP_MS / 1000} s`);
    if (i % Math.round(1000 / POLL_MS) === 0) await mustNotHaveFailed(world, job);
    await sleep(POLL_MS);
  }
}

/** The job `id` once it has ended, asked for every half second (as the screens do). */
async function ended(world: PublishWorld, id: string): Promise<Job> {
  const end = Date.now() + GIVE_UP_MS;
  for (;;) {
    const job = await jobNow(world, id);
    if (job && job.state !== 'waiting' && job.state !== 'running') return job;
    if (Date.now() > end) throw new CallFailed(`the publishing job did not end within ${GIVE_UP_MS / 1000} s`);
    await sleep(500);
  }
}

/** Resolves once the live release's search index is made (the work a publish leaves running after it). */
export async function searchSettled(world: PublishWorld): Promise<void> {
  const end = Date.now() + GIVE_UP_MS;
  for (;;) {
    const { body } = await apiOk(world.port, world.publisher, 'GET', 'releases');
    const { live, search } = body as unknown as ReleasesAnswer;
    if (search.ready && search.release === live) return;
    if (Date.now() > end) throw new CallFailed(`the search index was not made within ${GIVE_UP_MS / 1000} s`);
    await sleep(250);
  }
}

/**
 * Changes `file`'s title, has it approved, and times the approval to the page served (at `route` for a
 * translation's file).
 */
export async function timePublish(world: PublishWorld, file: string, route?: string): Promise<PublishFigures> {
  const { id, route: address, title } = await sendChange(world, file, route);
  const review = (await apiOk(world.port, world.publisher, 'GET', `changes/review?id=${id}`)).body as unknown;
  const { version, canApprove, why } = review as ReviewAnswer;
  if (!canApprove) throw new CallFailed(`the publisher may not approve the change: ${why ?? '?'}`);
  const ready = await madeReady(world, version);
  const points: PublishFigures['points'] = [];
  const started = performance.now();
  world.onJobPoint = (point) => points.push({ point, seconds: (performance.now() - started) / 1000 });
  const approved = await apiOk(world.port, world.publisher, 'POST', 'changes/approve', { id, version });
  const job = approved.body.job as Job | undefined;
  if (!job) throw new CallFailed(`the approval started no job: ${approved.text.slice(0, 300)}`);
  await servedWith(world, address, title, job.id);
  const seconds = (performance.now() - started) / 1000;
  const done = await ended(world, job.id);
  world.onJobPoint = () => {};
  if (done.state !== 'done' || !done.release)
    throw new CallFailed(`the publishing job ended ${done.state}: ${done.message ?? ''}`);
  return { seconds, recorded: done.release.seconds, points, ready };
}
