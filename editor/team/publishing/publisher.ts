/**
 * "Publish means live": approved change sets are merged onto the live branch's commit in the repository alone (a merge
 * commit, no file written), its files set out in a work folder of their own (a worktree on no branch: nothing anyone
 * reads moves meanwhile), checked by the site's validator, built into a release folder of their own and served at once
 * by switching the `current` link nginx serves (liveLink.ts); only then does the live branch move to what is live (a
 * fast-forward of the content clone), and it is sent to the site's repository when one is set. A failure at any step
 * leaves the live site as it was: the live branch where it was, no half-made release left, `current` unchanged;
 * PublishFailed says which step failed, in plain words. If sending to the repository fails after the switch, the site
 * is switched back (it was live for those seconds) and the message says so.
 * "Roll back": restore(id) points `current` at an earlier release's folder again (no rebuild) and records it as a
 * new release and a new commit whose content is that release's (history is never rewritten, never force-pushed).
 * The search index is made after the site is live, in the background; releases() says whether it is ready. Before
 * it, also in the background, the live site's pages are linked ahead of the next publish's build (PREPARED), and
 * release folders no longer kept are deleted in the background too, so a large site's files never hold a request.
 *
 * Each of these runs as a job (editor/team/jobs/): its steps are reported as they happen, and before each step that
 * changes something, what a restart needs is recorded in the job's checkpoint. `recoverPublish`/`recoverRestore`
 * then finish or undo, at the next start, a job the server stopped in the middle of: once `current` names the new
 * site it is finished (the live branch moved, sent, recorded); before that, what it made is removed. Either way the
 * live site is whole, and the live branch, `current` and the release records agree.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { words } from '../../contract/words.js';
import type { PersonRef, Release, ReleasesAnswer } from '../../contract/changes.js';
import type { JobStep } from '../../contract/jobs.js';
import type { JobContext } from '../jobs/jobRunner.js';
import { contentProblems, pageName } from './contentCheck.js';
import { currentSite, switchCurrent } from './liveLink.js';
import {
  commitContentOf,
  fastForward,
  LiveGitError,
  liveHead,
  mergeBranch,
  mergeCommit,
  pushLive,
  resetTo,
  workFolderAt,
} from './liveGit.js';
import { newReleaseId, RELEASE_ID, readReleases, type StoredRelease, writeReleases } from './releaseStore.js';
import { ContentMemo } from '../../../src/content/contentMemo.js';
import { codeFingerprint } from '../../../src/common/codeFingerprint.js';
import { markReady, READY, type ReadyStamp, readyFrom, takeReady, unmarkReady } from './readyRelease.js';
import { serverBuild } from './serverBuild.js';
import { type SiteBuild, stopBuild } from './siteBuild.js';
import { Refusal } from '../../core/refusal.js';
import type { Author } from '../../core/git.js';

/**
 * The folder in the releases folder where the live site's pages are linked ahead of the next publish's build
 * (siteBuild.ts `prepare`); never served, and replaced after each release.
 */
const PREPARED = '.next-build';
/** The start of the name a release's folder takes while it is deleted in the background. */
const GONE = '.gone-';

/**
 * Publishing failed at `step`; the message says what happened in plain words. The live site is as it was. Answered
 * as 502 with the step (`{ error, step }`) where a request waits for it.
 */
export class PublishFailed extends Refusal {
  override name = 'PublishFailed';
  constructor(
    readonly step: JobStep,
    message: string,
  ) {
    super(502, message, { step });
  }
}

export interface PublishInput {
  /**
   * The change sets to make live, in this order; `branch` is their branch in the content clone, `commit` (when
   * given) the commit of it approved: that version goes live, whatever the branch holds by now. None: the first
   * release of a new server, the live branch as it is.
   */
  sets: { id: string; title: string; branch: string; commit?: string }[];
  by: PersonRef;
  /**
   * The live branch's commit on which the review of these sets found no problem: when it is still the live one,
   * the merged result is the one reviewed and is not checked again.
   */
  checkedOn?: string;
}

