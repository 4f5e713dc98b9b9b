/**
 * The save path's core: a file's new text from its old text and the edited data, changing only what changed.
 *
 * The old text is parsed twice from one token stream: `yaml`'s Parser gives the CST (every byte, comments and
 * blank lines included) and its Composer, with `keepSourceTokens`, the Document whose nodes point at their
 * tokens. The old data of each node is compared with the new data; an equal node is written back as its own
 * tokens, byte for byte, and only a changed one is written anew: a scalar in its own style (yamlScalar.ts), a
 * map or list item by item (yamlItems.ts), anything else (a type change) as the whole item, by `yaml`'s own
 * stringify. Nothing is assigned into the library's objects: the new text is assembled from strings.
 *
 * The result is read back and must equal the new data; if it does not, the changed top-level entries are
 * written whole, and if that fails too an error is thrown, so nothing is ever saved that reads differently.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  Composer,
  CST,
  type Document,
  isMap,
  isNode,
  isScalar,
  isSeq,
  Parser,
  parseDocument,
  type Node,
  type Scalar,
} from 'yaml';
import { renderScalar, styleOf } from './yamlScalar.js';
import { emitBlockCollection, emitFlowCollection } from './yamlItems.js';
import { isPlainObject, isPrimitive, renderNode, type EmitContext } from './yamlNode.js';

/** Why a file could not be updated (a broken file, several documents, a result that would read differently). */
export class YamlSaveError extends Error {
  override name = 'YamlSaveError';
}

/**
 * New file text whose data is `next`, differing from `original` only where the data changed; `original` itself
 * when the data is equal. `next` is taken as JSON carries it: members whose value is undefined are left out.
 * Throws YamlSaveError when the file does not parse, holds several documents, or cannot be written to read as `next`.
 */
