/**
 * The translator's calls (contract §2 of issue 47): a translation file opened with its English page's fields beside
 * it, the list of what is missing or out of date per language (`GET translations`), and a translation started
 * (`POST new-translation`: a new file made from the English page's current version, nothing translated yet). An
 * article of a collection that has an article page (a blog article) is translated on its own, in its own file, like
 * a page; the article page's translation gives every article its labels. The words rule is made from the schemas as
 * written, once per content root, as the validator's.
 */
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  englishWords,
  itemVersion,
  itemWords,
  translationVersion,
  wordsRuleOf,
  type WordsRule,
} from '../../src/contract/translation.js';
import type { SchemaBundle } from '../contract/editing.js';
import { blockName } from '../contract/schemaWords.js';
import { schemaStep } from '../contract/schemaWords.js';
import {
  translatedAt,
  translationFields,
  translationItemFields,
  type TranslationSection,
} from '../contract/translationFields.js';
import { git } from './git.js';
import {
  editorLanguages,
  type ArticleOf,
  type EnglishPage,
  type LanguageTranslations,
  translationFileFor,
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

type Item = Record<string, unknown>;

/** The items of a collection file's data (its `items`), each an object. */
const itemsOf = (collection: Data | null): Item[] =>
  Array.isArray(collection?.items)
    ? (collection.items as unknown[]).filter((i): i is Item => !!i && typeof i === 'object' && !Array.isArray(i))
    : [];

/** The item of a collection file's data with this id (ids are numbers in the file, strings in a file name). */
const itemWithId = (collection: Data | null, id: string): Item | undefined =>
  itemsOf(collection).find((i) => String(i.id) === id);

/** An article's fields as a translator sees them: one part, its words labelled by the collection's item schema. */
function itemFieldsOf(root: string, collection: string, item: Item): TranslationSection[] {
  const { rule, bundle } = rulesOf(root);
  const { definitions } = bundle.root;
  const list = schemaStep(definitions[`collections_${collection}`], 'items', [item], definitions);
  return translationItemFields(
    item,
    itemWords(item, collection, rule).item,
    schemaStep(list, 0, item, definitions),
    definitions,
    words.translate.article,
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
  item?: ArticleOf,
): Promise<ReturnType<typeof englishWords> | null> {
  if (typeof madeFrom !== 'string' || !/^[0-9a-f]{12}$/.test(madeFrom)) return null;
  const log = await git(root, ['log', `-n${HISTORY}`, '--format=%H', '--', english]);
  if (!log.ok) return null;
  const { rule } = rulesOf(root);
  for (const hash of log.out.split('\n').filter((h) => /^[0-9a-f]{40}$/.test(h))) {
    const shown = await git(root, ['show', `${hash}:./${english}`]);
    const data = shown.ok ? dataOf(shown.out) : null;
    if (item) {
      // An article: the same item (by its id) in the collection's file as it was then.
      const was = itemWithId(data, item.id);
      if (was && itemVersion(was, item.collection, rule) === madeFrom) return itemWords(was, item.collection, rule);
    } else if (data && translationVersion(data as Parameters<typeof translationVersion>[0], rule) === madeFrom)
      return englishWords(data as Parameters<typeof englishWords>[0], rule);
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
  const then = await englishWhenMade(root, info.english.file, madeFrom, info.item);
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
  const lang = editorLanguages(dataOf(read(SITE_FILE))).find((l) => l.code === of.code);
  if (!lang) return null;
  if (of.item) {
    const { item } = of;
    const article = englishPages(root).find((p) => p.item?.collection === item.collection && p.item.id === item.id);
    if (!article) return null;
    const { file: english, title, route, data } = article;
    return {
      english: { file: english, title, route, data },
      item,
      version: itemVersion(data, item.collection, rulesOf(root).rule),
      fields: itemFieldsOf(root, item.collection, data),
      language: lang,
    };
  }
  const page = dataOf(read(of.english));
  if (!page) return null;
  const info = describe(of.english, read(of.english) ?? '');
  // The page that shows each article is named by what it is (its title is the article's).
  const title = typeof page.collection === 'string' ? words.translate.articlePage(page.collection) : info.title;
  return {
    english: { file: of.english, title, route: info.route, data: page },
    version: translationVersion(page as Parameters<typeof translationVersion>[0], rulesOf(root).rule),
    fields: fieldsOf(root, page),
    language: lang,
  };
}

/**
 * What can be translated: pages of their own (not the site settings or collections), the page that shows each
 * article of a collection (its labels), then each of those articles (by its place in its collection's file).
 */
function englishPages(root: string): EnglishPage[] {
  const read = readerIn(root);
  const pages: EnglishPage[] = [];
  const articles: EnglishPage[] = [];
  for (const f of listFiles(root)) {
    if (f.kind !== 'page' || !f.route) continue;
    const data = dataOf(read(f.file));
    if (!data) continue;
    if (!f.route.includes('$')) {
      pages.push({ file: f.file, title: f.title, route: f.route, data });
      continue;
    }
    // An article page: a route ending in /$id that names its collection.
    const collection = data.collection;
    if (typeof collection !== 'string' || !f.route.endsWith('/$id')) continue;
    const title = words.translate.articlePage(collection);
    pages.push({ file: f.file, title, route: f.route, data, articlePage: collection });
    const file = `pages/collections/${collection}.yaml`;
    for (const item of itemsOf(dataOf(read(file)))) {
      const id = String(item.id ?? '');
      if (!/^[\w-]{1,100}$/.test(id)) continue;
      const route = f.route.replace(/\$id$/, id);
      const name = typeof item.title === 'string' && item.title ? item.title : route;
      articles.push({ file, title: name, route, data: item, item: { collection, id } });
    }
  }
  return [...pages, ...articles];
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
      const file = translationFileFor(page, lang.code);
      const data = dataOf(read(file));
      if (data) translations.set(file, data);
    }
  const { rule } = rulesOf(root);
  return translationStatus(
    pages,
    languages,
    translations,
    (p) => (p.item ? itemFieldsOf(root, p.item.collection, p.data) : fieldsOf(root, p.data)),
    (p) =>
      p.item
        ? itemVersion(p.data, p.item.collection, rule)
        : translationVersion(p.data as Parameters<typeof translationVersion>[0], rule),
  );
}

/**
 * The text of a new translation of English page `file` (or, with `item`, of that article of collection file `file`)
 * in language `code`: made from the English page's (the article's) current version, nothing translated yet
 * (visitors see the English until fields are translated; an article has a page in that language from then on).
 */
export function startTranslation(
  root: string,
  file: unknown,
  code: unknown,
  item?: unknown,
): { file: string; text: string; title: string } {
  const read = readerIn(root);
  const lang = editorLanguages(dataOf(read(SITE_FILE))).find((l) => l.code === code);
  const id = typeof item === 'number' ? String(item) : item;
  const page = englishPages(root).find((p) => p.file === file && (id === undefined ? !p.item : p.item?.id === id));
  if (!lang || !page) throw new Refusal(404, words.server.noFile);
  const target = translationFileFor(page, lang.code);
  const depth = target.split('/').length - 1;
  const { rule } = rulesOf(root);
  const version = page.item
    ? itemVersion(page.data, page.item.collection, rule)
    : translationVersion(page.data as Parameters<typeof translationVersion>[0], rule);
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
