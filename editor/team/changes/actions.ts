/**
 * What people do with a change set once it has changes: rename it, send it for review, take it back, comment,
 * send it back, review it, approve it (now, or at a later time: scheduled), stop a scheduled one, and the
 * publishing itself (through the Publisher: the set's branch merged into the live branch and built). Every move
 * that matters goes into the activity log in plain words, and mail goes out without holding the answer up.
 */
import type { ChangeSet, PersonRef, Release, ReviewAnswer } from '../../contract/changes.js';
import { words } from '../../contract/words.js';
import { type Actor, type ChangeContext, isPublisher, refOf, wroteIn } from './context.js';
import { failedStep } from './contract.js';
import type { Reviews } from './reviews.js';
import type { ChangeRouting } from './routing.js';
import { OPEN, samePerson } from './store.js';
import { CHANGE_ID } from './worktrees.js';
import { Refusal } from '../../core/refusal.js';

export const MAX_TITLE = 200;
export const MAX_COMMENT = 4000;
export const MAX_COMMENTS = 200;

/** Who the editor's own comments are by. */
const SYSTEM: PersonRef = { name: words.changes.system, email: '' };

/** Live change sets older than this are no longer listed as the person's own. */
const LIVE_LISTED_MS = 30 * 24 * 3600 * 1000;

/** How long the work after a publish (a worktree removed, sets catching up) may wait for its turn. */
const AFTER_PUBLISH_WAIT_MS = 10 * 60_000;

/** A set's version as reviews name it: the commit its branch is at. */
const VERSION = /^[0-9a-f]{40,64}$/;

export class ChangeActions {
  /** The sets being published now (between the check and the record saying live). */
  private readonly publishing = new Set<string>();

  constructor(
    private readonly c: ChangeContext,
    private readonly routing: ChangeRouting,
    private readonly reviews: Reviews,
  ) {}

  private now(): string {
    return new Date(this.c.clock()).toISOString();
  }

  /** The change set `id` names; 404 for an id that is not one. */
  find(id: unknown): ChangeSet {
    const set = typeof id === 'string' && CHANGE_ID.test(id) ? this.c.store.get(id) : undefined;
    if (!set) throw new Refusal(404, words.changes.noSuchSet);
    return set;
  }

  private put(set: ChangeSet, change: Partial<ChangeSet>): ChangeSet {
    const next = { ...set, ...change, updatedAt: this.now() };
    this.c.store.put(next);
    return next;
  }

  private mustBeIn(set: ChangeSet, ...states: ChangeSet['state'][]): void {
    if (!states.includes(set.state))
      throw new Refusal(409, words.changes.notNow(set.title, words.changes.stateWords[set.state]));
  }

  private mustNotBePublishing(set: ChangeSet): void {
    if (this.publishing.has(set.id)) throw new Refusal(409, words.changes.beingPublished(set.title));
  }

  private mustHaveWritten(set: ChangeSet, who: Actor): void {
    if (!wroteIn(set, who)) throw new Refusal(403, words.changes.notYours);
  }

  private mustPublish(who: Actor): void {
    if (!isPublisher(who)) throw new Refusal(403, words.changes.notPublisher);
  }

  /** The person's change sets, and for publishers those waiting for them. */
  list(who: Actor) {
    const since = this.c.clock() - LIVE_LISTED_MS;
    const mine = this.c.store
      .of(who.email)
      .filter((s) => s.state !== 'live' || Date.parse(s.publishedAt ?? s.updatedAt) >= since);
    // Waiting the longest first: by when they were sent for review.
    const sent = (s: ChangeSet) => s.submittedAt ?? s.updatedAt;
    const waiting = isPublisher(who)
      ? this.c.store.inStates(['in-review', 'scheduled']).sort((a, b) => sent(a).localeCompare(sent(b)))
      : [];
    return { current: this.routing.openSetOf(who) ?? null, mine, waiting };
  }

  title(who: Actor, id: unknown, title: unknown): ChangeSet {
    const set = this.find(id);
    this.mustHaveWritten(set, who);
    this.mustBeIn(set, ...OPEN, 'in-review');
    return this.put(set, { title: checkedTitle(title) });
  }

