/**
 * Where a problem the review found is, in the form's words: each field by its label as the form shows it (its
 * schema's title), each item by its own words as the review's changes name it ("Sections › FAQ “Questions about
 * GST” › Heading"), an entry of named values by the person's name for it, never the data's keys.
 */
import { itemName, labelOf, peopleTitle, schemaAt, type DataPath } from '../../contract/schemaWords';
import { words } from '../../contract/words';
import type { LabelSchema } from './plainChange';

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** `path` in `data` (the page as the set has it), labelled by `labels` when the schemas are known. */
export function problemPlace(path: DataPath, data: unknown, labels?: LabelSchema): string {
  const parts: string[] = [];
  let value = data;
  for (const [i, key] of path.entries()) {
    value = isObj(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      const kind = isObj(value) && typeof value.type === 'string' ? labels?.blockNames?.get(value.type) : undefined;
      const name = itemName(value, key + 1, kind);
      parts.push(i === 0 && name === words.plain.itemAfterList(key + 1) ? words.plain.item(key + 1) : name);
    } else {
      const at = (p: DataPath) => (labels ? schemaAt(labels.root, data, p, labels.definitions) : undefined);
      const parent = at(path.slice(0, i));
      const title = peopleTitle(at(path.slice(0, i + 1)));
      // An entry of a map of named values (the named links) is the person's own name for it: “newsLive”.
      const entry =
        typeof parent?.additionalProperties === 'object' &&
        !Object.hasOwn((parent.properties ?? {}) as Record<string, unknown>, key);
      parts.push(entry ? words.mapEntry.value(title, key) : (title ?? labelOf(key)));
    }
  }
  return parts.join(' › ');
}
