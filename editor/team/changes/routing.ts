/**
 * Where each person's reads and writes go. Nobody writes into the content folder (it is what is live):
 *   - a file held by an unpublished change set is read from that set's worktree;
 *   - any other file from the person's open change set's worktree, else from the content folder;
 *   - a write of a file held by someone's open set goes into that set (the writer becomes one of its authors);
 *     of a file held by a set in review or scheduled, is refused, naming the set and its owner; otherwise it goes
 *     into the person's open set, made at their first write ("Changes by <name>, <day>"), from the live head.
 * A person's open set is their newest one still being written or sent back.
 *
 * Fair use: a person starts no new set while they own `setsPerPerson` sets not live yet, and no new worktree is
 * made once the worktrees take `worktreesBytes` on disk; both are refused in plain words. Pictures not live yet
 * (saved in a set, or uploaded for a change in it) belong to their set: a new one never takes an address another
 * set (or the live site) uses, and only the set's people may drop those not saved yet.
 */
import { existsSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { STAGING } from '../../core/staging.js';
import type { ChangeSet, PersonRef } from '../../contract/changes.js';
import type { RefusalReason } from '../../contract/editing.js';
import { commitSaved } from '../editing/history.js';
import { words } from '../../contract/words.js';
import { type Actor, type ChangeContext, newChangeId, refOf, wroteIn } from './context.js';
import { OPEN, UNPUBLISHED, samePerson } from './store.js';
import { Refusal } from '../../core/refusal.js';

/** The day a change set is started, as its default title says it ("27 November"). */
export function dayOf(ms: number): string {
  return new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

export class ChangeRouting {
  constructor(private readonly c: ChangeContext) {}

  /** The change set the person's saves go into now: their newest one being written or sent back. */
  openSetOf(who: PersonRef): ChangeSet | undefined {
    return this.c.store.of(who.email).find((s) => OPEN.includes(s.state) && samePerson(s.owner, who));
  }

  /** The unpublished change set that holds `file` (relative to the content folder), if any. */
  holderOf(file: string): ChangeSet | undefined {
    if (!file) return undefined;
    return this.c.store.inStates(UNPUBLISHED).find((s) => s.files.some((f) => f.file === file));
  }

  /** The worktree of a set, when it has one on disk. */
  private folderOf(set: ChangeSet | undefined): string | undefined {
    if (!set) return undefined;
    const folder = this.c.repo.folderOf(set.id);
    return existsSync(join(folder, '.git')) ? folder : undefined;
  }

  /** The folder `who` reads `file` from ('' for their own view of the whole content: the file list). */
  readRoot(who: PersonRef, file: string): string {
    return this.folderOf(this.holderOf(file)) ?? this.folderOf(this.openSetOf(who)) ?? this.c.repo.root;
  }

  /** The worktrees of every unpublished change set that has one (where the preview finds pictures saved in them). */
  unpublishedFolders(): string[] {
    return this.c.store
      .inStates(UNPUBLISHED)
      .map((s) => this.folderOf(s))
      .filter((f): f is string => !!f);
  }

  /**
   * The folder a write of `file` by `who` goes to, made ready (the set and its worktree made at their first
   * write); refused while the set holding the file waits for review or its time. Run inside the queue.
   */
  async writeRoot(who: Actor, file: string): Promise<string> {
    const holder = this.holderOf(file);
    if (holder && !OPEN.includes(holder.state))
      throw new Refusal(409, words.changes.waitsForReview(holder.title, holder.owner.name), {
        // Not a version conflict (nobody saved over the draft): the screen shows these words, not its conflict dialog.
        reason: 'in-review' satisfies RefusalReason,
        changeSet: { id: holder.id, title: holder.title, owner: holder.owner },
      });
    const set = holder ?? this.openSetOf(who) ?? this.startSet(who);
    if (!this.folderOf(set) && this.c.repo.diskUsed() >= this.c.limits.worktreesBytes)
      throw new Refusal(507, words.changes.noRoom);
    return this.c.repo.ensure(set.id);
  }

  /**
   * The folder whose pictures not saved yet for `file` `who` may drop: refused (403) when the file is held by a
   * change set they have no part in.
   */
  discardRoot(who: Actor, file: string): string {
    const holder = this.holderOf(file);
    if (holder && !wroteIn(holder, who))
      throw new Refusal(403, words.changes.notYourPictures(holder.title, holder.owner.name));
    return this.readRoot(who, file);
  }

  /** True when a picture address (/images/…) names a file live, in any set not live yet, or uploaded for one. */
  pictureTaken(src: string): boolean {
    if (!/^\/images\/[\w./-]+$/.test(src) || src.includes('..')) return true;
    return [this.c.repo.root, ...this.unpublishedFolders()].some((folder) =>
      [`public${src}`, `${STAGING}/public${src}`].some(
        (rel) => lstatSync(join(folder, rel), { throwIfNoEntry: false }) !== undefined,
      ),
    );
  }

  private startSet(who: Actor): ChangeSet {
    const held = this.c.store
      .of(who.email)
      .filter((s) => UNPUBLISHED.includes(s.state) && samePerson(s.owner, who)).length;
    if (held >= this.c.limits.setsPerPerson)
      throw new Refusal(429, words.changes.tooManySets(this.c.limits.setsPerPerson));
    const now = new Date(this.c.clock()).toISOString();
    const set: ChangeSet = {
      id: newChangeId(),
      title: words.changes.defaultTitle(who.name, dayOf(this.c.clock())),
      state: 'draft',
      owner: refOf(who),
      authors: [refOf(who)],
      files: [],
      comments: [],
      createdAt: now,
      updatedAt: now,
    };
    this.c.store.put(set);
    return set;
  }

  /** The change set whose worktree is `folder`. */
  setAt(folder: string): ChangeSet | undefined {
    return this.c.store.inStates(UNPUBLISHED).find((s) => this.c.repo.folderOf(s.id) === folder);
  }

  /**
   * After a write into `folder`: commits it as `who` and brings the set's record up to date (its files, its
   * authors: whoever saves into a set becomes one of them). Run inside the queue.
   */
  async saved(who: Actor, folder: string, message: string): Promise<void> {
    const set = this.setAt(folder);
    if (!set) throw new Refusal(409, words.changes.noSuchSet);
    await commitSaved(folder, who, message);
    await this.refreshFiles(set, who);
  }

  /** Reads the set's files again from git (after a save) and keeps them with its record. */
  async refreshFiles(set: ChangeSet, writer?: PersonRef): Promise<ChangeSet> {
    const files = await this.c.repo.changedFiles(set.id);
    const authors =
      writer && !set.authors.some((a) => samePerson(a, writer)) ? [...set.authors, refOf(writer)] : set.authors;
    const next = { ...set, files, authors, updatedAt: new Date(this.c.clock()).toISOString() };
    this.c.store.put(next);
    return next;
  }
}