  /**
   * Sends a set for review; in the queue, so no save is half done in it as it changes state (dropped unrun when
   * `signal` fires first: the person's browser left).
   */
  async submit(who: Actor, id: unknown, title: unknown, address: string, signal?: AbortSignal): Promise<ChangeSet> {
    const named = title === undefined || title === null || title === '' ? {} : { title: checkedTitle(title) };
    const next = await this.c.queue(
      async () => {
        const found = this.find(id);
        this.mustHaveWritten(found, who);
        this.mustBeIn(found, ...OPEN);
        const set = await this.routing.refreshFiles(found);
        if (!set.files.length) throw new Refusal(422, words.changes.nothingChanged);
        return this.put(set, { ...named, state: 'in-review', submittedAt: this.now() });
      },
      { signal },
    );
    this.log(who, 'change submitted', words.changes.audit.submitted(next.title), address);
    this.mail((m) => m.changeSubmitted(next, this.publishers()));
    return next;
  }

  withdraw(who: Actor, id: unknown, address: string): ChangeSet {
    const set = this.find(id);
    if (!samePerson(set.owner, who)) throw new Refusal(403, words.changes.onlyOwner);
    this.mustBeIn(set, 'in-review');
    this.mustNotBePublishing(set);
    const next = this.put(set, { state: 'draft' });
    this.log(who, 'change withdrawn', words.changes.audit.withdrawn(set.title), address);
    return next;
  }

  comment(who: Actor, id: unknown, text: unknown): ChangeSet {
    const set = this.find(id);
    if (!isPublisher(who)) this.mustHaveWritten(set, who);
    return this.put(set, { comments: withComment(set, refOf(who), checkedComment(text), this.now()) });
  }

  async sendBack(who: Actor, id: unknown, text: unknown, address: string, signal?: AbortSignal): Promise<ChangeSet> {
    this.mustPublish(who);
    const set = this.find(id);
    this.mustBeIn(set, 'in-review', 'scheduled');
    this.mustNotBePublishing(set);
    const comment = checkedComment(text);
    const { scheduledFor: _s, approvedBy: _a, approvedVersion: _v, ...rest } = set;
    let comments = withComment(set, refOf(who), comment, this.now());
    // The owner's saves go into their newest open set: this one now. Say so when they have another one.
    const other = this.routing.openSetOf(set.owner);
    if (other && other.id !== set.id)
      comments = withComment({ ...set, comments }, SYSTEM, words.changes.sentBackNote(other.title), this.now());
    let next = this.put(rest, { state: 'sent-back', comments });
    // Brought onto what is live now, so it can be redone there and sent again: where the live site changed the same
    // places, the set keeps its own words for its writer to look at again.
    next = await this.c.queue(
      async () => ((await this.c.repo.catchUp(set.id, true)) ? this.routing.refreshFiles(next) : next),
      { signal },
    );
    this.log(who, 'change sent back', words.changes.audit.sentBack(set.title), address);
    this.mail((m) => m.changeSentBack(next, comment, this.writers(next)));
    return next;
  }

  /**
   * The review of a set (reviews.ts: never in the write queue, made once per version): its owner and authors may
   * look at their own; others need to be publishers. Its `version` is what an approval must name.
   */
  async review(who: Actor, id: unknown): Promise<ReviewAnswer> {
    const found = this.find(id);
    if (!wroteIn(found, who) && !isPublisher(who)) throw new Refusal(403, words.changes.notForYou);
    if (found.state === 'live') return { set: found, pages: [], problems: [], canApprove: false, version: '' };
    const findings = await this.reviews.of(found.id);
    // As it is now (it may have moved while the review was made), with its files as git has them.
    const set = { ...this.find(found.id), files: findings.files };
    const why = wroteIn(set, who)
      ? words.changes.ownSet
      : !isPublisher(who)
        ? words.changes.notPublisher
        : set.state !== 'in-review'
          ? words.changes.notInReview
          : findings.conflicts.length
            ? words.changes.conflicts(plainNames(findings.conflicts))
            : findings.problems.length
              ? words.changes.hasProblems(findings.problems.length)
              : undefined;
    return {
      set,
      pages: findings.pages,
      problems: findings.problems,
      canApprove: !why,
      ...(why ? { why } : {}),
      version: findings.version,
    };
  }

