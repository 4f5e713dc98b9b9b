/** "Did you mean" suggestions by edit distance. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const row = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= y.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (x[i - 1] === y[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[y.length];
}

/** The closest candidate, if it is close enough to be a likely typo. */
export function closest(value: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = distance(value, c);
    if (d < bestD) { best = c; bestD = d; }
  }
  const limit = Math.max(2, Math.floor(value.length / 3));
  return best !== undefined && bestD <= limit ? best : undefined;
}

/** A list of choices in words: "a", "b" or "c" (shortened when long). */
export function choices(values: readonly unknown[], max = 12): string {
  const shown = values.slice(0, max).map((v) => JSON.stringify(v));
  const more = values.length > max ? ` (and ${values.length - max} more)` : '';
  if (shown.length <= 1) return shown.join('') + more;
  return `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}${more}`;
}

/** The existing file under `publicDir` closest to a missing one (`/images/x.webp`): extension, case or typo. */
export function closestFile(publicDir: string, wanted: string): string | undefined {
  const files = listFiles(publicDir).map((f) => `/${f}`);
  const exactCase = files.find((f) => f.toLowerCase() === wanted.toLowerCase());
  return exactCase ?? closest(wanted, files);
}

function listFiles(dir: string, prefix = ''): string[] {
  let names: string[];
  try { names = readdirSync(join(dir, prefix)).sort(); } catch { return []; }
  return names.flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(join(dir, rel)).isDirectory() ? listFiles(dir, rel) : [rel];
  });
}
