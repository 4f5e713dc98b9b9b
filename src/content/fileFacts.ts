/**
 * What the checks across files (crossCheck.ts, staleDates.ts) and the site-wide parts of the manifest (manifest.ts)
 * need of one valid content file, worked out once from its data and the values its schema marked: its address and
 * aliases, the links and files it names, the pictures it shows, the map frames it embeds, the collections it lists,
 * its dated items, and the problems it has on its own (repeated ids, a placeholder description, a collection page's
 * route). Plain JSON, so it is kept with the file's result (fileChecks.ts): a file whose text did not change is not
 * read again for these, only for what it shows (its data, when its page is rendered) or for a message's place.
 */
import { problemAt } from './messages.js';
import { PLACEHOLDER_DESCRIPTION } from './placeholder.js';
import { shownWidthAt } from './images/check.js';
import { declaredBlocks } from '../generated/blocks.js';
import type { Problem, Reference, SourceFile } from './types.js';
import type { RouteRecord } from '../contract/pageData.js';
import type { Translation, WordsRule } from '../contract/translation.js';
import type { Site } from '../generated/content.js';
import { siteLanguageProblems } from './siteLanguages.js';

type Path = (string | number)[];

/** A marked value: its kind, the value, where it is (a JSON pointer) and, for a picture, the widest it is shown (0: not checked). */
export type RefFact = [kind: Reference['kind'], value: string, pointer: string, shown: number];

/** What a page file says of its address and place in the site. */
export interface PageFacts {
  route: string;
  aliases: string[];
  collection?: string;
  layout: RouteRecord['layout'];
  /** False when the page asks to be left out of the sitemap. */
  sitemap: boolean;
}

/** An item of a list block with a date and a status (staleDates.ts decides which block types it reads). */
export interface DatedFact {
  /** The section's and the item's place in `sections`. */
  s: number;
  i: number;
  type?: string;
  sectionId?: string;
  itemId?: string;
  title?: string;
  date: string;
  status: string;
}

/** What a translation file says of itself (its language and English page come from its name). */
export interface TranslationFacts {
  /** The English page's version it was made from. */
  madeFrom: string;
  /** The ids of its sections marked as awaiting a native speaker's check. */
  awaiting: string[];
}

export interface FileFacts {
  refs: RefFact[];
  /**
   * A page's problems of its own, in the order crossCheck reports them (route and collection, placeholder text); the
   * site file's with its languages (siteLanguages.ts, reported by translations.ts).
   */
  pageProblems: Problem[];
  /** Ids repeated in a list of the file. */
  idProblems: Problem[];
  /** For a page file. */
  page?: PageFacts;
  /** For a collection file: its items' ids. */
  ids?: string[];
  /** For a translation file. */
  translation?: TranslationFacts;
  /** For the site file, when it lists languages: their codes, the default first. */
  languages?: string[];
  /** The pictures shown (`src` of each image the manifest completes), in the order first met. */
  images: string[];
  /**
   * For each of `images`, the widest variant any of its places in this file allows (a block's widestPicture, such
   * as the gallery's); 0 when one place sets no limit.
   */
  widest: number[];
  /** Every `embedUrl` text in what pages show (their sections; a collection's items). */
  embeds: string[];
  /** The collections a page's blocks list (their `collection`). */
  named: string[];
  dated: DatedFact[];
}

