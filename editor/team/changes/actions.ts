/**
 * What people do with a change set once it has changes: rename it, send it for review, take it back, comment,
 * send it back, review it, approve it (now: the publishing job starts, publishJob.ts; or at a later time:
 * scheduled), stop a scheduled one. Every move that matters goes into the activity log in plain words, and mail
 * goes out without holding the answer up.
 */
import type { ChangeSet, ReviewAnswer } from '../../contract/changes.js';
import type { Job } from '../../contract/jobs.js';
import { plainTime, words } from '../../contract/words.js';
import { type Actor, type ChangeContext, isPublisher, publishSubject, refOf, wroteIn } from './context.js';
import type { PublishJobs } from './publishJob.js';
import type { ReviewFindings } from './review.js';
import type { Reviews } from './reviews.js';
import type { ChangeRouting } from './routing.js';
import { type SetRecords, SYSTEM } from './setRecords.js';
import { OPEN, samePerson } from './store.js';
import { Refusal } from '../../core/refusal.js';

export const MAX_TITLE = 200;
export const MAX_COMMENT = 4000;

/** Live change sets older than this are no longer listed as the person's own. */
const LIVE_LISTED_MS = 30 * 24 * 3600 * 1000;

/** A set's version as reviews name it: the commit its branch is at. */
const VERSION = /^[0-9a-f]{40,64}$/;

export class ChangeActions {
  constructor(
    private readonly c: ChangeContext,
    private readonly routing: ChangeRouting,
    private readonly reviews: Reviews,
    private readonly records: SetRecords,
    private readonly publishing: PublishJobs,
  ) {}

  /** The change set `id` names; 404 for an id that is not one. */
  find(id: unknown): ChangeSet {
    return this.records.find(id);
  }

  private put(set: ChangeSet, change: Partial<ChangeSet>): ChangeSet {
    return this.records.put(set, change);
  }

  private now(): string {
    return this.records.now();
  }

  private log(...args: Parameters<SetRecords['log']>): void {
    this.records.log(...args);
  }

  private mustBeIn(set: ChangeSet, ...states: ChangeSet['state'][]): void {
    if (!states.includes(set.state))
      throw new Refusal(409, words.changes.notNow(set.title, words.changes.stateWords[set.state]));
  }

  /** A set being published (its job waits or runs) is not withdrawn, sent back or unscheduled meanwhile. */
  private mustNotBePublishing(set: ChangeSet): void {
    if (this.c.jobs?.activeOn(publishSubject(set.id))) throw new Refusal(409, words.changes.beingPublished(set.title));
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
    this.records.mail((m) => m.changeSubmitted(next, this.records.publishers()));
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
    return this.put(set, { comments: this.records.withComment(set, refOf(who), checkedComment(text)) });
  }

  async sendBack(who: Actor, id: unknown, text: unknown, address: string, signal?: AbortSignal): Promise<ChangeSet> {
    this.mustPublish(who);
    const set = this.find(id);
    this.mustBeIn(set, 'in-review', 'scheduled');
    this.mustNotBePublishing(set);
    const comment = checkedComment(text);
    const { scheduledFor: _s, approvedBy: _a, approvedVersion: _v, ...rest } = set;
    let comments = this.records.withComment(set, refOf(who), comment);
    // The owner's saves go into their newest open set: this one now. Say so when they have another one.
    const other = this.routing.openSetOf(set.owner);
    if (other && other.id !== set.id)
      comments = this.records.withComment({ ...set, comments }, SYSTEM, words.changes.sentBackNote(other.title));
    let next = this.put(rest, { state: 'sent-back', comments });
    // Brought onto what is live now, so it can be redone there and sent again: where the live site changed the same
    // places, the set keeps its own words for its writer to look at again.
    next = await this.c.queue(
      async () => ((await this.c.repo.catchUp(set.id, true)) ? this.routing.refreshFiles(next) : next),
      { signal },
    );
    this.log(who, 'change sent back', words.changes.audit.sentBack(set.title), address);
    this.records.mail((m) => m.changeSentBack(next, comment, this.records.writers(next)));
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
    const job = this.jobOf(set);
    const why =
      job?.state === 'waiting' || job?.state === 'running'
        ? words.changes.beingPublished(set.title)
        : this.whyNot(set, who, findings);
    return {
      set,
      pages: findings.pages,
      problems: findings.problems,
      canApprove: !why,
      ...(why ? { why } : {}),
      version: findings.version,
      ...(job ? { job } : {}),
    };
  }

