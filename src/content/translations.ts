/**
 * The checks of pages' translations across files (issue 47), after each file is valid on its own, reported at the
 * translation file's lines: its language is one the site lists, its English page exists, it mirrors that page
 * (mirrorProblems: extra sections, items or fields, lists of another count, words in the wrong form; untranslated
 * words warn), it was made from the English page's current version (else it is out of date: a warning), and the
 * page it makes is valid like any page (the page schema: a title too long in Kannada is reported at the title).
 * And of the site settings' languages: their own problems (siteLanguages.ts, kept with the site file's result) and
 * a code that an English page's address starts with.
 */
import type { ErrorObject } from 'ajv';
import {
  applyItemTranslation,
  applyTranslation,
  englishFileOf,
  itemMirrorProblems,
  itemVersion,
  mirrorProblems,
  translationPath,
  translationVersion,
  type MirrorProblem,
  type Translation,
  type WordsRule,
} from '../contract/translation.js';
import { choices, closest, problemAt, problemAtKey, problemsFromErrors } from './messages.js';
import { pathToPointer } from './fileFacts.js';
import { pointerToPath, type SchemaSet } from './schemas.js';
import type { Loaded, LoadedContent } from './contentTypes.js';
import type { Problem, SourceFile, TranslationRule } from './types.js';
import type { Page, Site } from '../generated/content.js';

/** A translation's problems against its English page, and whether it is out of date. */
interface PairResult {
  problems: Problem[];
  outOfDate: boolean;
}

/**
 * The translations' and the site's languages' problems; sets `content.translated` (the translations the manifest
 * makes pages of). `names`: every content file's name, valid or not (a translation of an invalid English page is
 * not reported as having none).
 */
export function translationChecks(content: LoadedContent, schemas: SchemaSet, names: readonly string[]): Problem[] {
  const site = content.site;
  content.translated = [];
  content.translatedItems = [];
  if (content.translations.length === 0 && !site?.facts.languages) return [];
  const problems: Problem[] = [];
  if (!site) return problems; // the site file's own messages say what to fix
  // The codes are among the site file's facts: its data is not read for them.
  const languages = site.facts.languages ?? [];
  const defaultLang = languages[0] ?? 'en';
  const rule = schemas.wordsRule;
  if (site.facts.languages) content.wordsRule = rule;
  problems.push(...site.facts.pageProblems, ...routeClashes(content, site));

  const pagesByFile = new Map(content.pages.map((p) => [p.source.file, p]));
  const known = new Set(names);
  for (const loaded of content.translations) {
    const { source } = loaded;
    const of = englishFileOf(source.file)!;
    const { code, file: englishFile } = of;
    if (code === defaultLang || !languages.includes(code)) {
      const others = languages.slice(1);
      problems.push(
        problemAt(
          source,
          [],
          code === defaultLang
            ? `"${code}" is the site's main language: its pages are the files under pages/ themselves`
            : `the site has no language "${code}"`,
          others.length
            ? `Move this file under pages/translations/ into the folder of one of the site's languages: ${choices(others)}; or add the language to the site settings' languages.`
            : "Add the language to the site settings' languages (see docs/languages.md), or remove this file.",
        ),
      );
      continue;
    }
    if (of.collection !== undefined && of.item !== undefined) {
      const item = itemOf(content, loaded, of.collection, of.item, known);
      if (!item) continue;
      if ('problem' in item) {
        problems.push(item.problem);
        continue;
      }
      const result = checkItem(loaded, of.collection, item.data, schemas, rule);
      problems.push(...result.problems);
      content.translatedItems.push({
        code,
        collection: of.collection,
        id: of.item,
        index: item.index,
        translation: loaded,
        outOfDate: result.outOfDate,
      });
      continue;
    }
    const english = pagesByFile.get(englishFile);
    if (!english) {
      if (known.has(englishFile)) continue; // its English page has mistakes of its own
      const guess = closest(
        englishFile,
        content.pages.map((p) => p.source.file),
      );
      problems.push(
        problemAt(
          source,
          [],
          `this translation has no English page: there is no ${englishFile}${guess ? ` — did you mean ${guess}?` : ''}`,
          'A translation has the same name under pages/translations/<language>/ as its English page under pages/: rename it to match its page, or remove it.',
        ),
      );
      continue;
    }
    const result = checkPair(loaded, english, schemas, rule);
    problems.push(...result.problems);
    content.translated.push({ code, english, translation: loaded, outOfDate: result.outOfDate });
  }
  return problems;
}

