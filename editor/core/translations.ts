/**
 * The translator's calls (contract §2 of issue 47): a translation file opened with its English page's fields beside
 * it, the list of what is missing or out of date per language (`GET translations`), and a translation started
 * (`POST new-translation`: a new file made from the English page's current version, nothing translated yet). The
 * words rule is made from the schemas as written, once per content root, as the validator's.
 */
import { join } from 'node:path';
import { parse } from 'yaml';
import { englishWords, translationVersion, wordsRuleOf, type WordsRule } from '../../src/contract/translation.js';
import type { SchemaBundle } from '../contract/editing.js';
import { blockName } from '../contract/schemaWords.js';
import { translatedAt, translationFields, type TranslationSection } from '../contract/translationFields.js';
import { git } from './git.js';
import {
  editorLanguages,
  type EnglishPage,
  type LanguageTranslations,
  translationFileOf,
  translationOf,
  type TranslationInfo,
  translationStatus,
} from '../contract/translationStatus.js';
import { words } from '../contract/words.js';
import { describe, listFiles, readerIn } from './files.js';
import { bundleSchemas, rawSchemas } from './schemaBundle.js';
import { PAGES, writeInside, FileExists } from './yamlSave.js';
import { Refusal } from './refusal.js';

const SITE_FILE = 'pages/_site.yaml';

/** The words rule and the schemas' bundle of a content root, made once (the validator reads its schemas once too). */
const rules = new Map<string, { rule: WordsRule; bundle: SchemaBundle }>();
function rulesOf(root: string): { rule: WordsRule; bundle: SchemaBundle } {
  let made = rules.get(root);
  if (!made) {
    const dir = join(root, 'schema');
    rules.set(root, (made = { rule: wordsRuleOf(rawSchemas(dir)), bundle: bundleSchemas(dir) }));
  }
  return made;
}

type Data = Record<string, unknown>;
const dataOf = (text: string | null): Data | null => {
  if (text === null) return null;
  try {
    const d = parse(text, { maxAliasCount: 100 }) as unknown;
    return d && typeof d === 'object' && !Array.isArray(d) ? (d as Data) : null;
  } catch {
    return null;
  }
};

/** The fields of an English page (its data `page`) as a translator sees them, in `root`'s schemas. */
function fieldsOf(root: string, page: Data): TranslationSection[] {
  const { rule, bundle } = rulesOf(root);
  const { definitions } = bundle.root;
  // Each kind of section by its schema's title (as the page's blockKinds.ts names it).
  const kindOf = (type: unknown) => {
    const key = bundle.blocks.find((b) => b.type === type)?.key;
    const title = key ? definitions[key]?.title : undefined;
    return typeof title === 'string' ? title : words.blocks.section;
  };
  return translationFields(
    page,
    englishWords(page as Parameters<typeof englishWords>[0], rule),
    definitions.page,
    definitions,
    (section, n) => blockName(section, n, kindOf(section.type)),
  );
}

/** How far back the English page's history is searched for the version a translation was made from. */
const HISTORY = 40;

/**
 * The English page's words as they were when a translation was made (its `madeFrom`), found in its file's history
 * (the last HISTORY versions kept with git); null when the history has none (no git, or older than that).
 */
async function englishWhenMade(
  root: string,
  english: string,
  madeFrom: unknown,
): Promise<ReturnType<typeof englishWords> | null> {
  if (typeof madeFrom !== 'string' || !/^[0-9a-f]{12}$/.test(madeFrom)) return null;
  const log = await git(root, ['log', `-n${HISTORY}`, '--format=%H', '--', english]);
  if (!log.ok) return null;
  const { rule } = rulesOf(root);
  for (const hash of log.out.split('\n').filter((h) => /^[0-9a-f]{40}$/.test(h))) {
    const shown = await git(root, ['show', `${hash}:./${english}`]);
    const page = shown.ok ? dataOf(shown.out) : null;
    if (page && translationVersion(page as Parameters<typeof translationVersion>[0], rule) === madeFrom)
      return englishWords(page as Parameters<typeof englishWords>[0], rule);
  }
  return null;
}

