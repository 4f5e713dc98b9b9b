/**
 * The leaf helpers of the save path, shared by yamlEdit.ts (one node), yamlItems.ts (a collection's items) and
 * yamlMatch.ts (which old item each new one comes from). This module imports none of them: the recursion over the
 * tree is yamlEdit.ts's `emit`, which reaches the item writers through `EmitContext.emit`.
 */
import { CST, Document, isCollection, Parser, visit, type Node } from 'yaml';

/** The new source of a node's token for a new value, or null when it cannot be changed in place. */
export type Emit = (
  node: Node,
  tok: CST.Token,
  next: unknown,
  ctx: EmitContext,
  indent: number,
  inFlow: boolean,
  leadComments?: string[],
) => string | null;

export interface EmitContext {
  doc: Document;
  /** The old data of a node, each node converted once. */
  dataOf: (node: Node) => unknown;
  /** The file's line width (see fileWidth), for new text. */
  width: number;
  /** Write a changed collection item whole instead of editing inside it (the fallback pass). */
  coarse: boolean;
  /** Writes a child node: yamlEdit.ts's `emit`, passed in so the item writers (yamlItems.ts) need not import it. */
  emit: Emit;
}

/** A value written fresh by `yaml` (block style, or flow style when `flow`), its later lines not yet indented. */
export function renderNode(value: unknown, width: number, flow: boolean, padded = true): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  if (flow && isCollection(doc.contents)) doc.contents.flow = true;
  const options = { lineWidth: flow ? 0 : width, flowCollectionPadding: padded };
  const text = doc.toString(options);
  // A text too long for one line is written as a `>-` block, as the page files do, not as a folded plain scalar.
  const long = new Set<unknown>();
  for (const tok of new Parser().parse(text)) {
    if (tok.type !== 'document') continue;
    CST.visit(tok, (item) => {
      if (item.value?.type === 'scalar' && item.value.source.includes('\n'))
        long.add(CST.resolveAsScalar(item.value)?.value);
    });
  }
  if (long.size === 0) return text;
  visit(doc, {
    Scalar: (_, node) => {
      if (long.has(node.value)) node.type = 'BLOCK_FOLDED';
    },
  });
  return doc.toString(options);
}

export function isPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