/** The problems of one translation against its English page, and whether it is out of date. */
function checkPair(
  loaded: Loaded<Translation>,
  english: Loaded<Page>,
  schemas: SchemaSet,
  rule: WordsRule,
): PairResult {
  const { source } = loaded;
  const t = loaded.data;
  const page = english.data;
  const problems: Problem[] = mirrorProblems(page, t, rule).map((p) => mirrorMessage(source, page, p));
  const version = translationVersion(page, rule);
  const outOfDate = t.madeFrom !== version;
  if (outOfDate) problems.push(outOfDateProblem(source, version, 'page'));
  // The page it makes is checked like any page: only its words differ from the English page, which is valid.
  const made = applyTranslation(page, t, rule);
  const { errors } = schemas.validate('page', made);
  const placed = errors.flatMap((e): ErrorObject[] => {
    const path = translationPath(made, pointerToPath(e.instancePath), rule);
    return path ? [{ ...e, instancePath: pathToPointer(path) }] : [];
  });
  problems.push(...problemsFromErrors(source, placed, schemas.blockTypes));
  problems.sort((a, b) => a.line - b.line || a.col - b.col);
  return { problems, outOfDate };
}

/**
 * The English item a collection item's translation names (pages/translations/<code>/collections/<name>/<id>.yaml),
 * with its place among the collection's items; a problem when the collection or the item does not exist; undefined
 * when the collection's file has mistakes of its own (reported there).
 */
function itemOf(
  content: LoadedContent,
  loaded: Loaded<Translation>,
  name: string,
  id: string,
  known: ReadonlySet<string>,
): { data: Record<string, unknown>; index: number } | { problem: Problem } | undefined {
  const collection = content.collections.get(name);
  const file = `pages/collections/${name}.yaml`;
  if (!collection) {
    if (known.has(file)) return undefined;
    return {
      problem: problemAt(
        loaded.source,
        [],
        `this translation has no English collection: there is no ${file}`,
        "An article's translation is named pages/translations/<language>/collections/<collection>/<the article's id>.yaml: rename it to match, or remove it.",
      ),
    };
  }
  // A collection whose items have no page of their own (no page with a route ending in /$id names it).
  const shown = content.pages.some(
    ({ facts }) => facts.page!.collection === name && facts.page!.route.endsWith('/$id'),
  );
  if (!shown)
    return {
      problem: problemAt(
        loaded.source,
        [],
        `the items of ${file} have no page of their own, so this translation is not shown`,
        "Only a collection whose items each have a page (such as the blog's articles) is translated item by item; remove this file.",
        'warning',
      ),
    };
  const ids = (collection.facts.ids ?? []).map(String);
  const index = ids.indexOf(id);
  if (index < 0) {
    const guess = closest(id, ids);
    return {
      problem: problemAt(
        loaded.source,
        [],
        `this translation has no English item: ${file} has no item with id ${id}${guess ? ` — did you mean ${guess}?` : ''}`,
        `It is not shown. Name the file after the id of the item it translates (${choices(ids)}), or remove it.`,
        // A warning: an article taken out of the blog leaves its translations unshown, never the site unbuilt.
        'warning',
      ),
    };
  }
  return { data: collection.data.items[index]!, index };
}

/** The problems of one item's translation against its English item, and whether it is out of date. */
function checkItem(
  loaded: Loaded<Translation>,
  collection: string,
  item: Record<string, unknown>,
  schemas: SchemaSet,
  rule: WordsRule,
): PairResult {
  const { source } = loaded;
  const t = loaded.data;
  const problems: Problem[] = itemMirrorProblems(item, t, collection, rule).map((p) => mirrorMessage(source, null, p));
  const version = itemVersion(item, collection, rule);
  const outOfDate = t.madeFrom !== version;
  if (outOfDate) problems.push(outOfDateProblem(source, version, 'article'));
  // The item it makes is checked against its collection's schema, at the translation's place of each field.
  const made = applyItemTranslation(item, t, collection, rule);
  const { errors } = schemas.validate(`collections/${collection}`, { items: [made] });
  const placed = errors.flatMap((e): ErrorObject[] => {
    const [top, index, ...rest] = pointerToPath(e.instancePath);
    return top === 'items' && index === 0 && rest.length
      ? [{ ...e, instancePath: pathToPointer(['item', ...rest]) }]
      : [];
  });
  problems.push(...problemsFromErrors(source, placed, schemas.blockTypes));
  problems.sort((a, b) => a.line - b.line || a.col - b.col);
  return { problems, outOfDate };
}