/** What a publish records before each step, so a restart finishes or undoes it. */
export interface PublishCheckpoint {
  /** The new release's id (its folder's name). */
  release: string;
  /** What was live before: the live branch's name and commit, and the folder `current` named. */
  before: { branch: string; commit: string; site: string | null };
  /** The change sets it makes live, and who approved them. */
  sets: { id: string; title: string }[];
  by: PersonRef;
  /** The commit that goes live (the merged result). */
  commit: string;
  /** The build's process, while it runs. */
  buildPid: number;
  /** When `current` was switched (ms since 1970). */
  switchedAt: number;
}

/** What a restore records before each step. */
export interface RestoreCheckpoint {
  release: string;
  /** The release whose site comes back, and its folder. */
  wanted: { id: string; site: string; commit: string };
  before: { branch: string; commit: string; site: string | null };
  by: PersonRef;
  /** The new commit on the live branch whose content is the wanted release's. */
  commit: string;
  switchedAt: number;
}

/** What the change-set side calls to make approved change sets live. */
export interface Publisher {
  readonly sends: boolean;
  publish(input: PublishInput, job?: JobContext<unknown, PublishCheckpoint>): Promise<Release>;
  recoverPublish(job: JobContext<unknown, PublishCheckpoint>): Promise<Release | null>;
  makeReady?(set: ReadySet, checkedOn: string): void;
}

/** A change set's branch and the commit of it a clean review found (its version). */
export interface ReadySet {
  branch: string;
  commit: string;
}

/** Who the merge commit of a release made ready is by (it is never on a branch: the approval makes its own). */
const READY_AUTHOR = { name: 'Publishing', email: 'publishing@localhost' };

export interface ReleasePublisherOptions {
  /** The code (where src/build/ is). */
  projectRoot: string;
  /** The content git clone, checked out on the live branch. */
  liveRoot: string;
  /**
   * The work folder publishing merges and builds in (a worktree of the content clone, made when missing; private:
   * the team's data folder). By default `.git/site-publishing` inside the content clone.
   */
  workDir?: string;
  /** Where the releases live; nginx serves <releasesDir>/current. */
  releasesDir: string;
  /** Where the live branch is sent after each release (settings.publish), or null. */
  remote: { remote: string; branch: string } | null;
  log?: (line: string) => void;
  /** The site's build; by default the build's command line in a child process (siteBuild.ts). */
  build?: SiteBuild;
  /** How many releases' folders are kept besides the live one and the one before it. */
  keep?: number;
  now?: () => Date;
}

/** A job context for work started outside a job (tests, the command line): steps not shown, checkpoint in memory. */
export function withoutJob<C>(now = Date.now()): JobContext<unknown, C> {
  const checkpoint: Partial<C> = {};
  return {
    id: '',
    input: undefined,
    checkpoint,
    acceptedAt: now,
    step: () => undefined,
    progress: () => undefined,
    save: (more) => Object.assign(checkpoint, more),
  };
}

export class ReleasePublisher implements Publisher {
  private queue: Promise<unknown> = Promise.resolve();
  private searching: Promise<void> = Promise.resolve();
  private readying: Promise<void> = Promise.resolve();
  private gone = 0;
  private readonly build: SiteBuild;
  /** What the checks before a build keep of the content between publishes (src/content/contentMemo.ts). */
  private readonly checked = new ContentMemo();
  private readonly log: (line: string) => void;
  private readonly now: () => Date;

  constructor(private readonly o: ReleasePublisherOptions) {
    // The build server's command line names the work folder it builds (a stopped server's builds are found by it).
    this.build = o.build ?? serverBuild(o.projectRoot, undefined, this.o.log, this.workFolder);
    this.log = o.log ?? (() => undefined);
    this.now = o.now ?? (() => new Date());
    mkdirSync(o.releasesDir, { recursive: true });
  }