  /** The job publishing the set now, else the last one that tried. */
  private jobOf(set: ChangeSet): Job | undefined {
    const subject = publishSubject(set.id);
    return this.c.jobs?.activeOn(subject) ?? this.c.jobs?.latestOn(subject);
  }

  /** Why `who` may not approve the set as `findings` found it, in plain words; undefined when they may. */
  private whyNot(set: ChangeSet, who: Actor, findings: ReviewFindings): string | undefined {
    if (wroteIn(set, who)) return words.changes.ownSet;
    if (!isPublisher(who)) return words.changes.notPublisher;
    if (set.state !== 'in-review') return words.changes.notInReview;
    if (findings.conflicts.length) return words.changes.conflicts(plainNames(findings.conflicts));
    if (findings.problems.length) return words.changes.hasProblems(findings.problems.length);
    return undefined;
  }

  /**
   * Approves the set at `version`, the version of it the publisher reviewed (refused when it has changed since, or
   * when the review found it cannot be approved): schedules it when `at` is later than now, else starts the job that
   * publishes it (publishJob.ts) and answers at once with that job.
   */
  async approve(
    who: Actor,
    id: unknown,
    version: unknown,
    at: unknown,
    address: string,
  ): Promise<{ set: ChangeSet; job?: Job }> {
    this.mustPublish(who);
    const set = this.find(id);
    if (wroteIn(set, who)) throw new Refusal(403, words.changes.ownSet);
    this.mustBeIn(set, 'in-review');
    this.mustNotBePublishing(set);
    if (typeof version !== 'string' || !VERSION.test(version)) throw new Refusal(422, words.changes.reviewFirst);
    let when: number | undefined;
    if (at !== undefined && at !== null && at !== '') {
      when = typeof at === 'string' && at.length <= 40 ? Date.parse(at) : Number.NaN;
      if (!Number.isFinite(when)) throw new Refusal(422, words.changes.badTime);
    }
    if (!this.c.publisher || !this.c.jobs) throw new Refusal(409, words.changes.noPublishing);
    const now = await this.reviews.now(set.id);
    if (now.version !== version) throw new Refusal(409, words.changes.changedSinceReview, { reviewAgain: true });
    const later = when !== undefined && when > this.c.clock();
    // The review the publisher read is at hand (made once per version); approving what it refuses is refused now.
    // Publishing now does not wait for one that is not: the job checks the set (once) before building.
    const reviewed = later ? this.reviews.of(set.id) : this.reviews.known(version, now.live);
    const findings = await reviewed;
    if (findings) {
      if (findings.version !== version) throw new Refusal(409, words.changes.changedSinceReview, { reviewAgain: true });
      const why = this.whyNot(set, who, findings);
      if (why) throw new Refusal(409, why);
    }
    // Checked again after the waits above, with no wait before the job is queued: another approval of the same set
    // may have been accepted (and even published) meanwhile.
    const current = this.find(set.id);
    this.mustBeIn(current, 'in-review');
    this.mustNotBePublishing(current);
    const approval = { approvedBy: refOf(who), approvedVersion: version };
    if (later) {
      const scheduledFor = new Date(when as number).toISOString();
      const next = this.put(this.find(set.id), { state: 'scheduled', scheduledFor, ...approval });
      this.log(who, 'change scheduled', words.changes.audit.scheduled(set.title, plainTime(when as number)), address);
      return { set: next };
    }
    const job = this.publishing.start(set, refOf(who), version, address, false);
    const next = this.put(this.find(set.id), approval);
    this.log(who, 'change approved', words.changes.audit.approved(set.title), address);
    return { set: next, job };
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

/** "A", "A and B", "A, B and C". */
function plainNames(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
