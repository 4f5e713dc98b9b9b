/**
 * Places a YAML syntax problem for an editor: names the block around the broken line from the text (the file did
 * not parse), and moves a line indented further than the field above it, which the parser reports on the line
 * above, to the line that is actually wrong.
 */
import type { Problem } from './types.js';

const indentOf = (row: string): number => row.length - row.trimStart().length;
const isContent = (row: string | undefined): row is string => !!row && row.trim() !== '' && !row.trimStart().startsWith('#');

/** `section "id" (type)` for the nearest `- type:` entry that encloses `line` (1-based), or '' outside any block. */
function blockAround(text: string, line: number): string {
  const rows = text.split('\n');
  let ceiling = Infinity;
  for (let n = line; n >= 1; n--) {
    const row = rows[n - 1];
    if (!isContent(row)) continue;
    const entry = /^(\s*)- type:\s*["']?([A-Za-z][\w-]*)["']?\s*(#.*)?$/.exec(row);
    if (entry && entry[1].length < ceiling) {
      const id = idOfEntry(rows, n, entry[1].length);
      return id ? `section "${id}" (${entry[2]})` : `section (${entry[2]})`;
    }
    if (n < line) ceiling = Math.min(ceiling, indentOf(row));
    if (ceiling === 0) break;
  }
  return '';
}

/** The `id:` of the list entry starting on line `start` whose dash is at column `dash` (0-based). */
function idOfEntry(rows: string[], start: number, dash: number): string | undefined {
  for (let n = start + 1; n <= rows.length; n++) {
    const row = rows[n - 1];
    if (!isContent(row)) continue;
    if (indentOf(row) <= dash) return undefined;
    const id = /^\s*id:\s*["']?([^"'#\s]+)["']?\s*(#.*)?$/.exec(row);
    if (id && indentOf(row) === dash + 2) return id[1];
  }
  return undefined;
}

/** Parser codes that mean "this key/value line is not what it seems", raised on the line above an over-indented one. */
const IMPLICIT_KEY = new Set(['BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY']);

/** The problem moved to the over-indented line when that is the cause, and its block filled in. */
export function placeSyntaxProblem(text: string, code: string, problem: Problem): Problem {
  const rows = text.split('\n');
  let placed = problem;
  if (IMPLICIT_KEY.has(code)) {
    const field = /^(\s*(?:- )?)([\w-]+):\s+\S/.exec(rows[problem.line - 1] ?? '');
    let next = problem.line + 1;
    while (next <= rows.length && !isContent(rows[next - 1])) next++;
    const below = rows[next - 1];
    if (field && isContent(below) && /^\s*[\w-]+:(\s|$)/.test(below) && indentOf(below) > field[1].length) {
      const column = field[1].length + 1;
      placed = {
        ...problem, line: next, col: 1, length: indentOf(below),
        message: `this line is indented further than "${field[2]}" on the line above`,
        hint: `Line it up with "${field[2]}": start it at column ${column} (${column - 1} spaces).`,
      };
    }
  }
  return { ...placed, where: placed.where || blockAround(text, placed.line) };
}
