/**
 * Where a review's before and after frames open for a change (PageChange.tsx): a collection's changed item on its
 * own page (by the item's id), else the page with the change's place shown (its data path, and the ids of the
 * items on the way, which the frame opens: an FAQ question). reveal.ts in the preview frame does the showing.
 */
import type { DataPath } from '../../contract/schemaWords';

export interface Focus {
  /** A collection's item (its id), whose own page is drawn. */
  item?: string;
  /** The change's place in the page's data ("sections/3/items/1/answer"); empty for a collection's item. */
  path: string;
  /** The ids of the items on the way to it, the outermost first. */
  ids: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const idOf = (v: unknown) =>
  isObj(v) && (typeof v.id === 'string' || typeof v.id === 'number') ? String(v.id) : undefined;

export const isCollection = (file: string) => file.startsWith('pages/collections/');

/**
 * Where a change to the site settings (`data`, at `at`) is drawn when not on the home page: a change to another
 * language's own settings (its shared words) on that language's home page (/kn), with the settings in it.
 */
export function siteChangePath(data: unknown, at: DataPath): string | undefined {
  const [list, index] = at;
  if (list !== 'languages' || typeof index !== 'number' || index === 0 || !isObj(data)) return undefined;
  const language = (data.languages as unknown[] | undefined)?.[index];
  return isObj(language) && typeof language.code === 'string' ? `/${language.code}` : undefined;
}

/** The focus of a change at `at` in `data` (one version of `file`). */
export function focusOf(file: string, data: unknown, at: DataPath): Focus {
  if (isCollection(file)) {
    const [list, index] = at;
    const item =
      list === 'items' && typeof index === 'number' && isObj(data)
        ? idOf((data.items as unknown[])?.[index])
        : undefined;
    return item ? { item, path: '', ids: [] } : { path: '', ids: [] };
  }
  const ids: string[] = [];
  let node: unknown = data;
  for (const key of at) {
    node = Array.isArray(node) ? node[Number(key)] : isObj(node) ? node[String(key)] : undefined;
    const id = idOf(node);
    if (id) ids.push(id);
  }
  return { path: at.join('/'), ids };
}
