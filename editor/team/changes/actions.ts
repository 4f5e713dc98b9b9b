/**
 * What people do with a change set once it has changes: rename it, send it for review, take it back, comment,
 * send it back, review it, approve it (now, or at a later time: scheduled), stop a scheduled one, and the
 * publishing itself (through the Publisher: the set's branch merged into the live branch and built). Every move
 * that matters goes into the activity log in plain words, and mail goes out without holding the answer up.
 */
import type { ChangeSet, PersonRef, Release, ReviewAnswer } from '../changeShapes.js';
import { words } from '../../words.js';
import { type Actor, type ChangeContext, ChangeRefused, isPublisher, refOf, wroteIn } from './context.js';
import { failedStep } from './contract.js';
import { reviewChangeSet } from './review.js';
import type { ChangeRouting } from './routing.js';
import { OPEN, sameEmail } from './store.js';
import { CHANGE_ID } from './worktrees.js';

export const MAX_TITLE = 200;
export const MAX_COMMENT = 4000;
export const MAX_COMMENTS = 200;

/** Who the editor's own comments are by. */
const SYSTEM: PersonRef = { name: words.changes.system, email: '' };

/** Live change sets older than this are no longer listed as the person's own. */
const LIVE_LISTED_MS = 30 * 24 * 3600 * 1000;

export class ChangeActions {
  constructor(
    private readonly c: ChangeContext,
    private readonly routing: ChangeRouting,
  ) {}

  private now(): string {
    return new Date(this.c.clock()).toISOString();
  }

  /** The change set `id` names; 404 for an id that is not one. */
  find(id: unknown): ChangeSet {
    const set = typeof id === 'string' && CHANGE_ID.test(id) ? this.c.store.get(id) : undefined;
    if (!set) throw new ChangeRefused(404, words.changes.noSuchSet);
    return set;
  }

  private put(set: ChangeSet, change: Partial<ChangeSet>): ChangeSet {
    const next = { ...set, ...change, updatedAt: this.now() };
    this.c.store.put(next);
    return next;
  }

  private mustBeIn(set: ChangeSet, ...states: ChangeSet['state'][]): void {
    if (!states.includes(set.state))
      throw new ChangeRefused(409, words.changes.notNow(set.title, words.changes.stateWords[set.state]));
  }

  private mustHaveWritten(set: ChangeSet, who: Actor): void {
    if (!wroteIn(set, who)) throw new ChangeRefused(403, words.changes.notYours);
  }