  /**
   * Approves the set at `version`, the version of it the publisher reviewed (refused when it has changed since):
   * publishes now, or schedules it when `at` is later than now.
   */
  async approve(
    who: Actor,
    id: unknown,
    version: unknown,
    at: unknown,
    address: string,
    signal?: AbortSignal,
  ): Promise<ChangeSet> {
    this.mustPublish(who);
    const set = this.find(id);
    if (wroteIn(set, who)) throw new Refusal(403, words.changes.ownSet);
    this.mustBeIn(set, 'in-review');
    if (typeof version !== 'string' || !VERSION.test(version)) throw new Refusal(422, words.changes.reviewFirst);
    let when: number | undefined;
    if (at !== undefined && at !== null && at !== '') {
      when = typeof at === 'string' && at.length <= 40 ? Date.parse(at) : Number.NaN;
      if (!Number.isFinite(when)) throw new Refusal(422, words.changes.badTime);
    }
    const review = await this.review(who, set.id);
    if (review.version !== version) throw new Refusal(409, words.changes.changedSinceReview, { reviewAgain: true });
    if (!review.canApprove) throw new Refusal(409, review.why ?? words.changes.notInReview);
    if (!this.c.publisher) throw new Refusal(409, words.changes.noPublishing);
    const approval = { approvedBy: refOf(who), approvedVersion: version };
    if (when !== undefined && when > this.c.clock()) {
      const scheduledFor = new Date(when).toISOString();
      const next = this.put(review.set, { state: 'scheduled', scheduledFor, ...approval });
      this.log(who, 'change scheduled', words.changes.audit.scheduled(set.title, plainTime(when)), address);
      return next;
    }
    return this.publish(this.put(review.set, approval), refOf(who), address, signal);
  }

  unschedule(who: Actor, id: unknown, address: string): ChangeSet {
    this.mustPublish(who);
    const set = this.find(id);
    this.mustBeIn(set, 'scheduled');
    this.mustNotBePublishing(set);
    const { scheduledFor: _s, approvedBy: _a, approvedVersion: _v, ...rest } = set;
    const next = this.put(rest, { state: 'in-review' });
    this.log(who, 'change unscheduled', words.changes.audit.unscheduled(set.title), address);
    return next;
  }

  /**
   * Makes the set live through the publisher, at the version it was approved at (refused when it has changed
   * since). Only two short steps wait in the repository's write queue, so nobody's save waits for a build: the
   * check (the set still approved, at that version, and not being published already: it is marked so until the
   * end), and afterwards the removal of its worktree (its branch stays) and the catching up of the sets still being
   * written. The publish itself (merge, check, build, switch) runs in the publisher's own queue, where nothing it
   * does moves what people read until the site is live. A failed publish leaves the set waiting for review (a
   * scheduled one gets a comment saying what failed) and answers 502.
   */
  async publish(set: ChangeSet, by: PersonRef, address: string, signal?: AbortSignal): Promise<ChangeSet> {
    const publisher = this.c.publisher;
    if (!publisher) throw new Refusal(409, words.changes.noPublishing);
    const version = set.approvedVersion;
    await this.c.queue(
      async () => {
        const now = this.find(set.id);
        this.mustBeIn(now, 'in-review', 'scheduled');
        if (this.publishing.has(set.id)) throw new Refusal(409, words.changes.beingPublished(now.title));
        if (!version || (await this.reviews.versionOf(set.id)) !== version)
          throw new Refusal(409, words.changes.changedSinceReview, { reviewAgain: true });
        this.publishing.add(set.id);
      },
      { signal },
    );
    let made: Release;
    try {
      made = await publisher.publish({
        sets: [{ id: set.id, title: set.title, branch: this.c.repo.branchOf(set.id), commit: version }],
        by,
      });
    } catch (e) {
      this.publishing.delete(set.id);
      const step = failedStep(e);
      if (!step) throw e;
      const stepWords = words.changes.steps[step];
      const { scheduledFor: _s, ...rest } = this.find(set.id);
      const comments =
        set.state === 'scheduled'
          ? withComment(rest, SYSTEM, words.changes.scheduledFailed(stepWords), this.now())
          : rest.comments;
      this.put(rest, { state: 'in-review', comments });
      this.log(by, 'publish failed', words.changes.audit.failed(set.title, stepWords), address);
      throw new Refusal(502, words.changes.publishFailed(stepWords), { step });
    }
    // Live: the record says so at once (nothing writes into a set being published), whatever follows.
    const { scheduledFor: _s, ...rest } = this.find(set.id);
    const next = this.put(rest, { state: 'live', publishedAt: made.at, releaseId: made.id, approvedBy: refOf(by) });
    this.publishing.delete(set.id);
    this.log(by, 'change published', words.changes.audit.published(set.title, made.id), address);
    this.mail((m) => m.changePublished(next, made, this.writers(next)));
    void this.c
      .queue(() => this.c.repo.remove(set.id), { waitMs: AFTER_PUBLISH_WAIT_MS })
      .catch((e: Error) => this.c.log?.(`change set ${set.id}: its worktree was not removed: ${e.message}`));
    // The answer waits for the sets still being written to catch up (each its own short turn in the queue, saves
    // in between), so whoever opens a page after it sees the live version.
    await this.catchUpOpenSets();
    return next;
  }