  /** Has its build server, if it has one, read the live content ahead of the first publish (the team server starts). */
  warmUp(): void {
    if (this.hasLiveSite()) this.build.warm?.(this.o.liveRoot);
  }

  /** Ends its build server, if it has one (the team server stops). */
  close(): void {
    this.build.close?.();
  }

  /** The work folder publishing merges and builds in. */
  private get workFolder(): string {
    return this.o.workDir ?? join(this.o.liveRoot, '.git', 'site-publishing');
  }

  get releasesDir(): string {
    return this.o.releasesDir;
  }

  /** True when each release is sent to the site's repository (a step of its own). */
  get sends(): boolean {
    return this.o.remote !== null;
  }

  /** True when a release is live (`current` names a site). */
  hasLiveSite(): boolean {
    return currentSite(this.o.releasesDir) !== null;
  }

  /**
   * What a server stopped mid-publish left behind, once its jobs are recovered: a release folder no release names
   * (a half-made one, and what a stopped build left beside it) and a new link not yet renamed over `current`. The
   * live one is never touched.
   */
  cleanUpAfterStop(): void {
    const dir = this.o.releasesDir;
    const state = readReleases(dir);
    const named = new Set([...state.releases.map((r) => r.site), currentSite(dir)]);
    for (const name of readdirSync(dir)) {
      const release = /^(\d{8}-\d{6}(?:-\d{1,4})?)(\..*)?$/.exec(name);
      const halfMade = release && (!named.has(release[1]) || release[2] !== undefined);
      const left = ['.current-', 'releases.json.part-', GONE, `${PREPARED}.part-`, READY].some((start) =>
        name.startsWith(start),
      );
      if (halfMade || left) {
        this.log(`publishing: removing ${name}, left by a publish that did not finish`);
        rmSync(join(dir, name), { recursive: true, force: true });
      }
    }
  }

  /** The releases, newest first, which one is live and whether its search is ready. */
  releases(): ReleasesAnswer {
    const state = readReleases(this.o.releasesDir);
    const live = state.releases.find((r) => r.id === state.live);
    return {
      releases: state.releases.map(strip),
      live: state.live,
      search: { release: state.live, ready: live ? state.searchReady.includes(live.site) : false },
    };
  }

  /** A release by id, if it is one of the record's and its folder is still there; why not otherwise (a Refusal). */
  restorable(id: string): Release {
    const dir = this.o.releasesDir;
    const state = readReleases(dir);
    const wanted = RELEASE_ID.test(id) ? state.releases.find((r) => r.id === id) : undefined;
    if (!wanted) throw new Refusal(404, words.publishing.unknownRelease);
    if (!existsSync(join(dir, wanted.site, 'index.html'))) throw new Refusal(409, words.publishing.releaseGone);
    if (wanted.site === currentSite(dir)) throw new Refusal(409, words.publishing.liveAlready);
    return strip(wanted);
  }

  /** Settles when the search index of the latest release is made (or failed); for tests and shutting down. */
  searchSettled(): Promise<void> {
    return this.searching;
  }

  /**
   * Makes, in its turn and in the background, the release that approving `set` at its commit would make live, when
   * the live branch is still at `checkedOn` (where its review found it clean): readyRelease.ts. One is kept; a
   * failure is only logged (the approval then builds as usual).
   */
  makeReady(set: ReadySet, checkedOn: string): void {
    const made = this.oneAtATime(() => this.makeReadyNow(set, checkedOn));
    this.readying = made.catch((e: Error) =>
      this.log(`publishing: the release could not be made ready ahead of its approval: ${e.message}`),
    );
  }

  /** Settles when the release being made ready is made (or failed); for the benchmark and tests. */
  readySettled(): Promise<void> {
    return this.readying;
  }