  private mustPublish(who: Actor): void {
    if (!isPublisher(who)) throw new ChangeRefused(403, words.changes.notPublisher);
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

  /** Sends a set for review; in the queue, so no save is half done in it as it changes state. */
  async submit(who: Actor, id: unknown, title: unknown, address: string): Promise<ChangeSet> {
    const named = title === undefined || title === null || title === '' ? {} : { title: checkedTitle(title) };
    const next = await this.c.queue(async () => {
      const found = this.find(id);
      this.mustHaveWritten(found, who);
      this.mustBeIn(found, ...OPEN);
      const set = await this.routing.refreshFiles(found);
      if (!set.files.length) throw new ChangeRefused(422, words.changes.nothingChanged);
      return this.put(set, { ...named, state: 'in-review', submittedAt: this.now() });
    });
    this.log(who, 'change submitted', words.changes.audit.submitted(next.title), address);
    this.mail((m) => m.changeSubmitted(next, this.publishers()));
    return next;
  }

  withdraw(who: Actor, id: unknown, address: string): ChangeSet {
    const set = this.find(id);
    if (!sameEmail(set.owner, who)) throw new ChangeRefused(403, words.changes.onlyOwner);
    this.mustBeIn(set, 'in-review');
    const next = this.put(set, { state: 'draft' });
    this.log(who, 'change withdrawn', words.changes.audit.withdrawn(set.title), address);
    return next;
  }

  comment(who: Actor, id: unknown, text: unknown): ChangeSet {
    const set = this.find(id);
    if (!isPublisher(who)) this.mustHaveWritten(set, who);
    return this.put(set, { comments: withComment(set, refOf(who), checkedComment(text), this.now()) });
  }

  async sendBack(who: Actor, id: unknown, text: unknown, address: string): Promise<ChangeSet> {
    this.mustPublish(who);
    const set = this.find(id);
    this.mustBeIn(set, 'in-review', 'scheduled');
    const comment = checkedComment(text);
    const { scheduledFor: _s, approvedBy: _a, ...rest } = set;
    let comments = withComment(set, refOf(who), comment, this.now());
    // The owner's saves go into their newest open set: this one now. Say so when they have another one.
    const other = this.routing.openSetOf(set.owner);
    if (other && other.id !== set.id)
      comments = withComment({ ...set, comments }, SYSTEM, words.changes.sentBackNote(other.title), this.now());
    let next = this.put(rest, { state: 'sent-back', comments });
    // Brought onto what is live now, so it can be redone there and sent again: where the live site changed the same
    // places, the set keeps its own words for its writer to look at again.
    next = await this.c.queue(async () =>
      (await this.c.repo.catchUp(set.id, true)) ? this.routing.refreshFiles(next) : next,
    );
    this.log(who, 'change sent back', words.changes.audit.sentBack(set.title), address);
    this.mail((m) => m.changeSentBack(next, comment, this.writers(next)));
    return next;
  }

  /** The review of a set: its owner and authors may look at their own; others need to be publishers. */
  async review(who: Actor, id: unknown): Promise<ReviewAnswer> {
    const found = this.find(id);
    if (!wroteIn(found, who) && !isPublisher(who)) throw new ChangeRefused(403, words.changes.notForYou);
    if (found.state === 'live') return { set: found, pages: [], problems: [], canApprove: false };
    const findings = await this.c.queue(() => reviewChangeSet(this.c.repo, found.id));
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
    return { set, pages: findings.pages, problems: findings.problems, canApprove: !why, ...(why ? { why } : {}) };
  }

  /** Approves: publishes now, or schedules it when `at` is later than now. */
  async approve(who: Actor, id: unknown, at: unknown, address: string): Promise<ChangeSet> {
    this.mustPublish(who);
    const set = this.find(id);
    if (wroteIn(set, who)) throw new ChangeRefused(403, words.changes.ownSet);
    this.mustBeIn(set, 'in-review');
    let when: number | undefined;
    if (at !== undefined && at !== null && at !== '') {
      when = typeof at === 'string' && at.length <= 40 ? Date.parse(at) : Number.NaN;
      if (!Number.isFinite(when)) throw new ChangeRefused(422, words.changes.badTime);
    }
    const review = await this.review(who, set.id);
    if (!review.canApprove) throw new ChangeRefused(409, review.why ?? words.changes.notInReview);
    if (!this.c.publisher) throw new ChangeRefused(409, words.changes.noPublishing);
    if (when !== undefined && when > this.c.clock()) {
      const scheduledFor = new Date(when).toISOString();
      const next = this.put(review.set, { state: 'scheduled', scheduledFor, approvedBy: refOf(who) });
      this.log(who, 'change scheduled', words.changes.audit.scheduled(set.title, plainTime(when)), address);
      return next;
    }
    return this.publish(this.put(review.set, { approvedBy: refOf(who) }), refOf(who), address);
  }

  unschedule(who: Actor, id: unknown, address: string): ChangeSet {
    this.mustPublish(who);
    const set = this.find(id);
    this.mustBeIn(set, 'scheduled');
    const { scheduledFor: _s, approvedBy: _a, ...rest } = set;
    const next = this.put(rest, { state: 'in-review' });
    this.log(who, 'change unscheduled', words.changes.audit.unscheduled(set.title), address);
    return next;
  }

  /**
   * Makes the set live through the publisher; afterwards its worktree is removed (its branch stays). A failed
   * publish leaves it waiting for review (a scheduled one gets a comment saying what failed) and answers 502.
   */
  async publish(set: ChangeSet, by: PersonRef, address: string): Promise<ChangeSet> {
    const publisher = this.c.publisher;
    if (!publisher) throw new ChangeRefused(409, words.changes.noPublishing);
    let release: Release | undefined;
    try {
      // One piece of queued work from the check to the record saying live: approved twice at once, or sent back
      // meanwhile, there is only one publish, of a set still approved.
      return await this.c.queue(async () => {
        this.mustBeIn(this.find(set.id), 'in-review', 'scheduled');
        const made = await publisher.publish({
          sets: [{ id: set.id, title: set.title, branch: this.c.repo.branchOf(set.id) }],
          by,
        });
        release = made;
        await this.c.repo.remove(set.id);
        await this.catchUpOpenSets();
        const { scheduledFor: _s, ...rest } = set;
        const next = this.put(rest, { state: 'live', publishedAt: made.at, releaseId: made.id, approvedBy: refOf(by) });
        this.log(by, 'change published', words.changes.audit.published(set.title, made.id), address);
        this.mail((m) => m.changePublished(next, made, this.writers(next)));
        return next;
      });
    } catch (e) {
      const step = release ? undefined : failedStep(e);
      if (!step) throw e;
      const stepWords = words.changes.steps[step];
      const { scheduledFor: _s, ...rest } = set;
      const comments =
        set.state === 'scheduled'
          ? withComment(set, SYSTEM, words.changes.scheduledFailed(stepWords), this.now())
          : set.comments;
      this.put(rest, { state: 'in-review', comments });
      this.log(by, 'publish failed', words.changes.audit.failed(set.title, stepWords), address);
      throw new ChangeRefused(502, words.changes.publishFailed(stepWords), { step });
    }
  }

  /** Brings every set still being written (or sent back) up to date with what is live. Run inside the queue. */
  async catchUpOpenSets(): Promise<void> {
    for (const open of this.c.store.inStates(OPEN)) {
      if (await this.c.repo.catchUp(open.id)) await this.routing.refreshFiles(open);
    }
  }

  /** Publishes every scheduled set whose time has come (at start, and when the timer fires); returns how many went live. */
  async publishDue(): Promise<number> {
    const now = this.c.clock();
    let count = 0;
    for (const set of this.c.store.inStates(['scheduled'])) {
      if (!set.scheduledFor || Date.parse(set.scheduledFor) > now) continue;
      try {
        await this.publish(set, set.approvedBy ?? SYSTEM, 'schedule');
        count++;
      } catch (e) {
        this.c.log?.(`change set ${set.id}: ${(e as Error).message}`);
      }
    }
    return count;
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
    return [set.owner, ...set.authors.filter((a) => !sameEmail(a, set.owner))];
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
  if (!title) throw new ChangeRefused(422, words.changes.titleNeeded);
  if (title.length > MAX_TITLE) throw new ChangeRefused(422, words.changes.titleTooLong(MAX_TITLE));
  return title;
}

function checkedComment(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new ChangeRefused(422, words.changes.commentNeeded);
  if (text.length > MAX_COMMENT) throw new ChangeRefused(422, words.changes.commentTooLong(MAX_COMMENT));
  return text;
}

function withComment(set: ChangeSet, by: PersonRef, text: string, at: string) {
  if (set.comments.length >= MAX_COMMENTS) throw new ChangeRefused(422, words.changes.tooManyComments(MAX_COMMENTS));
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
