/** Finds blocks in a parsed YAML file for migrations: the entries of every list of blocks, nested ones included. */
import { isPair, isScalar, isSeq, visit, type Document, type Pair, type Scalar, type YAMLMap } from 'yaml';

/** The fields that hold lists of blocks: a page's and a catalogue entry's `sections`, a catalogue's `detailEnd`. */
const BLOCK_LISTS = ['sections', 'detailEnd'];

/** A map's field (its key and value), when it has that field. */
export function fieldOf(map: YAMLMap, key: string): Pair<Scalar, unknown> | undefined {
  return map.items.find((p): p is Pair<Scalar, unknown> => isScalar(p.key) && p.key.value === key);
}

/** Calls `fn` for every block of the given type, in file order, with its name (by its id, or its position). */
export function eachBlock(doc: Document, type: string, fn: (name: string, block: YAMLMap) => void): void {
  visit(doc, {
    Map(_key, node, path) {
      const list = path[path.length - 1];
      const owner = path[path.length - 2];
      if (!isSeq(list) || !isPair(owner) || !isScalar(owner.key) || !BLOCK_LISTS.includes(String(owner.key.value)))
        return;
      const tag = fieldOf(node, 'type')?.value;
      if (!isScalar(tag) || tag.value !== type) return;
      const id = fieldOf(node, 'id')?.value;
      const name =
        isScalar(id) && typeof id.value === 'string'
          ? `section "${id.value}"`
          : `section ${list.items.indexOf(node) + 1}`;
      fn(`${name} (${type})`, node);
    },
  });
}
