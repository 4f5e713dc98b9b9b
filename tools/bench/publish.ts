/**
 * `npm run bench:publish`: how long a one-page publish takes as a person sees it in the team editor, from the
 * publisher's click (the approval request, `POST changes/approve`, sent to the team server's API as the review
 * screen sends it) to the live site serving the page with its change (an HTTP GET of its address, asked every
 * 10 ms, answering the new title). The publishing job (check, build --since, switch) runs in between.
 *
 * For (1) this repository's content and (2) the 10,000-page generated site of `npm run bench`, each in a world of
 * its own (publishWorld.ts: a git content clone, the team's data folder, an editor and a publisher signed in, the
 * first release made and not timed, the team server started in this process, the live release served over HTTP by
 * a process of its own).
 * In each, the editor changes one page's title and sends it for review, the publisher reads the review (not timed;
 * the server makes its release ready meanwhile, readyRelease.ts)
 * and approves it (timed: publishTimed.ts); this is done RUNS times, each once the last publish's search index is
 * made, and the median is the figure. On the real site the same is then timed for the Kannada translation of the
 * page (one translated page should cost what one English page does).
 *
 * Prints each figure beside its target (the real site: 5 s; the generated site: 1.5 times the real site's figure
 * of the same run) and the ratio, plus the seconds the job recorded and when it passed each checkpoint. Never fails
 * on time; exits 1 only when the run itself failed (then with the team server's log).
 * `--real-only` measures the real site alone (minutes sooner: the generated site's first release is a full build).
 * Deletes everything at the end, also on failure or interruption.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../../src/common/projectPaths.js';
import { benchFolder } from './benchFolder.js';
import { generateSite } from './generate.js';
import { type PublishFigures, searchSettled, timePublish } from './publishTimed.js';
import { openPublishWorld, type PublishWorld } from './publishWorld.js';
import { CallFailed } from './teamWorld.js';

/** The real site's target in seconds, and the most the generated site's figure may be, as a multiple of it. */
const REAL_TARGET = 5;
const GENERATED_BOUND = 1.5;
/** Publishes timed per page: each figure is their median (one publish's time moves by a third from run to run). */
const RUNS = 3;

const { values: options } = parseArgs({ options: { 'real-only': { type: 'boolean', default: false } } });

const tmp = benchFolder('bench:publish');
const serverLog: string[] = [];

interface Site {
  name: string;
  /** Makes the site's content (pages/, schema/, public/) and gives its folder. */
  content: () => string;
  /** The page whose title is changed. */
  file: (content: string) => string;
  /** A translated page whose title is changed next, in the same world (after the first publish's search index). */
  translated?: { file: string; route: string; name: string };
}

const SITES: Site[] = [
  {
    name: 'real site',
    content: () => projectRoot,
    file: () => 'pages/about.yaml',
    translated: { file: 'pages/translations/kn/about.yaml', route: '/kn/about', name: 'real site, in Kannada' },
  },
  {
    name: '10,000-page generated site',
    content: () => generateSite(projectRoot, join(tmp, 'generated-content'), 10000).root,
    file: (content) => (existsSync(join(content, 'pages/about.yaml')) ? 'pages/about.yaml' : 'pages/index.yaml'),
  },
];

/** Says what one timed publish took and when its job passed each checkpoint. */
function report(say: (line: string) => void, figures: PublishFigures): void {
  const ready =
    figures.ready === null ? 'not made ready in time' : `made ready ${figures.ready.toFixed(2)} s after the review`;
  say(`served after ${figures.seconds.toFixed(2)} s (the job recorded ${figures.recorded.toFixed(1)} s; ${ready})`);
  say(
    `  checkpoints: ${figures.points.map((p) => `${p.point.replace(/^publish:/, '')} ${p.seconds.toFixed(2)} s`).join(', ')}`,
  );
}

/**
 * Times RUNS publishes of `file` (at `route` for a translation) one after another, each once the last one's search
 * index is made (an idle server, as a publisher's click finds it), reporting each; gives the one of median time.
 */
async function medianPublish(
  world: PublishWorld,
  say: (line: string) => void,
  file: string,
  route?: string,
): Promise<PublishFigures> {
  const runs: PublishFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    await searchSettled(world);
    const figures = await timePublish(world, file, route);
    report((line) => say(`run ${i + 1}: ${line}`), figures);
    runs.push(figures);
  }
  return runs.sort((a, b) => a.seconds - b.seconds)[Math.floor(RUNS / 2)]!;
}

/** Measures one site's publish (and its translated page's, if any) in a world of its own, closed at the end. */
async function measure(site: Site): Promise<{ figures: PublishFigures; translated?: PublishFigures }> {
  const say = (line: string) => console.log(`bench:publish: ${site.name}: ${line}`);
  const content = site.content();
  const dir = join(tmp, site.name.replace(/\W+/g, '-'));
  mkdirSync(dir);
  const world = await openPublishWorld(content, dir, (line) => serverLog.push(line), say);
  try {
    const figures = await medianPublish(world, say, site.file(content));
    if (!site.translated) return { figures };
    const { file, route, name } = site.translated;
    const translated = await medianPublish(
      world,
      (line) => console.log(`bench:publish: ${name}: ${line}`),
      file,
      route,
    );
    return { figures, translated };
  } finally {
    await world.close();
  }
}

async function main(): Promise<void> {
  const sites = options['real-only'] ? SITES.slice(0, 1) : SITES;
  const measured: Awaited<ReturnType<typeof measure>>[] = [];
  for (const site of sites) measured.push(await measure(site));
  const [real, generated] = measured.map((m) => m.figures.seconds);
  const line = (name: string, seconds: number, target: string) =>
    console.log(`  ${name.padEnd(28)} ${seconds.toFixed(2).padStart(6)} s   (target ${target})`);
  console.log(`\none-page publish, from the approval request to the page served (the median of ${RUNS}):`);
  line(SITES[0].name, real, `${REAL_TARGET} s`);
  const translated = measured[0].translated?.seconds;
  if (translated !== undefined)
    line(SITES[0].translated!.name, translated, `as the English page's: ${(translated / real).toFixed(2)} × it`);
  if (generated === undefined) return;
  line(SITES[1].name, generated, `${(GENERATED_BOUND * real).toFixed(2)} s, ${GENERATED_BOUND} × the real site's`);
  console.log(
    `  ratio generated / real      ${(generated / real).toFixed(2).padStart(6)}     (target ${GENERATED_BOUND})`,
  );
}

// Exits at once: the search index the last publish started (the servers' late work) is ended, not waited for.
main().then(
  () => process.exit(0),
  (e: unknown) => {
    if (serverLog.length) console.error(`bench:publish: the team server's log:\n${serverLog.join('\n')}`);
    const failed =
      e instanceof CallFailed ? `a call failed: ${e.message}` : e instanceof Error ? (e.stack ?? e.message) : String(e);
    console.error(`bench:publish: FAILED, ${failed}`);
    process.exit(1);
  },
);