/** The warning of a translation made from an earlier version (`version` is the current one) of its English `what`. */
function outOfDateProblem(source: SourceFile, version: string, what: 'page' | 'article'): Problem {
  return ruled(
    'outOfDate',
    problemAt(
      source,
      ['madeFrom'],
      `the English ${what} has changed since this translation was made: it is out of date`,
      `Bring the translation up to date with the English ${what}'s words, then set madeFrom: ${version}. Until then visitors see a note that the English ${what} has changed.`,
      'warning',
    ),
  );
}

/** `problem` naming the translation rule it breaks (for the editor's words, editor/core/plainProblem.ts). */
function ruled(keyword: TranslationRule, problem: Problem, limit?: number): Problem {
  return { ...problem, rule: { keyword, ...(limit === undefined ? {} : { limit }) } };
}

/** A mirror problem in plain words, at its place in the translation file, naming its rule. */
function mirrorMessage(source: SourceFile, page: Page | null, p: MirrorProblem): Problem {
  const last = p.path[p.path.length - 1];
  const parent = p.path.slice(0, -1);
  switch (p.kind) {
    case 'extra': {
      if (page && p.path.length === 2 && p.path[0] === 'sections') {
        const ids = page.sections.map((s) => s.id);
        const guess = closest(String(last), ids);
        return ruled(
          'extraSection',
          problemAtKey(
            source,
            p.path,
            `the English page has no section "${String(last)}"${guess ? ` — did you mean "${guess}"?` : ''}`,
            guess
              ? `Rename it to "${guess}".`
              : `Remove it: a translation's sections are named by the English page's section ids (${choices(ids)}).`,
          ),
        );
      }
      const item = typeof last === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(last);
      return ruled(
        'extraWords',
        problemAtKey(
          source,
          p.path,
          `"${String(last)}" is not one of the English page's words here`,
          item
            ? 'Remove it, or give it the name (id) of the English item it translates; only words are translated, everything else (addresses, pictures, icons) comes from the English page.'
            : 'Remove it: only words are translated; everything else (addresses, pictures, icons) comes from the English page.',
        ),
      );
    }
    case 'count':
      return ruled(
        'listLength',
        problemAt(
          source,
          p.path,
          `this list has ${p.found} ${p.found === 1 ? 'entry' : 'entries'}, but the English page's has ${p.expected}`,
          'Translate each English entry in the same order: one entry for each.',
        ),
        p.expected,
      );
    case 'form': {
      const want =
        p.expectedForm === 'words'
          ? 'words (one text)'
          : p.expectedForm === 'list'
            ? 'a list (entries starting with "- ")'
            : 'a group of fields (name: value lines)';
      return ruled(
        'wordsForm',
        problemAt(
          source,
          p.path,
          `expected ${want} here, as in the English page`,
          'Write it in the form the English page has.',
        ),
      );
    }
    default: {
      const what = p.english ? `“${p.english.length > 60 ? `${p.english.slice(0, 60)}…` : p.english}”` : 'its words';
      const section = p.path.length === 2 && p.path[0] === 'sections';
      return ruled(
        'untranslated',
        problemAt(
          source,
          section ? parent : p.path,
          section
            ? `the section "${String(last)}" is not translated yet: it is shown in English`
            : `not translated yet: ${what} is shown in English`,
          'Add the translation here.',
          'warning',
        ),
      );
    }
  }
}

/** Language codes that are also the first segment of an English page's address (/kn would be both). */
function routeClashes(content: LoadedContent, site: Loaded<Site>): Problem[] {
  const codes = site.facts.languages ?? [];
  const firstSegments = new Set(
    content.pages.flatMap((p) => [p.facts.page!.route, ...p.facts.page!.aliases]).map((r) => r.split('/')[1] ?? ''),
  );
  return codes.flatMap((code, i) =>
    i > 0 && firstSegments.has(code)
      ? [
          problemAt(
            site.source,
            ['languages', i, 'code'],
            `the language code "${code}" is also the start of a page's address (/${code}…)`,
            "A language's pages' addresses start with its code: choose another code, or change that page's address.",
          ),
        ]
      : [],
  );
}
