/**
 * Each kind of block as people know it, from its schema (schema/blocks/<type>.schema.json): its `title` is its
 * plain name, the first sentence of its `description` what visitors see of it. One place for both, read by the
 * block picker, the section list and the review's words; a block schema without either fails a test.
 */
import type { SchemaBundle } from '../contract/editing';

export interface BlockKind {
  title: string;
  /** What visitors see of it, in one sentence. */
  description: string;
}

/**
 * The first sentence of a text: up to its first full stop, question or exclamation mark followed by a space or the
 * end, an abbreviation's stop ("e.g.", "i.e.", "etc.") aside.
 */
export function firstSentence(text: string): string {
  const plain = text.trim();
  for (const end of plain.matchAll(/[.!?](?=\s|$)/g)) {
    const upTo = plain.slice(0, end.index + 1);
    if (!/\b(e\.g|i\.e|etc)\.$/i.test(upTo)) return upTo;
  }
  return plain;
}

/** Every block kind of the bundle, by type. */
export function blockKinds(bundle: Pick<SchemaBundle, 'root' | 'blocks'>): Map<string, BlockKind> {
  return new Map(
    bundle.blocks.map(({ type, key }) => {
      const schema = bundle.root.definitions[key] as { title?: unknown; description?: unknown } | undefined;
      const title = typeof schema?.title === 'string' ? schema.title : type;
      const description = typeof schema?.description === 'string' ? firstSentence(schema.description) : '';
      return [type, { title, description }] as const;
    }),
  );
}
