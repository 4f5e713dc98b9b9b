import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files under root/`rel`, symbolic links followed, as paths relative to root with forward slashes, by name. */
export function filesUnder(root: string, rel = ''): string[] {
  return readdirSync(join(root, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).flatMap((entry) => {
    const file = rel ? `${rel}/${entry.name}` : entry.name;
    return entry.isDirectory() || (entry.isSymbolicLink() && statSync(join(root, file)).isDirectory()) ? filesUnder(root, file) : [file];
  });
}
