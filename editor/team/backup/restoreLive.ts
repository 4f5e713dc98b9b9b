/**
 * The live site brought back after a restore, with the publisher's own pieces (publishing/): the record of releases
 * (releaseStore.ts) written into the releases folder, then the live release's commit checked out in the publishing
 * work folder (liveGit.ts), built by the site's build into the live release's folder (siteBuild.ts), `current`
 * pointed at it in one step (liveLink.ts) so nginx serves the same site, and its search index made. Only the live
 * release is rebuilt: the earlier ones stay in the record (the history of what went live), their folders gone, so
 * rolling back to one of them says it is no longer kept.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { workFolderAt } from '../publishing/liveGit.js';
import { switchCurrent } from '../publishing/liveLink.js';
import { type ReleasesFile, RELEASE_ID, writeReleases } from '../publishing/releaseStore.js';
import type { SiteBuild } from '../publishing/siteBuild.js';
import { RestoreRefused } from './refused.js';

const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** The record of releases from a backup, checked; RestoreRefused when it is not one. */
export function checkReleases(raw: unknown): ReleasesFile {
  const refuse = (): never => {
    throw new RestoreRefused("the backup's record of releases is damaged");
  };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return refuse();
  const r = raw as Partial<ReleasesFile>;
  if (!Array.isArray(r.releases) || r.releases.length > 100_000) return refuse();
  for (const release of r.releases) {
    if (!release || typeof release !== 'object') refuse();
    if (!RELEASE_ID.test(String(release.id)) || !RELEASE_ID.test(String(release.site))) refuse();
    if (!COMMIT.test(String(release.commit))) refuse();
  }
  if (r.live !== null && !r.releases.some((x) => x.id === r.live)) refuse();
  return { releases: r.releases, live: r.live ?? null, searchReady: [] };
}

/**
 * Writes the record into `releasesDir` and rebuilds its live release there (when it has one); returns the live
 * release's folder name, or null when nothing had gone live.
 */
export async function rebuildLive(o: {
  root: string;
  dataDir: string;
  releasesDir: string;
  record: ReleasesFile;
  build: SiteBuild;
  log: (line: string) => void;
}): Promise<string | null> {
  mkdirSync(o.releasesDir, { recursive: true });
  writeReleases(o.releasesDir, { ...o.record, searchReady: [] });
  const live = o.record.releases.find((r) => r.id === o.record.live);
  if (!live) return null;
  const work = join(o.dataDir, 'publishing');
  await workFolderAt(o.root, work, live.commit);
  const out = join(o.releasesDir, live.site);
  rmSync(out, { recursive: true, force: true });
  o.log(`Building the live site (release ${live.id}) …`);
  await o.build.site({ content: work, out, since: null });
  if (!existsSync(join(out, 'index.html'))) throw new Error(`the build wrote no index.html into ${out}`);
  switchCurrent(o.releasesDir, live.site);
  try {
    await o.build.searchIndex(out);
    writeReleases(o.releasesDir, { ...o.record, searchReady: [live.site] });
  } catch (e) {
    o.log(`The live site's search index was not made (${(e as Error).message}); the next publish makes it.`);
  }
  return live.site;
}
