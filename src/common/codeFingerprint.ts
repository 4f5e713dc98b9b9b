/**
 * The fingerprint of the code a build is made with: every file under src/ and schema/ (the blog listing's bundle
 * imports a collection schema for its categories) and the files the bundles are configured and resolved from
 * (vite.config.ts, tsconfig.json, package.json, package-lock.json), with the project's folder (the server bundle
 * names absolute paths). Two builds with one fingerprint make the same bundles (Vite's output is
 * deterministic), so it keys the bundle cache (src/build/bundles.ts) and tells an incremental build whether the previous
 * output's pages may be reused (src/build/incremental.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files beside src/ that the bundles are built from. */
export const CODE_CONFIG_FILES = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** The folders whose every file the bundles may be built from. */
const CODE_DIRS = ['src', 'schema'];

/** A hash of the code of the project at `projectRoot` (hex, 24 characters). */
export function codeFingerprint(projectRoot: string): string {
  const sources = CODE_DIRS.filter((dir) => existsSync(join(projectRoot, dir))).flatMap((dir) =>
    readdirSync(join(projectRoot, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(projectRoot.length + 1)),
  );
  const configs = CODE_CONFIG_FILES.filter((file) => existsSync(join(projectRoot, file)));
  const hash = createHash('sha256').update(projectRoot).update('\0');
  for (const rel of [...sources, ...configs].sort()) {
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(join(projectRoot, rel)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}
