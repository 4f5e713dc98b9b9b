/**
 * `npm run team -- backup <file> [--with-secrets]`: one file (archive.ts) with the team's database, every branch
 * of the content clone, the settings, the record of releases and, only when asked, the secrets.
 *
 * The moment (moment.ts) comes from the running server through its control socket, taken between two turns of its
 * write queue (betweenTurns.ts); when no server runs, this command takes it itself, then asks once more, so a server
 * that started meanwhile gives its own instead. A server that answers on its port but not on its socket is refused
 * rather than copied behind its back. The bundle and the file are made from the moment afterwards, while saves go
 * on; the moment is dropped at the end, whatever happens.
 */
import { copyFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { type ArchiveFile, describeFile, writeArchive } from './archive.js';
import { askForMoment, portAnswers } from './askServer.js';
import { MOMENT_WAIT_MS } from './betweenTurns.js';
import { gitRun, LONG_GIT_MS } from './gitRun.js';
import { KIND, type Manifest, VERSION } from './manifest.js';
import { dropMoment, type MomentPlaces, readMoment, sweepMoments, takeMoment } from './moment.js';
import { BackupRefused } from './refused.js';
import { selfContained } from './teamDb.js';

export interface BackupOptions extends MomentPlaces {
  /** The file to write (replaced whole when it exists). */
  target: string;
  /** Put secrets.json in too. */
  withSecrets: boolean;
  /** Where the team editor listens (settings.listen): something answering there without a socket is refused. */
  listen: { host: string; port: number };
  waitMs?: number;
}

export interface BackupMade {
  file: string;
  bytes: number;
  branches: number;
  secrets: boolean;
  /** True when the running server gave the moment. */
  fromServer: boolean;
}

/** Takes the moment without a server: the database opened read-only, the branches read from the clone. */
async function momentAlone(places: MomentPlaces): Promise<string> {
  const file = join(places.dataDir, 'team.db');
  if (!existsSync(file)) throw new BackupRefused(`there is no team database in ${places.dataDir}`);
  // No server sweeps meanwhile: moments a stopped backup left are swept here.
  await sweepMoments(places);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return await takeMoment(db, places);
  } finally {
    db.close();
  }
}

export async function backup(o: BackupOptions): Promise<BackupMade> {
  const target = resolve(o.target);
  if (!existsSync(dirname(target)) || !statSync(dirname(target)).isDirectory())
    throw new BackupRefused(`the folder ${dirname(target)} does not exist`);
  const places: MomentPlaces = { dataDir: o.dataDir, root: o.root, releasesDir: o.releasesDir };
  const waitMs = o.waitMs ?? MOMENT_WAIT_MS + 60_000;
  let token = await askForMoment(o.dataDir, waitMs);
  let fromServer = token !== null;
  if (!token) {
    if (await portAnswers(o.listen))
      throw new BackupRefused(
        `something answers on ${o.listen.host}:${o.listen.port} but the team editor's control socket does not: restart the team editor (or stop it to back up without it)`,
      );
    const alone = await momentAlone(places);
    const late = await askForMoment(o.dataDir, waitMs).catch(async (e: unknown) => {
      await dropMoment(places, alone);
      throw e;
    });
    if (late) await dropMoment(places, alone);
    token = late ?? alone;
    fromServer = late !== null;
  }
  try {
    const moment = readMoment(o.dataDir, token);
    const at = (name: string) => join(moment.folder, name);
    selfContained(at('team.db'));
    await gitRun(
      o.root,
      ['bundle', 'create', at('content.bundle'), ...moment.branches.map((b) => `${moment.refPrefix}${b.name}`)],
      { limitMs: LONG_GIT_MS },
    );
    copyFileSync(join(o.dataDir, 'settings.json'), at('settings.json'));
    const files: ArchiveFile[] = [
      { name: 'team.db', path: at('team.db') },
      { name: 'content.bundle', path: at('content.bundle') },
      { name: 'settings.json', path: at('settings.json') },
    ];
    if (existsSync(at('releases.json'))) files.push({ name: 'releases.json', path: at('releases.json') });
    if (o.withSecrets) {
      copyFileSync(join(o.dataDir, 'secrets.json'), at('secrets.json'));
      files.push({ name: 'secrets.json', path: at('secrets.json') });
    }
    const manifest: Manifest = {
      kind: KIND,
      version: VERSION,
      takenAt: new Date(Number(token.slice(0, 13))).toISOString(),
      live: moment.live,
      refPrefix: moment.refPrefix,
      branches: moment.branches,
      entries: await Promise.all(files.map(async (f) => ({ name: f.name, ...(await describeFile(f.path)) }))),
    };
    await writeArchive(target, manifest, files);
    return {
      file: target,
      bytes: statSync(target).size,
      branches: moment.branches.length,
      secrets: o.withSecrets,
      fromServer,
    };
  } finally {
    await dropMoment(places, token);
  }
}
