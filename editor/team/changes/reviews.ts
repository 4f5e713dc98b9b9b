/**
 * Reviews as publishers and a set's people ask for them. A review only reads, so it never waits in the
 * repository's write queue (nobody's save waits for someone's review); it is made:
 *   - at one version: the commits the live branch and the set are at when it is asked for; the set's commit is the
 *     review's `version`, which an approval must name (actions.ts), so what is approved is what was reviewed;
 *   - once per version: kept for the newest MAX_KEPT versions, and shared by everyone who asks while it is made;
 *   - one at a time, each bounded (a review validates the whole site: several at once would only slow everyone).
 * A review that finds the set clean is told to `clean` once (the publisher then makes its release ready ahead of
 * the approval).
 */
import { words } from '../../contract/words.js';

import { serialQueue } from './queue.js';
import { type ReviewFindings, reviewChangeSet } from './review.js';
import type { ChangeRepo } from './worktrees.js';
import { Refusal } from '../../core/refusal.js';

/** How many reviews are kept (by version). */
export const MAX_KEPT = 32;
/** How long a review may wait for the one being made before it, and how long it may take. */
const WAIT_MS = 60_000;
const RUN_MS = 60_000;

export type VersionedReview = ReviewFindings & { version: string };

export class Reviews {
  private readonly kept = new Map<string, Promise<VersionedReview>>();
  private readonly oneAtATime = serialQueue();

  constructor(
    private readonly repo: ChangeRepo,
    /** Told once per review that finds no conflict and no problem: the set, its version, the live commit. */
    private readonly clean: (id: string, version: string, live: string) => void = () => undefined,
  ) {}

  /** The set's version now: the commit its branch is at (null when it has no branch). */
  versionOf(id: string): Promise<string | null> {
    return this.repo.commitOf(this.repo.branchOf(id));
  }

  /** The set's version and the live branch's commit, now (one call). */
  async now(id: string): Promise<{ version: string | null; live: string | null }> {
    const [version = null, live = null] = await this.repo.commitsOf([this.repo.branchOf(id), this.repo.live]);
    return { version, live };
  }

  /** The review of the set at `version` on the live commit `live` (just read), when one is made or being made. */
  known(version: string, live: string | null): Promise<VersionedReview> | undefined {
    return live ? this.kept.get(`${live}:${version}`) : undefined;
  }

  /**
   * `live` when the review of the set at `version` on that live commit (just read) is at hand and found nothing
   * wrong (no conflict, no problem): publishing it on that commit needs no check again.
   */
  async cleanOn(version: string, live: string | null): Promise<string | undefined> {
    const review = await this.known(version, live)?.catch(() => undefined);
    return review && !review.conflicts.length && !review.problems.length && live ? live : undefined;
  }

  /** The review of change set `id` as it is now. */
  async of(id: string): Promise<VersionedReview> {
    const live = await this.repo.commitOf(this.repo.live);
    const set = await this.versionOf(id);
    if (!live || !set) throw new Refusal(404, words.changes.noSuchSet);
    const key = `${live}:${set}`;
    const known = this.kept.get(key);
    if (known) return known;
    const made = this.oneAtATime(() => reviewChangeSet(this.repo, id, { live, set }), {
      waitMs: WAIT_MS,
      runMs: RUN_MS,
    }).then((findings) => ({ ...findings, version: set }));
    this.kept.set(key, made);
    made.then(
      (review) => {
        if (!review.conflicts.length && !review.problems.length) this.clean(id, set, live);
      },
      () => this.kept.delete(key),
    );
    while (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value as string);
    return made;
  }
}
