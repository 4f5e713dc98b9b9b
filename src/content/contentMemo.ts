/**
 * What a process that loads the same content again and again (the build server, src/build/buildServer.ts) keeps
 * of it in memory between loads, so a load after a one-page change does little more than read that page: each
 * file's kept facts as read from the check store or found by the load (by the store's key, which covers the file's text or git's blob
 * id, its kind, the schemas and the code: a changed file has another key and is never answered from here), and
 * the data of the files whose data was read (by the same key). Only what the last load used is kept, so it holds
 * one site's worth at most. What it gives is a copy where the loader changes it: the facts' link list (site links
 * are resolved in it) and the data (the same).
 */
import type { FileFacts } from './fileFacts.js';

/** A file's kept facts, and the key of its text when it was found by its blob (fileChecks.ts, readKept). */
export interface KeptFacts {
  facts: FileFacts;
  key?: string;
}

export class ContentMemo {
  private facts = new Map<string, KeptFacts>();
  private data = new Map<string, unknown>();
  private nextFacts = new Map<string, KeptFacts>();
  private nextData = new Map<string, unknown>();
  private found = 0;
  /** How many files' facts the last finished load found here (rather than in the check store or by reading). */
  answered = 0;

  /** The facts kept under store key `key` for `file` (its problems name it), or undefined. */
  keptFacts(key: string, file: string): KeptFacts | undefined {
    const id = `${key}\0${file}`;
    const found = this.facts.get(id) ?? this.nextFacts.get(id);
    if (!found) return undefined;
    this.found++;
    this.nextFacts.set(id, found);
    return copyOf(found);
  }

  /** Keeps `kept` (just read from the store, not yet used) under `key` for `file`; gives a copy to use. */
  keepFacts(key: string, file: string, kept: KeptFacts): KeptFacts {
    this.nextFacts.set(`${key}\0${file}`, kept);
    return copyOf(kept);
  }

  /** Keeps a copy of `kept` (found now, and used by the load as it is) under `key` for `file`. */
  remember(key: string, file: string, kept: KeptFacts): void {
    this.nextFacts.set(`${key}\0${file}`, copyOf(kept));
  }

  /** The data of the file whose text has the store key `key`: `read` once, then a copy of it each time. */
  dataOf(key: string, read: () => unknown): unknown {
    let value = this.data.get(key) ?? this.nextData.get(key);
    if (value === undefined) value = read();
    this.nextData.set(key, value);
    return structuredClone(value);
  }

  /**
   * What `make` makes, kept under `key` (which must cover all it is made from) while the loads use it; the same
   * object each time, so it must never be changed (the entries of a collection: manifest.ts).
   */
  made<T>(key: string, make: () => T): T {
    const value = (this.data.get(key) ?? this.nextData.get(key) ?? make()) as T;
    this.nextData.set(key, value);
    return value;
  }

  /** Ends a load: what it did not use is dropped. */
  endLoad(): void {
    this.answered = this.found;
    this.found = 0;
    this.facts = this.nextFacts;
    this.data = this.nextData;
    this.nextFacts = new Map();
    this.nextData = new Map();
  }

  /** How many files' facts and data it holds. */
  get size(): { facts: number; data: number } {
    return { facts: this.facts.size, data: this.data.size };
  }
}

/** A copy the loader may change: its link list is its own. */
const copyOf = ({ facts, key }: KeptFacts): KeptFacts => ({
  facts: { ...facts, refs: facts.refs.slice() },
  ...(key === undefined ? {} : { key }),
});
