/**
 * Maps and lists written item by item for the save path (yamlEdit.ts).
 *
 * A block collection's items keep their own tokens. Each item's leading lines are split in two: its gap (blank
 * lines and comments set off from it by a blank line), which stays at its position in the list, and its own
 * comments (the comment lines right above it), which travel with it when it moves. An item that stays at its
 * index keeps every byte; a moved one is re-indented from its first comment or dash; a new one is written by
 * `yaml` in the style of its neighbours (after the last key of a map, or at its place in a list; flow style
 * if the item before it is a flow collection). Which old item each new one comes from is yamlMatch.ts's job.
 */
import { isDeepStrictEqual } from 'node:util';
import { CST, isPair, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { renderNode, type EmitContext } from './yamlNode.js';
import { keyOf, planMap, planSeq } from './yamlMatch.js';

type Collection = YAMLMap<unknown, unknown> | YAMLSeq<unknown>;

const text = (tokens: CST.SourceToken[]) => tokens.map(CST.stringify).join('');

/**
 * The new source of a block map or list. `leadComments` are the comment lines right above its first item,
 * which the parser puts in the parent's `key:` tokens; they belong to that item and move with it.
 */
export function emitBlockCollection(
  node: Collection,
  tok: CST.BlockMap | CST.BlockSequence,
  next: unknown,
  ctx: EmitContext,
  leadComments: string[] = [],
): string | null {
  const isMapTok = tok.type === 'block-map';
  // Comment lines after a collection's last entry come as items with no key or value; they stay at its end.
  const items = tok.items.filter((item) => item.key || item.value || item.sep);
  const tail = tok.items.slice(items.length);
  if (tail.some((item) => item.key || item.value || item.sep)) return null;
  if (node.items.length !== items.length || items.length === 0 || !sameTokens(node, items)) return null;
  const plan = isMapTok
    ? planMap(node as YAMLMap<unknown, unknown>, next as Record<string, unknown>)
    : planSeq(node as YAMLSeq<unknown>, next as unknown[], ctx);
  if (!plan || plan.length === 0) return null; // an emptied collection is written whole, as `key: []` or `key: {}`
  const pad = ' '.repeat(tok.indent);
  const lastGap = items.length > 1 ? blankLines(split(items.at(-1)!).gap) : '';
  /** The flow collection before new item j, whose style (`{ a: 1 }` or `{a: 1}`) a new map or list follows. */
  const flowBefore = (j: number) => {
    const before = j > 0 && plan[j - 1]!.from !== null ? items[plan[j - 1]!.from!]!.value : undefined;
    return before?.type === 'flow-collection' ? CST.stringify(before) : null;
  };
  const parts = plan.map((p, j) => {
    // A list's gaps stay at their positions; a map item (never moved, only removed) keeps its own.
    const gapOf = isMapTok ? (p.from ?? items.length) : j;
    const gap = gapOf < items.length ? split(items[gapOf]!).gap : lastGap;
    const prefix = gap + (j > 0 || gap !== '' ? pad : '');
    let out: string;
    if (p.from === null) {
      const flow = typeof p.value === 'object' && p.value !== null ? flowBefore(j) : null;
      out = prefix + renderItem(isMapTok, p.key, p.value, tok.indent, flow, ctx);
    } else {
      const item = items[p.from]!;
      const parts = split(item);
      const lead = p.from === 0 ? leadComments : [];
      const inPlace = p.from === j || (isMapTok && p.from > 0 && j > 0);
      const start = inPlace
        ? lead.map((c) => `${c}\n${pad}`).join('') + text(item.start.slice(0, parts.leadAt))
        : prefix + [...lead, ...parts.comments].map((c) => `${c}\n${pad}`).join('');
      const child = (
        isMapTok ? (node.items[p.from] as Pair<unknown, unknown>).value : node.items[p.from]
      ) as Node | null;
      const changed = !child || !isDeepStrictEqual(ctx.dataOf(child), p.value);
      const sep =
        item.value?.type === 'block-seq' && changed
          ? splitSep(item.sep ?? [])
          : { kept: text(item.sep ?? []), comments: [] };
      const value =
        child && item.value ? ctx.emit(child, item.value, p.value, ctx, tok.indent + 2, false, sep.comments) : null;
      out =
        value === null
          ? start +
            renderItem(
              isMapTok,
              p.key,
              p.value,
              tok.indent,
              item.value?.type === 'flow-collection' && item.value.items.length > 0 ? CST.stringify(item.value) : null,
              ctx,
            )
          : start + text(item.start.slice(parts.leadAt)) + (item.key ? CST.stringify(item.key) : '') + sep.kept + value;
    }
    return (j < plan.length - 1 || tail.length > 0) && !out.endsWith('\n') ? `${out}\n` : out;
  });
  return parts.join('') + tail.map(CST.stringify).join('');
}

export function emitFlowCollection(
  node: Collection,
  tok: CST.FlowCollection,
  next: unknown,
  ctx: EmitContext,
  indent: number,
): string | null {
  // An empty `[]` or `{}` that gains maps or lists is written whole, in block style, by the caller.
  if (node.items.length === 0 && Object.values(next as object).some((v) => typeof v === 'object' && v !== null))
    return null;
  const keys = Array.isArray(next) ? null : Object.keys(next as object);
  const sameShape =
    node.items.length === tok.items.length &&
    (keys === null
      ? (next as unknown[]).length === node.items.length
      : keys.length === node.items.length &&
        node.items.every((p) => keys.includes(keyOf(p as Pair<unknown, unknown>) ?? '\0')));
  if (sameShape) {
    const items = tok.items.map((item, i) => {
      const child = keys ? (node.items[i] as Pair<unknown, unknown>).value : node.items[i];
      const want = keys
        ? (next as Record<string, unknown>)[keyOf(node.items[i] as Pair<unknown, unknown>)!]
        : (next as unknown[])[i];
      const value = child && item.value ? ctx.emit(child as Node, item.value, want, ctx, indent, true) : null;
      return value === null
        ? null
        : text(item.start) + (item.key ? CST.stringify(item.key) : '') + text(item.sep ?? []) + value;
    });
    if (items.every((s) => s !== null)) return CST.stringify(tok.start) + items.join('') + text(tok.end);
  }
  const padded = /^[[{][ \t]/.test(CST.stringify(tok));
  return renderNode(next, 0, true, padded).trimEnd() + text(tok.end.slice(1));
}

/** Whether the Document's entries are the CST's items, one for one (each node knows its token). */
function sameTokens(node: Collection, items: CST.CollectionItem[]): boolean {
  return node.items.every((entry, i) => {
    const own = isPair(entry) ? (entry.key as Node | null)?.srcToken : (entry as Node | null)?.srcToken;
    return own === undefined || own === (isPair(entry) ? items[i]!.key : items[i]!.value);
  });
}

/** An item's leading tokens: its gap (kept at the position), its own comment lines, and where its dash or key starts. */
function split(item: CST.CollectionItem): { gap: string; comments: string[]; leadAt: number } {
  const start = item.start;
  let leadAt = start.findIndex((t) => t.type !== 'space' && t.type !== 'newline' && t.type !== 'comment');
  if (leadAt < 0) leadAt = start.length;
  const lines: CST.SourceToken[][] = [[]];
  for (const t of start.slice(0, leadAt)) {
    lines.at(-1)!.push(t);
    if (t.type === 'newline') lines.push([]);
  }
  const full = lines.slice(0, -1);
  let firstOwn = full.length;
  while (firstOwn > 0 && full[firstOwn - 1]!.some((t) => t.type === 'comment')) firstOwn--;
  return {
    gap: full.slice(0, firstOwn).map(text).join(''),
    comments: full.slice(firstOwn).map((line) =>
      line
        .filter((t) => t.type === 'comment')
        .map(CST.stringify)
        .join(''),
    ),
    leadAt,
  };
}

/** A `key:`'s tokens without the comment lines right above its value's first item, and those comments. */
function splitSep(sep: CST.SourceToken[]): { kept: string; comments: string[] } {
  const lines: CST.SourceToken[][] = [[]];
  for (const t of sep) {
    lines.at(-1)!.push(t);
    if (t.type === 'newline') lines.push([]);
  }
  const full = lines.slice(0, -1);
  let first = full.length;
  while (first > 1 && full[first - 1]!.some((t) => t.type === 'comment')) first--;
  if (first === full.length) return { kept: text(sep), comments: [] };
  const indent = lines.at(-1)!;
  return {
    kept: full.slice(0, first).map(text).join('') + text(indent),
    comments: full.slice(first).map((line) =>
      line
        .filter((t) => t.type === 'comment')
        .map(CST.stringify)
        .join(''),
    ),
  };
}

function blankLines(gap: string): string {
  return gap
    .split('\n')
    .filter((line, i, all) => i < all.length - 1 && line.trim() === '')
    .map(() => '\n')
    .join('');
}

/**
 * A new item (`key: value` or `- value`) written by yaml, its later lines indented to the collection; a list
 * item in flow style when `flowLike` (a neighbouring flow collection's source) is given.
 */
function renderItem(
  isMapItem: boolean,
  key: string | undefined,
  value: unknown,
  indent: number,
  flowLike: string | null,
  ctx: EmitContext,
): string {
  const pad = ' '.repeat(indent);
  let source: string;
  if (isMapItem) {
    source = renderNode({ [key!]: value }, ctx.width - indent, false);
  } else {
    const inner = flowLike ? renderNode(value, 0, true, /^[[{][ \t]/.test(flowLike)) : null;
    source = inner ? `- ${inner}` : renderNode([value], ctx.width - indent, false);
  }
  return source
    .split('\n')
    .map((line, i) => (i > 0 && line ? pad + line : line))
    .join('\n');
}
