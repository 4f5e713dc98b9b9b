/**
 * Who is editing which page, kept in memory: the editor's page says which file it has open (POST presence) and
 * may wait there for a change (`changed`), so a newcomer shows within a moment without the page asking every
 * second; a person not heard from for a minute is no longer shown.
 */
export const PRESENCE_MS = 60_000;
/** The longest a page waits for a change before it is answered anyway (and says again that it is there). */
export const PRESENCE_WAIT_MS = 10_000;
/** The most waits one person may hold at once (one per open tab); another one is answered at once. */
export const PRESENCE_WAITS = 8;

interface Seen {
  name: string;
  file: string;
  since: number;
  at: number;
}

export class Presence {
  private readonly seen = new Map<number, Seen>();
  /** Who waits for a change: called on any arrival, move or departure. */
  private readonly waiting = new Set<() => void>();
  private readonly waitsOf = new Map<number, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records that `person` has `file` open ('' for none) and returns the others who have it open. */
  here(person: { id: number; name: string }, file: string): { name: string; since: number }[] {
    const at = this.now();
    const before = this.seen.get(person.id);
    const since = before && before.file === file ? before.since : at;
    this.seen.set(person.id, { name: person.name, file, since, at });
    if (!before || before.file !== file) this.wake();
    return this.othersOn(person.id, file);
  }

  /**
   * The others who have `file` open, without recording anything: a page's answer held open (`changed`) must not
   * say again where its person is, or an older page of theirs (another tab, the page before a reload) would take
   * them back to the file it had open.
   */
  othersOn(personId: number, file: string): { name: string; since: number }[] {
    const at = this.now();
    const others: { name: string; since: number }[] = [];
    for (const [id, s] of this.seen) {
      if (at - s.at > PRESENCE_MS) this.seen.delete(id);
      else if (id !== personId && file && s.file === file) others.push({ name: s.name, since: s.since });
    }
    return others.sort((a, b) => a.since - b.since);
  }

  /**
   * Resolves when someone arrives, moves or leaves, when `ms` have passed or when `signal` fires (the browser
   * left); false at once, without waiting, when the person holds PRESENCE_WAITS waits already.
   */
  changed(personId: number, signal?: AbortSignal, ms = PRESENCE_WAIT_MS): Promise<boolean> {
    const held = this.waitsOf.get(personId) ?? 0;
    if (held >= PRESENCE_WAITS || signal?.aborted) return Promise.resolve(false);
    this.waitsOf.set(personId, held + 1);
    return new Promise<boolean>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        if (!this.waiting.delete(done)) return;
        const left = (this.waitsOf.get(personId) ?? 1) - 1;
        if (left) this.waitsOf.set(personId, left);
        else this.waitsOf.delete(personId);
        resolve(true);
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done);
      this.waiting.add(done);
    });
  }

  /** Forgets a person (signed out or removed). */
  gone(personId: number): void {
    if (this.seen.delete(personId)) this.wake();
  }

  private wake(): void {
    for (const done of [...this.waiting]) done();
  }
}