  private async makeReadyNow(set: ReadySet, checkedOn: string): Promise<void> {
    const dir = this.o.releasesDir;
    const site = currentSite(dir);
    if (!site) return;
    const head = await this.head();
    if (head.commit !== checkedOn) return;
    const stamp: ReadyStamp = { live: head.commit, set: set.commit, site, code: codeFingerprint(this.o.projectRoot) };
    if (readyFrom(dir, stamp)) return;
    this.dropReady();
    const merged = await mergeBranch(this.o.liveRoot, head.commit, set.branch, 'Made ready', READY_AUTHOR, set.commit);
    if (!merged.ok) return;
    if (merged.tree) stamp.tree = merged.tree;
    await workFolderAt(this.o.liveRoot, this.workFolder, merged.commit);
    const out = join(dir, READY);
    try {
      await this.build.site({ content: this.workFolder, out, since: join(dir, 'current') });
      if (!existsSync(join(out, 'index.html'))) throw new Error(`the build wrote no index.html into ${out}`);
      markReady(dir, stamp);
    } catch (e) {
      rmSync(out, { recursive: true, force: true });
      throw e;
    }
  }

  /** The merge commit of `set` onto `onto` whose tree was made with the release made ready (mergeBranch's). */
  private async mergeMade(
    tree: string,
    onto: string,
    set: { id: string; title: string; commit: string },
    author: Author,
  ): Promise<string> {
    const message = words.publishing.publishCommit(set.title, set.id);
    const merged = await mergeCommit(this.o.liveRoot, tree, [onto, set.commit], message, author);
    if (!merged) throw new PublishFailed('check', words.publishing.mergeFailed(set.title));
    return merged;
  }

  /**
   * The sets merged onto `onto` one after the other, in the repository (no files written): the commit that goes
   * live. A set that is gone, or conflicts, fails the check with its words.
   */
  private async mergeSets(sets: PublishInput['sets'], onto: string, author: Author): Promise<string> {
    let commit = onto;
    for (const set of sets) {
      const merged = await mergeBranch(
        this.o.liveRoot,
        commit,
        set.branch,
        words.publishing.publishCommit(set.title, set.id),
        author,
        set.commit,
      );
      if (merged.ok) {
        commit = merged.commit;
        continue;
      }
      if ('missing' in merged) throw new PublishFailed('check', words.publishing.noSet(set.title));
      if (!merged.conflicts.length) throw new PublishFailed('check', words.publishing.mergeFailed(set.title));
      const pages = merged.conflicts.map((file) => pageName(this.o.liveRoot, file));
      throw new PublishFailed('check', words.publishing.conflict(set.title, pages));
    }
    return commit;
  }

  /** Builds the release into `out` from the work folder (incrementally from the live site `live`, if any). */
  private async buildRelease(
    job: JobContext<unknown, PublishCheckpoint>,
    out: string,
    live: string | null,
  ): Promise<void> {
    const dir = this.o.releasesDir;
    try {
      await this.build.site({
        content: this.workFolder,
        out,
        since: live ? join(dir, 'current') : null,
        prepared: join(dir, PREPARED),
        started: (pid) => job.save({ buildPid: pid }, 'building'),
        progress: (done, total) => job.progress(done, total),
      });
      if (!existsSync(join(out, 'index.html'))) throw new Error(`the build wrote no index.html into ${out}`);
    } catch (e) {
      this.log(`publishing: the build failed: ${(e as Error).message}`);
      throw new PublishFailed('build', words.publishing.buildFailed);
    }
  }

  /** The release made ready, if any, no longer taken: its stamp goes, its folder is deleted in the background. */
  private dropReady(): void {
    unmarkReady(this.o.releasesDir);
    if (existsSync(join(this.o.releasesDir, READY))) this.removeLater(READY, 'the release made ready');
  }

