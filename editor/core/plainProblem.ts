/**
 * A validator problem in the words of the form a person fills in: which field (its label), on which item (its
 * first words), what to do; no file syntax, key paths or command names. It is made from the very problem the
 * command line prints (its schema rule, or its message) and the field path it is about, so the two always agree.
 */
import type { Problem } from '../../src/content/types.js';
import {
  firstText,
  labelOf,
  peopleTitle,
  pictureName,
  plainText,
  schemaAt,
  type DataPath,
  type Definitions,
  type Schema,
} from '../contract/schemaWords.js';
import { translationOf } from '../contract/translationStatus.js';
import { words } from '../contract/words.js';

/** Forms an editor message must never have: file syntax, commands, file names. */
export const NOT_FOR_PEOPLE = [
  /`/,
  /\bAdd a line\b/i,
  /\bnpm run\b/,
  /(^|\n)\s*[a-z][A-Za-z]*: \S/, // a YAML line, key: value
  /\b[a-z]+[A-Z][A-Za-z]*: /, // a camelCase key
  /\.ya?ml\b/,
  /\bpages\//,
  /\bpublic\//,
];

/** A picture's file named in a cross-check's message (the picture public/images/x.png is…). */
const PICTURE_FILE = /\bpublic(\/[\w/.-]+\.[a-z0-9]+)\b/gi;

const forPeople = (text: string) => !NOT_FOR_PEOPLE.some((re) => re.test(text));

const shorten = (text: string, max = 48) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface PlainProblem {
  /** Where, in the form's words: the item or section the field is on ("" for the page itself). */
  where: string;
  message: string;
  hint?: string;
}

/**
 * `problem` (of the file whose data is `data` and whose schema is `root`) in a person's words; `path` is the
 * data path it is about (a missing field's own path).
 */
export function plainProblem(
  problem: Problem,
  path: DataPath,
  data: unknown,
  root: Schema | undefined,
  definitions: Definitions,
): PlainProblem {
  const last = path[path.length - 1];
  const schema = schemaAt(root, data, path, definitions);
  const field =
    typeof last === 'string'
      ? (peopleTitle(schema) ?? labelOf(last))
      : typeof last === 'number'
        ? words.plain.item(last + 1)
        : words.plain.page;
  const where = placeOf(path, data, root, definitions);
  const w = words.plain;
  const rule = problem.rule;
  const limit = rule?.limit ?? 0;
  // An article's translation (its words under `item`) is said of the English article, not a page.
  const article = !!translationOf(problem.file)?.item;
  let message: string;
  switch (rule?.keyword) {
    case 'required':
      message = w.required(field);
      break;
    case 'minLength':
      message = limit <= 1 ? w.empty(field) : w.tooShort(field, limit);
      break;
    case 'maxLength':
      message = w.tooLong(field, limit);
      break;
    case 'minItems':
      message = w.fewItems(field, limit);
      break;
    case 'maxItems':
      message = w.manyItems(field, limit);
      break;
    case 'minimum':
      message = w.atLeast(field, limit);
      break;
    case 'maximum':
      message = w.atMost(field, limit);
      break;
    case 'enum':
    case 'const':
      message = w.choose(field);
      break;
    case 'type':
      message = w.kind(field, w.kinds[rule.type?.split(',')[0] ?? ''] ?? w.kinds.string);
      break;
    case 'format':
      message = w.format(field);
      break;
    case 'pattern':
      message = w.form(field);
      break;
    case 'additionalProperties':
      message = w.unknown(labelOf(rule.field ?? String(last ?? '')));
      break;
    case 'blockType':
      message = w.blockType;
      break;
    // A translation against its English page (src/content/translations.ts): the fields are the translator's view's.
    case 'extraSection':
      message = w.translation.extraSection;
      break;
    case 'extraWords':
      message = article ? w.translation.article.extraWords : w.translation.extraWords;
      break;
    case 'listLength':
      message = w.translation.listLength(field, limit);
      break;
    case 'wordsForm':
      message = article ? w.translation.article.wordsForm(field) : w.translation.wordsForm(field);
      break;
    case 'untranslated':
      message = w.translation.untranslated;
      break;
    case 'outOfDate':
      message = article ? w.translation.article.outOfDate : w.translation.outOfDate;
      break;
    default: {
      // A picture is named in words (“team photo”), never by its file.
      const said = problem.message.replace(PICTURE_FILE, (_, src: string) => pictureName(src));
      message = forPeople(said)
        ? capital(said)
        : w.other(field, capital(said.replace(/\bpages\/[\w/.-]+\.ya?ml\b/g, w.anotherPage)));
    }
  }
  const description = typeof schema?.description === 'string' ? schema.description : '';
  const hint =
    rule?.keyword === 'pattern' && description && forPeople(description)
      ? description
      : rule && rule.keyword in w.translation.hints
        ? w.translation.hints[rule.keyword as keyof typeof w.translation.hints]
        : !rule && problem.hint
          ? plainHint(problem.hint)
          : undefined;
  return { where, message: forPeople(message) ? message : w.other(field, ''), ...(hint ? { hint } : {}) };
}

/** Hints of the command line that name files or file syntax, each with its words for the form. */
const HINTS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/\bpages\/_pending\.ya?ml\b/, () => words.plain.hints.pending],
  [/\blines of the files in pages\//, () => words.plain.hints.checkAddress],
  [/^Create pages\/collections\//, () => words.plain.hints.noCollection],
  [/^Add `collection:/, () => words.plain.hints.addCollection],
  [
    /\bunder links: in pages\/_site\.ya?ml(?:, or use one of: (.*?))?\.?$/,
    (m) => words.plain.hints.siteLink(m[1] && m[1] !== '(none yet)' ? m[1] : ''),
  ],
  [/^Restore pages\/_site\.ya?ml/, () => words.plain.hints.siteFile],
];

/** A hint of the command line as the form says it: as it is, reworded when it names files, else none. */
export function plainHint(hint: string): string | undefined {
  if (forPeople(hint)) return hint;
  for (const [re, say] of HINTS) {
    const m = re.exec(hint);
    if (m) {
      const said = say(m);
      return forPeople(said) ? said : undefined;
    }
  }
  return undefined;
}

/**
 * The item a field is on: from the innermost item that has words of its own (a question, a card's title), quoted,
 * then each list within it by its label and each item in it by its words or, lacking them, its number once:
 * “Registrations” › Items › item 4 (never "Items, item 4").
 */
function placeOf(path: DataPath, data: unknown, root: Schema | undefined, definitions: Definitions): string {
  let node: unknown = data;
  let place: string[] = [];
  for (let i = 0; i < path.length - 1; i++) {
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[path[i]] : undefined;
    const index = path[i];
    if (typeof index !== 'number' || !node || typeof node !== 'object') continue;
    const text = firstText(node as Record<string, unknown>);
    if (text) {
      place = [words.plain.named(shorten(plainText(text)))];
      continue;
    }
    const list = path[i - 1];
    const listLabel =
      peopleTitle(schemaAt(root, data, path.slice(0, i), definitions)) ??
      (typeof list === 'string' ? labelOf(list) : '');
    place.push(...(listLabel ? [listLabel, words.plain.itemAfterList(index + 1)] : [words.plain.item(index + 1)]));
  }
  return place.join(' › ');
}