export function updateYamlText(original: string, next: unknown): string {
  const data = normalise(next);
  const tokens = [...new Parser().parse(original)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  if (docs.length > 1)
    throw new YamlSaveError('the file holds several YAML documents; only single-document files can be saved');
  const doc = docs[0];
  if (doc && doc.errors.length > 0)
    throw new YamlSaveError(`the file on disk does not parse: ${doc.errors[0]!.message}`);
  const dataOf = memoisedData(doc);
  if (isDeepStrictEqual(doc?.contents ? dataOf(doc.contents) : null, data)) return original;
  const width = fileWidth(tokens, original);
  for (const coarse of [false, true]) {
    const text = doc
      ? rewrite(tokens, { doc, dataOf, width, coarse, emit }, data)
      : appendDocument(original, data, width);
    if (readsAs(text, data)) return text;
  }
  throw new YamlSaveError('the edited data could not be written without changing other values; nothing was saved');
}

function rewrite(tokens: CST.Token[], ctx: EmitContext, data: unknown): string {
  return tokens
    .map((tok) => {
      if (tok.type !== 'document') return CST.stringify(tok);
      const root = ctx.doc.contents;
      let body = root && tok.value ? emit(root, tok.value, data, ctx, 0, false) : null;
      if (body === null) body = renderNode(data, ctx.width, false);
      return [...tok.start.map(CST.stringify), body, ...(tok.end ?? []).map(CST.stringify)].join('');
    })
    .join('');
}

/**
 * The new source of `tok` (the token of `node`) for the value `next`, or null when it cannot be changed in
 * place (its kind changed), so the caller writes the whole item. `indent` is where new lines of it start.
 * The recursion lives here: yamlItems.ts writes a collection's children through `ctx.emit`, which is this function.
 */
function emit(
  node: Node,
  tok: CST.Token,
  next: unknown,
  ctx: EmitContext,
  indent: number,
  inFlow: boolean,
  leadComments: string[] = [],
): string | null {
  if (isDeepStrictEqual(ctx.dataOf(node), next)) return CST.stringify(tok);
  if (isScalar(node) && isPrimitive(next)) return emitScalar(tok, next, ctx, indent, inFlow);
  const sameKind = (isMap(node) && isPlainObject(next)) || (isSeq(node) && Array.isArray(next));
  if (!sameKind || (ctx.coarse && indent > 0)) return null;
  const collection = node as Parameters<typeof emitBlockCollection>[0];
  if (tok.type === 'block-map' || tok.type === 'block-seq')
    return emitBlockCollection(collection, tok, next, ctx, leadComments);
  if (tok.type === 'flow-collection') return emitFlowCollection(collection, tok, next, ctx, indent);
  return null;
}

function emitScalar(tok: CST.Token, next: unknown, ctx: EmitContext, indent: number, inFlow: boolean): string | null {
  if (
    tok.type !== 'scalar' &&
    tok.type !== 'single-quoted-scalar' &&
    tok.type !== 'double-quoted-scalar' &&
    tok.type !== 'block-scalar'
  )
    return null;
  const rendered = renderScalar(next, styleOf(tok), {
    indent: Math.max(2, indent),
    inFlow,
    width: foldWidth(tok) ?? ctx.width,
  });
  const after = tok.type === 'block-scalar' ? tok.props.slice(1) : (tok.end ?? []);
  let afterText = after.map(CST.stringify).join('');
  // Blank lines that ended the old block scalar (not part of its value) stay after the new one.
  const header = tok.type === 'block-scalar' ? CST.stringify(tok.props[0]!) : '';
  const blankTail =
    tok.type === 'block-scalar' && !header.includes('+') ? (/\n((?:[ \t]*\n)*)$/.exec(tok.source)?.[1] ?? '') : '';
  if ('source' in rendered) return rendered.source + afterText + blankTail;
  if (!afterText.endsWith('\n')) afterText += '\n';
  return rendered.header + afterText + rendered.body + (rendered.header.includes('+') ? '' : blankTail);
}

/** The width the file's `>` blocks are folded at (their longest line), else its longest line, between 80 and 120. */
function fileWidth(tokens: CST.Token[], original: string): number {
  let folded = 0;
  for (const tok of tokens) {
    if (tok.type !== 'document') continue;
    CST.visit(tok, (item) => {
      if (item.value?.type === 'block-scalar' && styleOf(item.value) === 'BLOCK_FOLDED')
        folded = Math.max(folded, foldWidth(item.value) ?? 0);
    });
  }
  const longest = folded || Math.max(...original.split('\n').map((line) => line.length));
  return Math.min(120, Math.max(80, longest));
}

/**
 * The width a folded block was folded at: its longest line, when it has several. Folding the new text at that
 * width gives back the same line breaks wherever the text did not change.
 */
function foldWidth(tok: CST.Token): number | null {
  if (tok.type !== 'block-scalar') return null;
  const lines = tok.source.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 1 ? Math.max(...lines.map((line) => line.length)) : null;
}

/** A node's data as `toJS` gives it, built bottom-up once per node (a save compares every level of the tree). */
function memoisedData(doc: Document | undefined): (node: Node) => unknown {
  const cache = new Map<Node, unknown>();
  const dataOf = (node: Node): unknown => {
    if (cache.has(node)) return cache.get(node);
    let data: unknown;
    if (isSeq(node) && !node.tag) data = node.items.map((item) => (isNode(item) ? dataOf(item) : item));
    else if (isMap(node) && !node.tag && node.items.every((p) => isScalar(p.key) && typeof p.key.value === 'string')) {
      data = Object.fromEntries(
        node.items.map((p) => [(p.key as Scalar).value, isNode(p.value) ? dataOf(p.value) : p.value]),
      );
    } else data = node.toJS(doc!);
    cache.set(node, data);
    return data;
  };
  return dataOf;
}

function appendDocument(original: string, data: unknown, width: number): string {
  const prefix = original === '' || original.endsWith('\n') ? original : `${original}\n`;
  return prefix + renderNode(data, width, false);
}

function readsAs(text: string, data: unknown): boolean {
  const doc = parseDocument(text);
  return doc.errors.length === 0 && isDeepStrictEqual(doc.toJS(), data);
}

/** The data as JSON would carry it (no undefined members), which is what the file will read back as. */
function normalise(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
