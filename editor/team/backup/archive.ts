/**
 * The backup file itself: one gzip-compressed tar archive (tar-stream, a parser and packer that never touches the
 * file system by itself), readable by its owner only (mode 0600):
 *   backup.json      first: what the file holds (manifest.ts), with each further entry's size and SHA-256
 *   team.db          the team's database, copied by SQLite's online backup
 *   content.bundle   a git bundle of every branch of the content clone, at the same moment
 *   settings.json    the team's settings
 *   releases.json    the record of the live site's releases (when there is one)
 *   secrets.json     only when asked for (`--with-secrets`)
 *
 * Writing goes to a temporary file beside the target (the same disk, whatever disk that is), flushed to disk and
 * then renamed over it, so a target is never half written. Reading never lets the archive choose a path: each entry
 * whose name is on the allow-list is written to the reader's own file of that fixed name; a link, a folder, an
 * unknown or repeated name, a size other than declared, more than the limits or a wrong checksum refuses the file.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  createReadStream,
  createWriteStream,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import {
  checkManifest,
  type EntryName,
  ENTRY_LIMITS,
  isEntryName,
  MANIFEST,
  MANIFEST_LIMIT,
  type Manifest,
  NotABackup,
} from './manifest.js';

/** One file to put in the archive: its entry name and where it is now. */
export interface ArchiveFile {
  name: EntryName;
  path: string;
}

/** Size and SHA-256 of a file, read once. */
export async function describeFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return { bytes: statSync(path).size, sha256: hash.digest('hex') };
}

/**
 * Writes the archive of `files` (with `manifest` first) to `target`: into a temporary file beside it (mode 0600),
 * flushed, then renamed over the target. A failure leaves neither a target nor the temporary file.
 */
export async function writeArchive(target: string, manifest: Manifest, files: ArchiveFile[]): Promise<void> {
  const part = join(dirname(target), `.${basename(target)}.part-${randomBytes(4).toString('hex')}`);
  const out = createWriteStream(part, { flags: 'wx', mode: 0o600 });
  const tar = pack();
  const written = pipeline(Readable.from(tar), createGzip(), out);
  try {
    const add = (name: string, source: Readable, size: number) =>
      new Promise<void>((resolve, reject) => {
        const sink = tar.entry({ name, size, mode: 0o600, mtime: new Date(manifest.takenAt) }, (e) =>
          e ? reject(e) : resolve(),
        );
        source.on('error', reject);
        source.pipe(sink as unknown as Writable);
      });
    const head = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await add(MANIFEST, Readable.from([head]), head.length);
    for (const file of files) await add(file.name, createReadStream(file.path), statSync(file.path).size);
    tar.finalize();
    await written;
    const fd = openSync(part, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    chmodSync(part, 0o600);
    renameSync(part, target);
  } catch (e) {
    tar.destroy();
    await written.catch(() => undefined);
    rmSync(part, { force: true });
    throw e;
  }
}

/**
 * Reads the archive `file` into the folder `into` (which must exist and be private): each allowed entry to
 * `into/<its name>` (mode 0600). Returns the checked manifest; NotABackup (nothing kept) for anything else.
 */
export async function readArchive(file: string, into: string): Promise<Manifest> {
  const stop = new AbortController();
  const entries = extract();
  const feeding = pipeline(createReadStream(file), createGunzip(), entries as unknown as Writable, {
    signal: stop.signal,
  });
  // A damaged or foreign file fails the feeding; it is reported by the reading below, once.
  let fed: unknown = null;
  feeding.catch((e: unknown) => {
    fed = e;
    entries.destroy(e as Error);
  });
  const written: string[] = [];
  try {
    let manifest: Manifest | null = null;
    const seen = new Set<string>();
    for await (const entry of entries) {
      const { name, type, size } = entry.header;
      if (type !== 'file') throw new NotABackup(`this is not a backup of the team editor (it holds a ${type})`);
      if (!manifest) {
        if (name !== MANIFEST || size > MANIFEST_LIMIT)
          throw new NotABackup('this is not a backup of the team editor (it does not start with its description)');
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        let raw: unknown;
        try {
          raw = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          throw new NotABackup('this is not a backup of the team editor (its description is not readable)');
        }
        manifest = checkManifest(raw);
        continue;
      }
      const declared = isEntryName(name) ? manifest.entries.find((e) => e.name === name) : undefined;
      if (!declared || seen.has(name))
        throw new NotABackup(`this is not a backup of the team editor (it holds ${JSON.stringify(name)})`);
      seen.add(name);
      if (size !== declared.bytes || size > ENTRY_LIMITS[declared.name])
        throw new NotABackup(`this backup is damaged (${declared.name} has another size than it says)`);
      // The path is the allow-list's name, never the archive's text.
      const path = join(into, declared.name);
      written.push(path);
      const hash = createHash('sha256');
      let bytes = 0;
      const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      await pipeline(
        entry as unknown as Readable,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            bytes += chunk.length;
            if (bytes > declared.bytes) throw new NotABackup(`this backup is damaged (${declared.name} is too long)`);
            hash.update(chunk);
            yield chunk;
          }
        },
        out,
      );
      if (bytes !== declared.bytes || hash.digest('hex') !== declared.sha256)
        throw new NotABackup(`this backup is damaged (${declared.name} is not what it says)`);
    }
    await feeding;
    if (!manifest) throw new NotABackup('this is not a backup of the team editor (it is empty)');
    for (const e of manifest.entries)
      if (!seen.has(e.name)) throw new NotABackup(`this backup is damaged (${e.name} is missing)`);
    return manifest;
  } catch (e) {
    stop.abort();
    await feeding.catch(() => undefined);
    for (const path of written) rmSync(path, { force: true });
    if (e instanceof NotABackup) throw e;
    // The disk's own failures (no room, no permission) are said as they are; anything else is the file's fault.
    if (!fed && e instanceof Error && 'syscall' in e) throw e;
    const why = ((fed ?? e) as Error).message;
    throw new NotABackup(`this is not a backup of the team editor (${why})`);
  }
}