  publish(input: PublishInput, job = withoutJob<PublishCheckpoint>()): Promise<Release> {
    return this.oneAtATime(() => this.publishNow(input, job));
  }

  /** Brings back the site of release `id` as a new release of kind 'restore'. */
  restore(id: string, by: PersonRef, job = withoutJob<RestoreCheckpoint>()): Promise<Release> {
    return this.oneAtATime(() => this.restoreNow(id, by, job));
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async head(): Promise<{ branch: string; commit: string }> {
    try {
      return await liveHead(this.o.liveRoot);
    } catch (e) {
      this.log(`publishing: the live branch could not be read: ${(e as Error).message}`);
      throw new PublishFailed('check', words.publishing.notReady);
    }
  }

  private newId(): string {
    const dir = this.o.releasesDir;
    const state = readReleases(dir);
    return newReleaseId(this.now(), (name) => existsSync(join(dir, name)) || state.releases.some((r) => r.id === name));
  }

  private seconds(job: JobContext<unknown, { switchedAt: number }>): number {
    const at = job.checkpoint.switchedAt ?? this.now().getTime();
    return Math.max(0, Math.round((at - job.acceptedAt) / 100) / 10);
  }

  private async publishNow(
    { sets, by, checkedOn }: PublishInput,
    job: JobContext<unknown, PublishCheckpoint>,
  ): Promise<Release> {
    const dir = this.o.releasesDir;
    const work = this.workFolder;
    const author = { name: by.name, email: by.email };
    job.step('check');
    const head = await this.head();
    const live = currentSite(dir);
    const id = this.newId();
    const out = join(dir, id);
    job.save(
      {
        release: id,
        before: { ...head, site: live },
        sets: sets.map((s) => ({ id: s.id, title: s.title })),
        by: { name: by.name, email: by.email },
      },
      'started',
    );
    let switched = false;
    let moved = false;
    try {
      // The release made ready ahead of this approval (readyRelease.ts) is this one's when it was made from the
      // same live commit, set version, live site and code: built and checked already, it is taken as it is, and
      // the merge is the one it was made from (its tree kept: only the commit is made now).
      const [only] = sets;
      const made =
        live !== null && sets.length === 1 && only?.commit !== undefined
          ? readyFrom(dir, {
              live: head.commit,
              set: only.commit,
              site: live,
              code: codeFingerprint(this.o.projectRoot),
            })
          : undefined;
      const commit =
        made?.tree && only?.commit
          ? await this.mergeMade(made.tree, head.commit, { ...only, commit: only.commit }, author)
          : await this.mergeSets(sets, head.commit, author);
      const ready = made !== undefined && takeReady(dir, out);
      if (!ready) {
        this.dropReady();
        try {
          await workFolderAt(this.o.liveRoot, work, commit);
        } catch (e) {
          this.log(`publishing: the work folder could not be made ready: ${(e as Error).message}`);
          throw new PublishFailed('check', words.publishing.notReady);
        }
        if (checkedOn !== head.commit) {
          const problems = contentProblems(work, this.checked);
          if (problems.length) throw new PublishFailed('check', words.publishing.invalid(problems));
        }
      }
      job.step('build');
      job.save({ commit }, 'checked');
      if (!ready) await this.buildRelease(job, out, live);
      job.step('switch');
      job.save({ buildPid: 0, switchedAt: this.now().getTime() }, 'built');
      try {
        switchCurrent(dir, id);
        switched = true;
        job.save({}, 'switched');
        // What is live now is the live branch's: it moves forward to it (nobody else moves it meanwhile).
        await fastForward(this.o.liveRoot, commit);
        moved = true;
        job.save({}, 'moved');
      } catch (e) {
        this.log(`publishing: switching the live site failed: ${(e as Error).message}`);
        throw new PublishFailed('switch', words.publishing.deployFailed);
      }
      await this.push(head.branch, words.publishing.pushFailed, job);
      const release: StoredRelease = {
        id,
        at: this.now().toISOString(),
        by: { name: by.name, email: by.email },
        kind: sets.length || live ? 'publish' : 'first',
        changeSets: sets.map((s) => ({ id: s.id, title: s.title })),
        commit,
        seconds: this.seconds(job),
        site: id,
      };
      // Live and sent: from here nothing is undone; a record that cannot be written is only logged.
      switched = false;
      this.recordLive(release);
      job.save({}, 'recorded');
      this.afterLive(id, true);
      return strip(release);
    } catch (e) {
      if (switched) this.switchBack(live);
      this.removeRelease(id);
      if (moved) await this.putBack(head.commit);
      if (e instanceof PublishFailed) throw e;
      this.log(`publishing: ${(e as Error).stack ?? (e as Error).message}`);
      throw new PublishFailed('switch', words.publishing.deployFailed);
    }
  }

  /**
   * Finishes or undoes a publish the server stopped in: finished (its release) once `current` names its site;
   * otherwise what it made is removed and null is answered (nothing went live).
   */
  async recoverPublish(job: JobContext<unknown, PublishCheckpoint>): Promise<Release | null> {
    stopBuild(job.checkpoint.buildPid);
    const { release: id, before, commit } = job.checkpoint;
    if (!id || !before) return null;
    const recorded = readReleases(this.o.releasesDir).releases.find((r) => r.id === id);
    if (recorded) return strip(recorded);
    if (currentSite(this.o.releasesDir) !== id || !commit) {
      this.removeRelease(id);
      await this.backTo(before.commit, commit);
      return null;
    }
    // Live: the live branch follows, and it is sent and recorded, as the publish would have done.
    return this.oneAtATime(async () => {
      try {
        await this.forwardTo(before.commit, commit, () => fastForward(this.o.liveRoot, commit));
        await this.push(before.branch, words.publishing.pushFailed, job);
      } catch (e) {
        this.switchBack(before.site);
        this.removeRelease(id);
        await this.backTo(before.commit, commit);
        if (e instanceof PublishFailed) throw e;
        throw new PublishFailed('switch', words.publishing.deployFailed);
      }
      const sets = job.checkpoint.sets ?? [];
      const release: StoredRelease = {
        id,
        at: this.now().toISOString(),
        by: job.checkpoint.by ?? { name: words.changes.system, email: '' },
        kind: sets.length || before.site ? 'publish' : 'first',
        changeSets: sets.map((s) => ({ id: s.id, title: s.title })),
        commit,
        seconds: this.seconds(job),
        site: id,
      };
      this.recordLive(release);
      this.afterLive(id, true);
      return strip(release);
    });
  }

  private async restoreNow(id: string, by: PersonRef, job: JobContext<unknown, RestoreCheckpoint>): Promise<Release> {
    const dir = this.o.releasesDir;
    job.step('switch');
    const wanted = readReleases(dir).releases.find((r) => r.id === this.restorable(id).id);
    if (!wanted) throw new Refusal(404, words.publishing.unknownRelease);
    const head = await this.head();
    const live = currentSite(dir);
    const newId = this.newId();
    job.save(
      {
        release: newId,
        wanted: { id, site: wanted.site, commit: wanted.commit },
        before: { ...head, site: live },
        by: { name: by.name, email: by.email },
        switchedAt: this.now().getTime(),
      },
      'started',
    );
    try {
      switchCurrent(dir, wanted.site);
    } catch (e) {
      this.log(`publishing: switching the live site failed: ${(e as Error).message}`);
      throw new PublishFailed('switch', words.publishing.deployFailed);
    }
    job.save({}, 'switched');
    let commit: string;
    try {
      commit = await commitContentOf(this.o.liveRoot, wanted.commit, words.publishing.restoreCommit(id), by);
    } catch (e) {
      this.log(`publishing: recording the restore failed: ${(e as Error).message}`);
      this.switchBack(live);
      await this.putBack(head.commit);
      throw new PublishFailed('switch', words.publishing.restoreRecordFailed);
    }
    job.save({ commit }, 'committed');
    try {
      await this.push(head.branch, words.publishing.restorePushFailed, job);
    } catch (e) {
      this.switchBack(live);
      await this.putBack(head.commit);
      throw e;
    }
    const release = this.restoreRecord(newId, by, wanted, commit, job);
    this.recordLive(release);
    job.save({}, 'recorded');
    this.afterLive(wanted.site, !readReleases(dir).searchReady.includes(wanted.site));
    return strip(release);
  }

  /** Finishes a restore the server stopped in once `current` names the wanted site; otherwise undoes it (null). */
  async recoverRestore(job: JobContext<unknown, RestoreCheckpoint>): Promise<Release | null> {
    const { release: id, wanted, before, commit } = job.checkpoint;
    if (!id || !wanted || !before) return null;
    const recorded = readReleases(this.o.releasesDir).releases.find((r) => r.id === id);
    if (recorded) return strip(recorded);
    if (currentSite(this.o.releasesDir) !== wanted.site) {
      await this.backTo(before.commit, commit);
      return null;
    }
    return this.oneAtATime(async () => {
      const by = job.checkpoint.by ?? { name: words.changes.system, email: '' };
      let made = commit;
      try {
        const head = await liveHead(this.o.liveRoot);
        if (head.commit === before.commit)
          made = await commitContentOf(this.o.liveRoot, wanted.commit, words.publishing.restoreCommit(wanted.id), by);
        else if (head.commit !== commit) throw new LiveGitError('the live branch moved while the server was stopped');
        await this.push(before.branch, words.publishing.restorePushFailed, job);
      } catch (e) {
        this.switchBack(before.site);
        await this.backTo(before.commit, made);
        if (e instanceof PublishFailed) throw e;
        this.log(`publishing: finishing a restore failed: ${(e as Error).message}`);
        throw new PublishFailed('switch', words.publishing.restoreRecordFailed);
      }
      const release = this.restoreRecord(id, by, wanted, made as string, job);
      this.recordLive(release);
      return strip(release);
    });
  }

  private restoreRecord(
    id: string,
    by: PersonRef,
    wanted: { id: string; site: string },
    commit: string,
    job: JobContext<unknown, RestoreCheckpoint>,
  ): StoredRelease {
    return {
      id,
      at: this.now().toISOString(),
      by: { name: by.name, email: by.email },
      kind: 'restore',
      changeSets: [],
      restored: wanted.id,
      commit,
      seconds: this.seconds(job),
      site: wanted.site,
    };
  }

  /** Moves the live branch from `before` to `commit` with `move`, unless it is there already; refuses elsewhere. */
  private async forwardTo(before: string, commit: string, move: () => Promise<unknown>): Promise<void> {
    const head = await liveHead(this.o.liveRoot);
    if (head.commit === commit) return;
    if (head.commit !== before) throw new LiveGitError('the live branch moved while the server was stopped');
    await move();
  }

  /** Puts the live branch back at `before` when it is at `made` (what the stopped job had moved it to). */
  private async backTo(before: string, made: string | undefined): Promise<void> {
    if (!made) return;
    try {
      if ((await liveHead(this.o.liveRoot)).commit === made) await this.putBack(before);
    } catch (e) {
      this.log(`publishing: the live branch could not be read: ${(e as Error).message}`);
    }
  }

  private async push(branch: string, failed: string, job: JobContext<unknown, unknown>): Promise<void> {
    if (!this.o.remote) return;
    job.step('send');
    try {
      await pushLive(this.o.liveRoot, branch, this.o.remote);
    } catch (e) {
      this.log(`publishing: sending the live branch failed: ${(e as Error).message}`);
      throw new PublishFailed('send', failed);
    }
    job.save({}, 'sent');
  }

  /** The release's folder, and what a stopped build left beside it (<id>.tmp-…, <id>.client-…). */
  private removeRelease(id: string): void {
    const dir = this.o.releasesDir;
    if (currentSite(dir) === id) return;
    for (const name of readdirSync(dir))
      if (name === id || name.startsWith(`${id}.`)) rmSync(join(dir, name), { recursive: true, force: true });
  }

  private switchBack(site: string | null): void {
    try {
      switchCurrent(this.o.releasesDir, site);
    } catch (e) {
      this.log(`publishing: switching the live site back failed: ${(e as Error).message}`);
    }
  }

  private async putBack(commit: string): Promise<void> {
    try {
      await resetTo(this.o.liveRoot, commit);
    } catch (e) {
      const why = e instanceof LiveGitError ? e.message : String(e);
      this.log(`publishing: putting the live branch back at ${commit} failed: ${why}`);
    }
  }

  /** Records a release that is live (and sent); a failure to write the record is logged, never undoes it. */
  private recordLive(release: StoredRelease): void {
    try {
      this.record(release);
    } catch (e) {
      this.log(`publishing: release ${release.id} is live but its record was not written: ${(e as Error).message}`);
    }
  }

  /** Adds the release to the record as the live one and cleans away folders no longer kept. */
  private record(release: StoredRelease): void {
    const dir = this.o.releasesDir;
    const state = readReleases(dir);
    state.releases.unshift(release);
    state.live = release.id;
    const kept = keptSites(state.releases, this.o.keep ?? 20);
    state.searchReady = state.searchReady.filter((site) => kept.has(site));
    writeReleases(dir, state);
    for (const name of readdirSync(dir)) {
      if (RELEASE_ID.test(name) && !kept.has(name)) this.removeLater(name);
    }
  }

  /**
   * Takes the folder `name` out of the releases at once (renamed to a name of its own starting GONE) and deletes it
   * in the background: a large site's thousands of files never hold the server. `what` names it in the log.
   */
  private removeLater(name: string, what = `the folder of release ${name}`): void {
    const gone = join(this.o.releasesDir, `${GONE}${name}-${process.pid}-${++this.gone}`);
    try {
      renameSync(join(this.o.releasesDir, name), gone);
    } catch (e) {
      this.log(`publishing: ${what} could not be removed: ${(e as Error).message}`);
      return;
    }
    rm(gone, { recursive: true, force: true }).catch((e: Error) =>
      this.log(`publishing: ${what} could not be removed: ${e.message}`),
    );
  }

  /**
   * After `site` went live, in the background, one after the other: its pages linked ahead of the next publish's
   * build (PREPARED), and, when `index`, its search index made and marked ready.
   */
  private afterLive(site: string, index: boolean): void {
    const dir = this.o.releasesDir;
    const prepare = this.build.prepare?.bind(this.build);
    if (prepare) {
      this.searching = this.searching
        .then(() => prepare(join(dir, site), join(dir, PREPARED)))
        .catch((e: Error) =>
          this.log(`publishing: linking the pages of ${site} for the next build failed: ${e.message}`),
        );
    }
    if (!index) return;
    this.searching = this.searching
      .then(() => this.build.searchIndex(join(dir, site)))
      .then(
        () => {
          const state = readReleases(dir);
          if (!state.searchReady.includes(site)) state.searchReady.push(site);
          writeReleases(dir, state);
        },
        (e: Error) => this.log(`publishing: the search index of release ${site} failed: ${e.message}`),
      );
  }
}

/** The folders kept: those of the newest `keep` releases, and always the live one's and the one's before it. */
export function keptSites(releases: StoredRelease[], keep: number): Set<string> {
  return new Set([...releases.slice(0, Math.max(keep, 2)).map((r) => r.site)]);
}

const strip = ({ site: _, ...release }: StoredRelease): Release => release;
