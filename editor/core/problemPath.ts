/**
 * Turns a validator problem (file, line, column) into the data path of the field it is about, so the form can
 * show the message on that field: the deepest key or value of the YAML document at that place. A missing field
 * (`missing "title"`) is reported by the validator at its parent's first key; its path is the parent's plus the
 * missing name, so the message lands on the empty field.
 */
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { DataPath } from '../contract/editing.js';

/** The offset where each line of `text` starts (line 1 at index 0). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
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
    for (let i = 0; i < node.items.length; i++)
      if (inside(node.items[i], at)) return walk(node.items[i] as Node, at, [...path, i]);
  }
  return path;
}

/** Finds the data path of a problem at `line`:`col` of the text it was made for. */
export type PathFinder = (line: number, col: number, message: string) => DataPath;

/**
 * The data paths of problems in `text`: the document is parsed once, here, however many problems are asked about
 * (a draft with thousands of problems was parsed once per problem, minutes of work), or not at all when the
 * loader's document of that text is given.
 */
export function problemPaths(text: string, read?: Document.Parsed): PathFinder {
  const contents = (read ?? parseDocument(text)).contents as Node | null;
  const starts = lineStarts(text);
  return (line, col, message) => {
    const offset = (starts[Math.min(Math.max(line, 1), starts.length) - 1] ?? 0) + col - 1;
    return withMissing(walk(contents, offset, []), message);
  };
}

/** The data path a problem at `line`:`col` of `text` is about (one problem; use problemPaths for several). */
export function problemPath(text: string, line: number, col: number, message: string): DataPath {
  return problemPaths(text)(line, col, message);
}

function withMissing(path: DataPath, message: string): DataPath {
  const missing = /^missing "([^"]+)"/.exec(message);
  if (missing) {
    const parentPath = path.length && typeof path[path.length - 1] === 'string' ? path.slice(0, -1) : path;
    return [...parentPath, missing[1]];
  }
  return path;
}
