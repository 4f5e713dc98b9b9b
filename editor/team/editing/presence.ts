/**
 * Who is editing which page, kept in memory: the editor's page says which file it has open every 20 s
 * (POST presence); a person not heard from for a minute is no longer shown.
 */
export const PRESENCE_MS = 60_000;

interface Seen {
  name: string;
  file: string;
  since: number;
  at: number;
}

export class Presence {
  private readonly seen = new Map<number, Seen>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records that `person` has `file` open ('' for none) and returns the others who have it open. */
  here(person: { id: number; name: string }, file: string): { name: string; since: number }[] {
    const at = this.now();
    const before = this.seen.get(person.id);
    const since = before && before.file === file ? before.since : at;
    this.seen.set(person.id, { name: person.name, file, since, at });
    const others: { name: string; since: number }[] = [];
    for (const [id, s] of this.seen) {
      if (at - s.at > PRESENCE_MS) this.seen.delete(id);
      else if (id !== person.id && file && s.file === file) others.push({ name: s.name, since: s.since });
    }
    return others.sort((a, b) => a.since - b.since);
  }

  /** Forgets a person (signed out or removed). */
  gone(personId: number): void {
    this.seen.delete(personId);
  }
}
