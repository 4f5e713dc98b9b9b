/**
 * The build's side of the language fonts: which of the site's pages are in which language (by their address,
 * /kn/…), the fonts each language with pages needs (languageFonts.ts, from its pages' data and its shared words),
 * each such page's data with their CSS in its head, its inputs with their key (a new character on one Kannada page
 * changes the subset, so every Kannada page is rendered anew), each language's site settings with them in its
 * not-found page's head (the manifest's `sites`, changed in place: /kn/_404 and /_site.kn.json), and the files for
 * the output. Only a site with more than one language comes here (build.ts).
 */
import type { ManifestMaker } from '../../content/manifest.js';
import type { PageData } from '../../contract/pageData.js';
import { languagesOf, splitLanguage } from '../../contract/translation.js';
import { makeLanguageFonts, withFonts, withNotFoundFonts, writeFonts, type LanguageFonts } from './languageFonts.js';

export interface SiteFonts {
  /** Each language's fonts (languages without any are absent). */
  fonts: Map<string, LanguageFonts>;
  /** The page at `key` as the build writes it: with its language's fonts in its head. */
  page(key: string, data: PageData | undefined): PageData | undefined;
  /** The pages' inputs, each language page's with its fonts' key. */
  inputs: Map<string, string>;
  /** Writes the font files into the output folder; how many. */
  write(outDir: string): number;
  /** A line for the build's log: each language's font bytes. */
  summary: string;
}

export async function siteFonts(maker: ManifestMaker, cacheDir: string): Promise<SiteFonts> {
  const languages = languagesOf(maker.manifest.site.site);
  const languageOf = (key: string) => splitLanguage(`/${key === 'index' ? '' : key}`, languages).lang;
  const keysOf = new Map<string, string[]>();
  for (const key of maker.inputs.keys()) {
    const code = languageOf(key);
    keysOf.set(code, [...(keysOf.get(code) ?? []), key]);
  }
  const withPages = languages.filter((l) => keysOf.has(l.code));
  const fonts = await makeLanguageFonts(
    withPages,
    (code) => [
      ...(keysOf.get(code) ?? []).map((key) => maker.page(key)),
      Object.values(languages.find((l) => l.code === code)?.words ?? {}),
    ],
    cacheDir,
    undefined,
    languages.map((l) => l.name),
  );
  for (const [code, site] of maker.manifest.sites ?? [])
    maker.manifest.sites?.set(code, withNotFoundFonts(site, fonts.get(code)));
  const inputs = new Map(
    [...maker.inputs].map(([key, input]) => {
      const own = fonts.get(languageOf(key));
      return [key, own ? `${input}:${own.key}` : input];
    }),
  );
  const kB = (subsets: { bytes: Buffer }[]) =>
    `${(subsets.reduce((n, s) => n + s.bytes.length, 0) / 1000).toFixed(1)} kB`;
  const names = [...new Map([...fonts.values()].flatMap((f) => f.names.map((s) => [s.file, s]))).values()];
  const summary = [
    ...[...fonts].filter(([, f]) => f.subsets.length).map(([code, f]) => `${code} ${kB(f.subsets)}`),
    ...(names.length ? [`the languages' names ${kB(names)}`] : []),
  ].join(', ');
  return {
    fonts,
    page: (key, data) => (data ? withFonts(data, fonts.get(languageOf(key))) : data),
    inputs,
    write: (outDir) => writeFonts(fonts, outDir),
    summary: summary || 'none',
  };
}