/**
 * The fields whose English changed since the translation was made from it, with the English as it was then ('' for
 * a field that is new), by their path joined with '/'; undefined when the version it was made from is not found.
 */
export async function changedSince(
  root: string,
  info: TranslationInfo,
  madeFrom: unknown,
): Promise<Record<string, string> | undefined> {
  if (madeFrom === info.version) return undefined;
  const then = await englishWhenMade(root, info.english.file, madeFrom);
  if (!then) return undefined;
  const changed: Record<string, string> = {};
  for (const field of info.fields.flatMap((s) => s.fields)) {
    const was = translatedAt(then, field.path);
    if (was !== field.english) changed[field.path.join('/')] = was;
  }
  return changed;
}

/** The translator's view of translation file `file` in `root`; null for any other file. */
export function translationInfo(root: string, file: string): TranslationInfo | null {
  const of = translationOf(file);
  if (!of) return null;
  const read = readerIn(root);
  const page = dataOf(read(of.english));
  const lang = editorLanguages(dataOf(read(SITE_FILE))).find((l) => l.code === of.code);
  if (!page || !lang) return null;
  const info = describe(of.english, read(of.english) ?? '');
  return {
    english: { file: of.english, title: info.title, route: info.route, data: page },
    version: translationVersion(page as Parameters<typeof translationVersion>[0], rulesOf(root).rule),
    fields: fieldsOf(root, page),
    language: lang,
  };
}

/** The pages that can be translated: pages of their own (not the site settings, collections or an item's page). */
function englishPages(root: string): EnglishPage[] {
  const read = readerIn(root);
  return listFiles(root)
    .filter((f) => f.kind === 'page' && f.route && !f.route.includes('$'))
    .flatMap((f) => {
      const data = dataOf(read(f.file));
      return data ? [{ file: f.file, title: f.title, route: f.route, data }] : [];
    });
}

/** What is missing or out of date in each language of the site (none on a site in English only). */
export function translationsOf(root: string): LanguageTranslations[] {
  const read = readerIn(root);
  const languages = editorLanguages(dataOf(read(SITE_FILE)));
  if (!languages.length) return [];
  const pages = englishPages(root);
  const translations = new Map<string, Data>();
  for (const lang of languages)
    for (const page of pages) {
      const file = translationFileOf(page.file, lang.code);
      const data = dataOf(read(file));
      if (data) translations.set(file, data);
    }
  const { rule } = rulesOf(root);
  return translationStatus(
    pages,
    languages,
    translations,
    (p) => fieldsOf(root, p.data),
    (p) => translationVersion(p.data as Parameters<typeof translationVersion>[0], rule),
  );
}

/**
 * The text of a new translation of English page `file` in language `code`: made from the English page's current
 * version, nothing translated yet (visitors see the English until fields are translated).
 */
export function startTranslation(
  root: string,
  file: unknown,
  code: unknown,
): { file: string; text: string; title: string } {
  const read = readerIn(root);
  const lang = editorLanguages(dataOf(read(SITE_FILE))).find((l) => l.code === code);
  const page = englishPages(root).find((p) => p.file === file);
  if (!lang || !page) throw new Refusal(404, words.server.noFile);
  const target = translationFileOf(page.file, lang.code);
  const depth = target.split('/').length - 1;
  const version = translationVersion(page.data as Parameters<typeof translationVersion>[0], rulesOf(root).rule);
  const text = `# yaml-language-server: $schema=${'../'.repeat(depth)}schema/translation.schema.json\nmadeFrom: ${version}\n`;
  const title = words.translate.pageIn(page.title, words.translate.language(lang.englishName, lang.name));
  return { file: target, text, title };
}

/** Writes a started translation; refused (409) when it exists already. */
export function writeTranslation(root: string, made: { file: string; text: string; title: string }): void {
  try {
    writeInside(root, made.file, PAGES, made.text, { create: true });
  } catch (e) {
    if (e instanceof FileExists) throw new Refusal(409, words.translate.exists(made.title));
    throw e;
  }
}
