/** Finds blocks in a parsed YAML file for migrations: the entries of every list of blocks, nested ones included. */
import { isPair, isScalar, isSeq, visit, type Document, type Pair, type Scalar } from 'yaml';

export interface FoundBlock {
  /** The block's id, or its position when it has none. */
  name: string;
  /** The field's pair (key and value), when the block has that field. */
  field(key: string): Pair<Scalar, unknown> | undefined;
}

/** The fields that hold lists of blocks: a page's and a catalogue entry's `sections`, a catalogue's `detailEnd`. */
const BLOCK_LISTS = ['sections', 'detailEnd'];

/** Calls `fn` for every block of the given type, in file order. */
export function eachBlock(doc: Document, type: string, fn: (block: FoundBlock) => void): void {
  visit(doc, {
    Map(_key, node, path) {
      const list = path[path.length - 1];
      const owner = path[path.length - 2];
      if (!isSeq(list) || !isPair(owner) || !isScalar(owner.key) || !BLOCK_LISTS.includes(String(owner.key.value))) return;
      const field = (key: string) => node.items.find((p): p is Pair<Scalar, unknown> => isScalar(p.key) && p.key.value === key);
      const tag = field('type')?.value;
      if (!isScalar(tag) || tag.value !== type) return;
      const id = field('id')?.value;
      const name = isScalar(id) && typeof id.value === 'string' ? `section "${id.value}" (${type})` : `section ${list.items.indexOf(node) + 1} (${type})`;
      fn({ name, field });
    },
  });
}