/** A data path as a JSON pointer (/sections/0/title), the form ajv marks values with. */
export function pathToPointer(path: Path): string {
  return path.map((seg) => `/${String(seg).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** An image the manifest completes (width, height, variants): an object with `src` naming a picture file and `alt`. */
export function isShownImage(obj: Record<string, unknown>): obj is Record<string, unknown> & { src: string } {
  return typeof obj.src === 'string' && 'alt' in obj && /\.(svg|webp|png|jpe?g|gif|avif)$/i.test(obj.src);
}

/** The widest variant each block type's pictures are made at, where its block.ts says (widestPicture). */
const WIDEST_PICTURE = new Map(
  declaredBlocks.flatMap((b) => (b.widestPicture ? [[b.type as string, b.widestPicture] as const] : [])),
);

/**
 * The pictures shown and the map frames embedded under `value`, in walking order; `images` maps each picture to
 * the widest variant its places allow (Infinity: a place with no limit).
 */
function imagesAndEmbeds(
  value: unknown,
  images: Map<string, number>,
  embeds: Set<string>,
  named?: Set<string>,
  limit = Number.POSITIVE_INFINITY,
): void {
  if (Array.isArray(value)) {
    for (const v of value) imagesAndEmbeds(v, images, embeds, named, limit);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  const inner = (typeof obj.type === 'string' && WIDEST_PICTURE.get(obj.type)) || limit;
  if (isShownImage(obj)) images.set(obj.src, Math.max(images.get(obj.src) ?? 0, inner));
  if (typeof obj.embedUrl === 'string') embeds.add(obj.embedUrl);
  if (named && typeof obj.type === 'string' && typeof obj.collection === 'string') named.add(obj.collection);
  for (const key in obj) imagesAndEmbeds(obj[key], images, embeds, named, inner);
}

/**
 * The facts of a valid file of `kind` ('page', 'site', 'translation' or 'collections/<name>') from its data, its marked values and
 * its source (for the places of its own problems).
 */
export function fileFacts(
  kind: string,
  source: SourceFile,
  data: unknown,
  refs: readonly (Reference & { pointer?: string })[],
  wordsRule?: () => WordsRule,
): FileFacts {
  const isCollection = kind.startsWith('collections/');
  const images = new Map<string, number>();
  const embeds = new Set<string>();
  const named = new Set<string>();
  const facts: FileFacts = {
    refs: refs.map((ref) => [
      ref.kind,
      ref.value,
      ref.pointer ?? pathToPointer(ref.path),
      ref.kind === 'asset' ? (shownWidthAt(data, ref.path, isCollection) ?? 0) : 0,
    ]),
    pageProblems: [],
    idProblems: [],
    images: [],
    widest: [],
    embeds: [],
    named: [],
    dated: [],
  };
  duplicateIds(source, data, [], facts.idProblems);
  if (kind === 'page') {
    const page = data as {
      route: string;
      aliases?: string[];
      collection?: string;
      layout?: RouteRecord['layout'];
      sitemap?: boolean;
      meta: { description?: string };
      sections?: unknown[];
    };
    facts.page = {
      route: page.route,
      aliases: page.aliases ?? [],
      ...(page.collection !== undefined ? { collection: page.collection } : {}),
      layout: page.layout ?? 'default',
      sitemap: page.sitemap !== false,
    };
    facts.pageProblems = pageProblems(source, page);
    imagesAndEmbeds(page.sections, images, embeds, named);
    facts.dated = datedItems(page.sections);
  } else if (isCollection) {
    const items = (data as { items: Record<string, unknown>[] }).items;
    facts.ids = items.map((item) => String(item.id));
    // Pages show a collection's items whole, one a page, and without their bodies as a listing's entries.
    imagesAndEmbeds(items, images, new Set());
    imagesAndEmbeds(
      items.map(({ content: _body, ...rest }) => rest),
      new Map(),
      embeds,
    );
  } else if (kind === 'translation') {
    const { madeFrom, sections, item } = data as Pick<Translation, 'madeFrom' | 'sections' | 'item'>;
    facts.translation = {
      madeFrom,
      // An item's translation (a blog article) waits as one part, named `item`.
      awaiting: [
        ...Object.entries(sections ?? {}).flatMap(([id, s]) => (s.awaitingCheck === true ? [id] : [])),
        ...(item?.awaitingCheck === true ? ['item'] : []),
      ],
    };
  } else {
    imagesAndEmbeds(data, images, new Set());
    const site = data as Site;
    if (kind === 'site' && site.languages && wordsRule) {
      facts.languages = site.languages.map((l) => l.code);
      // The site file's own problems with its languages (a code twice, labels, shared words), kept with it.
      facts.pageProblems = siteLanguageProblems(source, site, wordsRule());
    }
  }
  facts.images = [...images.keys()];
  facts.widest = [...images.values()].map((w) => (w === Number.POSITIVE_INFINITY ? 0 : w));
  facts.embeds = [...embeds];
  facts.named = [...named];
  return facts;
}

/** A page's problems of its own: a collection page's route, a route for items without a collection, placeholder text. */
function pageProblems(
  source: SourceFile,
  page: { route: string; collection?: string; meta: { description?: string } },
): Problem[] {
  const problems: Problem[] = [];
  if (page.collection && !page.route.endsWith('/$id'))
    problems.push(
      problemAt(
        source,
        ['collection'],
        'a collection page needs a route ending in /$id',
        `Change the route to ${page.route}/$id.`,
      ),
    );
  if (page.route.endsWith('/$id') && !page.collection)
    problems.push(
      problemAt(
        source,
        ['route'],
        'a route ending in /$id needs a collection',
        'Add `collection: <name>` to say which items this page shows.',
      ),
    );
  if (PLACEHOLDER_DESCRIPTION.test(page.meta.description ?? ''))
    problems.push(
      problemAt(
        source,
        ['meta', 'description'],
        "the description is still the new page's placeholder",
        'Write one or two lines that tell visitors what this page offers: search engines show them under the title.',
        'warning',
      ),
    );
  return problems;
}

/** An id as the text a file writes it (staleDates.ts finds items by it), or undefined for none. */
const idText = (id: unknown) => ((typeof id === 'string' || typeof id === 'number') && id ? String(id) : undefined);

/** The items with a text date and status in the sections' lists. */
function datedItems(sections: unknown): DatedFact[] {
  const dated: DatedFact[] = [];
  if (!Array.isArray(sections)) return dated;
  sections.forEach((section: { type?: unknown; id?: unknown; items?: unknown } | null, s) => {
    if (!section || typeof section !== 'object' || !Array.isArray(section.items)) return;
    section.items.forEach((item: { id?: unknown; title?: unknown; date?: unknown; status?: unknown } | null, i) => {
      if (!item || typeof item !== 'object' || typeof item.date !== 'string' || typeof item.status !== 'string') return;
      dated.push({
        s,
        i,
        ...(typeof section.type === 'string' ? { type: section.type } : {}),
        ...(idText(section.id) ? { sectionId: idText(section.id) } : {}),
        ...(idText(item.id) ? { itemId: idText(item.id) } : {}),
        ...(item.title !== undefined ? { title: String(item.title) } : {}),
        date: item.date,
        status: item.status,
      });
    });
  });
  return dated;
}

/** In every list of entries that have an `id`, each id must be unique; `path` is the walk's shared stack. */
function duplicateIds(source: SourceFile, value: unknown, path: Path, out: Problem[]): void {
  if (Array.isArray(value)) {
    let seen: Map<string, number> | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (!item || typeof item !== 'object') continue;
      const id = (item as { id?: unknown }).id;
      if (typeof id === 'string' || typeof id === 'number') {
        seen ??= new Map();
        const first = seen.get(String(id));
        if (first !== undefined)
          out.push(
            problemAt(
              source,
              [...path, i, 'id'],
              `the id "${String(id)}" is already used by entry ${first + 1} of this list`,
              'Give each entry its own id.',
            ),
          );
        else seen.set(String(id), i);
      }
      path.push(i);
      duplicateIds(source, item, path, out);
      path.pop();
    }
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      const v = (value as Record<string, unknown>)[k];
      if (!v || typeof v !== 'object') continue;
      path.push(k);
      duplicateIds(source, v, path, out);
      path.pop();
    }
  }
}
