/**
 * A script font cut down to the characters a language's pages use: harfbuzz's subsetter (hb-subset, in WebAssembly,
 * through `subset-font`) keeps those characters' glyphs and every glyph the font's shaping rules can make of them
 * (conjuncts, vowel signs' forms), with the weight axis narrowed to the site's weights, as WOFF2. Each subset is made
 * once per source font, characters, weights and subsetter (`node_modules/.cache/site-fonts/`, like the pictures'
 * variants), so an unchanged site makes none.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_WEIGHTS, type ScriptFont } from './scriptFonts.js';

/** A subset made: its file name under /assets/fonts/, its bytes and the code points it is for. */
export interface FontSubset {
  family: string;
  /** `noto-sans-kannada-<hash of its bytes>.woff2`. */
  file: string;
  bytes: Buffer;
  codePoints: number[];
}

/** The cache's folder in a project (or SITE_BUILD_CACHE's, as the build chooses). */
export function defaultFontCacheDir(projectRoot: string): string {
  return join(projectRoot, 'node_modules/.cache/site-fonts');
}

const require = createRequire(import.meta.url);
/** The subsetter's versions: a new harfbuzz may cut differently, so its subsets are made anew. */
const toolVersions = () =>
  [
    require.resolve('subset-font/package.json'),
    // harfbuzzjs exports no package.json: found beside the subsetter's WebAssembly, which subset-font loads.
    join(dirname(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')), '../package.json'),
  ]
    .map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version)
    .join(',');

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The subset of `font` for `codePoints` (a non-empty, sorted list), from `cacheDir` when it was made before. */
export async function subsetFont(font: ScriptFont, codePoints: number[], cacheDir: string): Promise<FontSubset> {
  const source = readFileSync(font.source);
  const key = sha256(source, codePoints.join(','), `${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max}`, toolVersions());
  const cached = join(cacheDir, `${key.slice(0, 32)}.woff2`);
  let bytes: Buffer;
  if (existsSync(cached)) bytes = readFileSync(cached);
  else {
    const { default: subset } = await import('subset-font');
    bytes = await subset(source, String.fromCodePoint(...codePoints), {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max, default: FONT_WEIGHTS.min } },
    });
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${cached}.${process.pid}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, cached);
  }
  return { family: font.family, file: `${font.slug}-${sha256(bytes).slice(0, 10)}.woff2`, bytes, codePoints };
}
