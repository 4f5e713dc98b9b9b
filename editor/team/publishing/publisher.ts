/**
 * "Publish means live": approved change sets are merged onto the live branch's commit in a work folder of their
 * own (a worktree on no branch: nothing anyone reads moves meanwhile), checked by the site's validator, built into
 * a release folder of their own and served at once by switching the `current` link nginx serves (liveLink.ts);
 * only then does the live branch move to what is live (a fast-forward of the content clone), and it is sent to the
 * site's repository when one is set. One publish (or restore) at a time. A failure at any step leaves the live site
 * as it was: the live branch where it was, no half-made release left, `current` unchanged; PublishFailed says which
 * step failed, in plain words. If sending to the repository fails after the switch, the site is switched back (it
 * was live for those seconds) and the message says so.
 * "Roll back": restore(id) points `current` at an earlier release's folder again (no rebuild) and records it as a
 * new release and a new commit whose content is that release's (history is never rewritten, never force-pushed).
 * The search index is made after the site is live, in the background; releases() says whether it is ready.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { words } from '../../contract/words.js';
import type { PersonRef, Release, ReleasesAnswer } from '../../contract/changes.js';
import { contentProblems, pageName } from './contentCheck.js';
import { currentSite, switchCurrent } from './liveLink.js';
import {
  commitContentOf,
  fastForward,
  headOf,
  LiveGitError,
  liveHead,
  mergeBranch,
  pushLive,
  resetTo,
  workFolderAt,
} from './liveGit.js';
import { newReleaseId, RELEASE_ID, readReleases, type StoredRelease, writeReleases } from './releaseStore.js';
import { childProcessBuild, type SiteBuild } from './siteBuild.js';
import { Refusal } from '../../core/refusal.js';

export type PublishStep = 'merge' | 'validate' | 'build' | 'deploy' | 'push';

/**
 * Publishing failed at `step`; the message says what happened in plain words. The live site is as it was. Answered
 * as 502 with the step (`{ error, step }`).
 */
export class PublishFailed extends Refusal {
  override name = 'PublishFailed';
  constructor(
    readonly step: PublishStep,
    message: string,
  ) {
    super(502, message, { step });
  }
}

export interface PublishInput {
  /**
   * The change sets to make live, in this order; `branch` is their branch in the content clone, `commit` (when
   * given) the commit of it approved: that version goes live, whatever the branch holds by now.
   */
  sets: { id: string; title: string; branch: string; commit?: string }[];
  by: PersonRef;
}

/** What the change-set side calls to make approved change sets live. */
export interface Publisher {
  publish(input: PublishInput): Promise<Release>;
}

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

export class ReleasePublisher implements Publisher {
  private queue: Promise<unknown> = Promise.resolve();
  private searching: Promise<void> = Promise.resolve();
  private readonly build: SiteBuild;
  private readonly log: (line: string) => void;
  private readonly now: () => Date;

  constructor(private readonly o: ReleasePublisherOptions) {
    this.build = o.build ?? childProcessBuild(o.projectRoot);
    this.log = o.log ?? (() => undefined);
    this.now = o.now ?? (() => new Date());
    mkdirSync(o.releasesDir, { recursive: true });
    this.cleanUpAfterStop();
  }

  /**
   * What a server stopped mid-publish left behind: a release folder no release names (a half-made one, and what a
   * stopped build left beside it) and a new link not yet renamed over `current`. The live one is never touched.
   */
  private cleanUpAfterStop(): void {
    const dir = this.o.releasesDir;
    const state = readReleases(dir);
    const named = new Set([...state.releases.map((r) => r.site), currentSite(dir)]);
    for (const name of readdirSync(dir)) {
      const release = /^(\d{8}-\d{6}(?:-\d{1,4})?)(\..*)?$/.exec(name);
      const halfMade = release && (!named.has(release[1]) || release[2] !== undefined);
      if (halfMade || name.startsWith('.current-') || name.startsWith('releases.json.part-')) {
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
      releases: state.releases.map(({ site: _, ...release }) => release),
      live: state.live,
      search: { release: state.live, ready: live ? state.searchReady.includes(live.site) : false },
    };
  }

  /** Settles when the search index of the latest release is made (or failed); for tests and shutting down. */
  searchSettled(): Promise<void> {
    return this.searching;
  }

  publish(input: PublishInput): Promise<Release> {
    return this.oneAtATime(() => this.publishNow(input));
  }

  /**
   * Brings back the site of release `id` as a new release of kind 'restore'; not at all when `signal` has fired by
   * its turn (the person who asked has left).
   */
  restore(id: string, by: PersonRef, o: { signal?: AbortSignal } = {}): Promise<Release> {
    return this.oneAtATime(() => {
      if (o.signal?.aborted) throw new Refusal(409, words.server.requestCutOff);
      return this.restoreNow(id, by);
    });
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
      throw new PublishFailed('merge', words.publishing.notReady((e as Error).message));
    }
  }

