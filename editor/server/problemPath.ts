/**
 * Turns a validator problem (file, line, column) into the data path of the field it is about, so the form can
 * show the message on that field: the deepest key or value of the YAML document at that place. A missing field
 * (`missing "title"`) is reported by the validator at its parent's first key; its path is the parent's plus the
 * missing name, so the message lands on the empty field.
 */
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';

export type DataPath = (string | number)[];

function offsetOf(text: string, line: number, col: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  return offset + col - 1;
}

function inside(node: unknown, at: number): boolean {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return !!range && at >= range[0] && at < Math.max(range[1], range[0] + 1);
}

function walk(node: Node | null, at: number, path: DataPath): DataPath {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (inside(pair.key, at)) return [...path, key];
      if (inside(pair.value, at)) return walk(pair.value as Node, at, [...path, key]);
    }
  }
  if (isSeq(node)) {
    for (let i = 0; i < node.items.length; i++) if (inside(node.items[i], at)) return walk(node.items[i] as Node, at, [...path, i]);
  }
  return path;
}

/** The data path a problem at `line`:`col` of `text` is about. */
export function problemPath(text: string, line: number, col: number, message: string): DataPath {
  const doc = parseDocument(text);
  const path = walk(doc.contents as Node | null, offsetOf(text, line, col), []);
  const missing = /^missing "([^"]+)"/.exec(message);
  if (missing) {
    const parentPath = path.length && typeof path[path.length - 1] === 'string' ? path.slice(0, -1) : path;
    return [...parentPath, missing[1]];
  }
  return path;
}