  /**
   * Brings every set still being written (or sent back) up to date with what is live, each in its own turn in the
   * repository's queue (a save waits for one set's catching up at most, never for all of them).
   */
  catchUpOpenSets(): Promise<void> {
    const each = this.c.store.inStates(OPEN).map((open) =>
      this.c
        .queue(
          async () => {
            const now = this.find(open.id);
            if (OPEN.includes(now.state) && (await this.c.repo.catchUp(now.id))) await this.routing.refreshFiles(now);
          },
          { waitMs: AFTER_PUBLISH_WAIT_MS },
        )
        .catch((e: Error) =>
          this.c.log?.(`change set ${open.id}: it did not catch up with the live site: ${e.message}`),
        ),
    );
    return Promise.all(each).then(() => undefined);
  }

  /**
   * Publishes every scheduled set whose time has come (at start, and when the timer fires); returns how many went
   * live. Each is checked again first: its approver must still be a publisher, and the set still at the version
   * approved; otherwise it goes back to waiting for review, with a comment saying why.
   */
  async publishDue(): Promise<number> {
    const now = this.c.clock();
    let count = 0;
    for (const set of this.c.store.inStates(['scheduled'])) {
      if (!set.scheduledFor || Date.parse(set.scheduledFor) > now) continue;
      const approver = set.approvedBy && this.c.team().find((p) => samePerson(p, set.approvedBy as PersonRef));
      if (!approver || !isPublisher(approver)) {
        this.backToReview(set, words.changes.approverGone(set.approvedBy?.name ?? ''));
        continue;
      }
      try {
        await this.publish(set, refOf(approver), 'schedule');
        count++;
      } catch (e) {
        if (e instanceof Refusal && e.status === 409)
          this.backToReview(set, e.extra.reviewAgain ? words.changes.changedSinceApproval : e.message);
        this.c.log?.(`change set ${set.id}: ${(e as Error).message}`);
      }
    }
    return count;
  }

  /** A scheduled set that may not go live at its time: waiting for review again, with the editor's note why. */
  private backToReview(set: ChangeSet, why: string): void {
    const current = this.find(set.id);
    if (current.state !== 'scheduled') return;
    const { scheduledFor: _s, approvedBy: _a, approvedVersion: _v, ...rest } = current;
    const comments = withComment(current, SYSTEM, words.changes.scheduleStopped(why), this.now());
    this.put(rest, { state: 'in-review', comments });
    this.c.audit.record({
      action: 'change unscheduled',
      actor: null,
      detail: words.changes.audit.scheduleStopped(set.title),
      address: 'schedule',
    });
  }

  private log(
    by: PersonRef,
    action: Parameters<ChangeContext['audit']['record']>[0]['action'],
    detail: string,
    address: string,
  ) {
    this.c.audit.record({ action, actor: by.email || null, detail, address });
  }

  private publishers(): PersonRef[] {
    return this.c.team().filter(isPublisher).map(refOf);
  }

  private writers(set: ChangeSet): PersonRef[] {
    return [set.owner, ...set.authors.filter((a) => !samePerson(a, set.owner))].filter((p) => !p.gone);
  }

  /** Sends mail without waiting for it; a failure is only logged. */
  private mail(send: (m: NonNullable<ChangeContext['mailer']>) => Promise<void>): void {
    const mailer = this.c.mailer;
    if (!mailer) return;
    try {
      send(mailer).catch((e: Error) => this.c.log?.(`change sets' mail: ${e.message}`));
    } catch (e) {
      this.c.log?.(`change sets' mail: ${(e as Error).message}`);
    }
  }
}

function checkedTitle(value: unknown): string {
  const title = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (!title) throw new Refusal(422, words.changes.titleNeeded);
  if (title.length > MAX_TITLE) throw new Refusal(422, words.changes.titleTooLong(MAX_TITLE));
  return title;
}

function checkedComment(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new Refusal(422, words.changes.commentNeeded);
  if (text.length > MAX_COMMENT) throw new Refusal(422, words.changes.commentTooLong(MAX_COMMENT));
  return text;
}

function withComment(set: ChangeSet, by: PersonRef, text: string, at: string) {
  if (set.comments.length >= MAX_COMMENTS) throw new Refusal(422, words.changes.tooManyComments(MAX_COMMENTS));
  return [...set.comments, { by, at, text }];
}

/** A time as people read it: "27 November 2026, 10:30 UTC". */
export function plainTime(ms: number): string {
  const d = new Date(ms);
  const day = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/** "A", "A and B", "A, B and C". */
function plainNames(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