  private async publishNow({ sets, by }: PublishInput): Promise<Release> {
    const started = performance.now();
    const dir = this.o.releasesDir;
    const work = this.o.workDir ?? join(this.o.liveRoot, '.git', 'site-publishing');
    const author = { name: by.name, email: by.email };
    const before = await this.head();
    try {
      await workFolderAt(this.o.liveRoot, work, before.commit);
    } catch (e) {
      this.log(`publishing: the work folder could not be made ready: ${(e as Error).message}`);
      throw new PublishFailed('merge', words.publishing.notReady((e as Error).message));
    }
    const state = readReleases(dir);
    const id = newReleaseId(
      this.now(),
      (name) => existsSync(join(dir, name)) || state.releases.some((r) => r.id === name),
    );
    const out = join(dir, id);
    let switched: { from: string | null } | null = null;
    let moved = false;
    try {
      for (const set of sets) {
        const merged = await mergeBranch(
          work,
          set.branch,
          words.publishing.publishCommit(set.title, set.id),
          author,
          set.commit,
        );
        if (merged.ok) continue;
        if ('missing' in merged) throw new PublishFailed('merge', words.publishing.noSet(set.title));
        if (!merged.conflicts.length) throw new PublishFailed('merge', words.publishing.mergeFailed(set.title));
        const pages = merged.conflicts.map((file) => pageName(this.o.liveRoot, file));
        throw new PublishFailed('merge', words.publishing.conflict(set.title, pages));
      }
      const problems = contentProblems(work);
      if (problems.length) throw new PublishFailed('validate', words.publishing.invalid(problems));
      const commit = await headOf(work);
      const live = currentSite(dir);
      try {
        await this.build.site({ content: work, out, since: live ? join(dir, 'current') : null });
        if (!existsSync(join(out, 'index.html'))) throw new Error(`the build wrote no index.html into ${out}`);
      } catch (e) {
        this.log(`publishing: the build failed: ${(e as Error).message}`);
        throw new PublishFailed('build', words.publishing.buildFailed);
      }
      try {
        switchCurrent(dir, id);
        switched = { from: live };
        // What is live now is the live branch's: it moves forward to it (nobody else moves it meanwhile).
        await fastForward(this.o.liveRoot, commit);
        moved = true;
      } catch (e) {
        this.log(`publishing: switching the live site failed: ${(e as Error).message}`);
        throw new PublishFailed('deploy', words.publishing.deployFailed);
      }
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      await this.push(before.branch, 'push', words.publishing.pushFailed);
      const release: StoredRelease = {
        id,
        at: this.now().toISOString(),
        by: { name: by.name, email: by.email },
        kind: 'publish',
        changeSets: sets.map((s) => ({ id: s.id, title: s.title })),
        commit,
        seconds,
        site: id,
      };
      // Live and sent: from here nothing is undone; a record that cannot be written is only logged.
      switched = null;
      this.recordLive(release);
      this.indexSearch(id);
      return strip(release);
    } catch (e) {
      if (switched) this.switchBack(switched.from);
      // The release's folder, and what a stopped build left beside it (<id>.tmp-…, <id>.client-…).
      for (const name of readdirSync(dir))
        if (name === id || name.startsWith(`${id}.`)) rmSync(join(dir, name), { recursive: true, force: true });
      if (moved) await this.putBack(before.commit);
      if (e instanceof PublishFailed) throw e;
      this.log(`publishing: ${(e as Error).stack ?? (e as Error).message}`);
      throw new PublishFailed('deploy', words.publishing.deployFailed);
    }
  }

  private async restoreNow(id: string, by: PersonRef): Promise<Release> {
    const started = performance.now();
    const dir = this.o.releasesDir;
    const state = readReleases(dir);
    const wanted = RELEASE_ID.test(id) ? state.releases.find((r) => r.id === id) : undefined;
    if (!wanted) throw new Refusal(404, words.publishing.unknownRelease);
    if (!existsSync(join(dir, wanted.site, 'index.html'))) throw new Refusal(409, words.publishing.releaseGone);
    const before = await this.head();
    const newId = newReleaseId(
      this.now(),
      (name) => existsSync(join(dir, name)) || state.releases.some((r) => r.id === name),
    );
    let commit: string;
    try {
      commit = await commitContentOf(this.o.liveRoot, wanted.commit, words.publishing.restoreCommit(id), by);
    } catch (e) {
      this.log(`publishing: recording the restore failed: ${(e as Error).message}`);
      await this.putBack(before.commit);
      throw new PublishFailed('merge', words.publishing.restoreRecordFailed);
    }
    const live = currentSite(dir);
    try {
      switchCurrent(dir, wanted.site);
    } catch (e) {
      this.log(`publishing: switching the live site failed: ${(e as Error).message}`);
      await this.putBack(before.commit);
      throw new PublishFailed('deploy', words.publishing.deployFailed);
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    try {
      await this.push(before.branch, 'push', words.publishing.restorePushFailed);
    } catch (e) {
      this.switchBack(live);
      await this.putBack(before.commit);
      throw e;
    }
    const release: StoredRelease = {
      id: newId,
      at: this.now().toISOString(),
      by: { name: by.name, email: by.email },
      kind: 'restore',
      changeSets: [],
      restored: id,
      commit,
      seconds,
      site: wanted.site,
    };
    this.recordLive(release);
    if (!readReleases(dir).searchReady.includes(wanted.site)) this.indexSearch(wanted.site);
    return strip(release);
  }

  private async push(branch: string, step: PublishStep, failed: string): Promise<void> {
    if (!this.o.remote) return;
    try {
      await pushLive(this.o.liveRoot, branch, this.o.remote);
    } catch (e) {
      this.log(`publishing: sending the live branch failed: ${(e as Error).message}`);
      throw new PublishFailed(step, failed);
    }
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
      if (RELEASE_ID.test(name) && !kept.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
    }
  }

  /** Makes the site's search index in the background, then marks it ready. */
  private indexSearch(site: string): void {
    const dir = this.o.releasesDir;
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
