/**
 * What a backup file holds, as its first entry (`backup.json`) says it: the format and its version, when it was
 * made, the content clone's live branch, every branch's commit at the moment it was taken (the bundle holds them
 * under `refPrefix`), and each further entry's name, size and SHA-256. Read from a file that may be anyone's, so
 * every field is checked by allow-list (`checkManifest`) before anything else of the file is trusted.
 */
import { plainBranch } from '../publishing/liveGit.js';

/** The entries a backup may hold, each at most this many bytes; nothing else is ever read from a file. */
export const ENTRY_LIMITS = {
  'team.db': 8 * 1024 ** 3,
  'content.bundle': 64 * 1024 ** 3,
  'settings.json': 1024 ** 2,
  'releases.json': 16 * 1024 ** 2,
  'secrets.json': 64 * 1024,
} as const;

export type EntryName = keyof typeof ENTRY_LIMITS;

/** Entries every backup has (releases.json only once something was published; secrets.json only when asked). */
export const REQUIRED: readonly EntryName[] = ['team.db', 'content.bundle', 'settings.json'];

/** The manifest's own entry, always the first. */
export const MANIFEST = 'backup.json';
export const MANIFEST_LIMIT = 4 * 1024 ** 2;

export const KIND = 'team editor backup';
export const VERSION = 1;

/** A moment's token: when it was taken (ms) and random letters; it names its folder and its pinned refs. */
export const TOKEN = /^\d{13}-[0-9a-f]{12}$/;
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const SHA256 = /^[0-9a-f]{64}$/;
const MAX_BRANCHES = 20_000;

export interface Branch {
  name: string;
  commit: string;
}

export interface Manifest {
  kind: typeof KIND;
  version: typeof VERSION;
  /** ISO time the moment was taken. */
  takenAt: string;
  /** The content clone's live branch (checked out in it). */
  live: string;
  /** Where the bundle keeps the branches: `<refPrefix><name>`. */
  refPrefix: string;
  branches: Branch[];
  entries: { name: EntryName; bytes: number; sha256: string }[];
}

export class NotABackup extends Error {
  override name = 'NotABackup';
}

/** The refs a moment pins its branches under. */
export function refPrefixOf(token: string): string {
  if (!TOKEN.test(token)) throw new NotABackup('not a moment of a backup');
  return `refs/backup/${token}/`;
}

export function isEntryName(name: string): name is EntryName {
  return Object.hasOwn(ENTRY_LIMITS, name);
}

/** The manifest of a backup file, checked field by field; NotABackup for anything else. */
export function checkManifest(raw: unknown): Manifest {
  const refuse = (why: string): never => {
    throw new NotABackup(`this is not a backup of the team editor (${why})`);
  };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return refuse('no description');
  const r = raw as Record<string, unknown>;
  const known = ['kind', 'version', 'takenAt', 'live', 'refPrefix', 'branches', 'entries'];
  for (const key of Object.keys(r)) if (!known.includes(key)) refuse(`unknown field ${JSON.stringify(key)}`);
  if (r.kind !== KIND) refuse('another kind of file');
  if (r.version !== VERSION) refuse(`format version ${String(r.version)}; this code reads ${VERSION}`);
  if (typeof r.takenAt !== 'string' || Number.isNaN(Date.parse(r.takenAt))) refuse('no time');
  if (typeof r.refPrefix !== 'string' || !/^refs\/backup\/\d{13}-[0-9a-f]{12}\/$/.test(r.refPrefix))
    refuse('no branch prefix');
  if (!Array.isArray(r.branches) || r.branches.length === 0 || r.branches.length > MAX_BRANCHES) refuse('no branches');
  const branches: Branch[] = [];
  const names = new Set<string>();
  for (const b of r.branches as unknown[]) {
    const { name, commit } = (b ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !plainBranch(name) || names.has(name)) refuse('a branch with a bad name');
    if (typeof commit !== 'string' || !COMMIT.test(commit)) refuse('a branch without a commit');
    names.add(name as string);
    branches.push({ name: name as string, commit: commit as string });
  }
  if (typeof r.live !== 'string' || !names.has(r.live)) refuse('no live branch');
  if (!Array.isArray(r.entries)) refuse('no entries');
  const entries: Manifest['entries'] = [];
  for (const e of r.entries as unknown[]) {
    const { name, bytes, sha256 } = (e ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !isEntryName(name) || entries.some((x) => x.name === name))
      refuse('an entry it may not have');
    const entry = name as EntryName;
    if (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes < 0 || bytes > ENTRY_LIMITS[entry])
      refuse(`a size out of bounds for ${entry}`);
    if (typeof sha256 !== 'string' || !SHA256.test(sha256)) refuse(`no checksum for ${entry}`);
    entries.push({ name: entry, bytes: bytes as number, sha256: sha256 as string });
  }
  for (const name of REQUIRED) if (!entries.some((e) => e.name === name)) refuse(`no ${name}`);
  return {
    kind: KIND,
    version: VERSION,
    takenAt: r.takenAt as string,
    live: r.live as string,
    refPrefix: r.refPrefix as string,
    branches,
    entries,
  };
}
