/**
 * A fast reader for the plain block-style YAML editors write: nested maps and lists by indentation, plain,
 * quoted and block (| >) text, one-line flow lists and maps ([a, b], { label: X, href: /y }), comments. It
 * reads the data only (no positions) and gives exactly what yaml's parseDocument(...).toJS() gives.
 *
 * It is strict: anything outside that subset, or anything yaml might read differently or reject (anchors,
 * tags, multi-line plain or quoted text, unusual keys or numbers, odd indentation, tabs, carriage returns,
 * document markers), makes it give up and return NOT_SIMPLE, and the caller uses a full parser instead. So it
 * never decides what an unusual file means; tests compare it with yaml on real, generated and broken files.
 */

/** Returned when the text is not in the simple subset. */
export const NOT_SIMPLE: unique symbol = Symbol('not simple');

class GiveUp extends Error {}
const giveUp = (): never => { throw new GiveUp(); };

const RESERVED_KEY = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
const INT = /^-?(?:0|[1-9][0-9]{0,14})$/;
const FLOAT = /^-?(?:0|[1-9][0-9]{0,14})\.[0-9]{1,15}$/;
/** Every form of number in yaml's core schema (yaml/dist/schema/core); only INT and FLOAT are read here. */
const CORE_NUMBER = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;
const NOT_SPACE = /[^ ]/;
const JSON_ESCAPES = /\\(?:[^"\\/bfnrtu]|u(?![0-9a-fA-F]{4}))/;

/** The value of a plain scalar under yaml's core schema, for the forms handled here. */
function plainValue(s: string): unknown {
  switch (s) {
    case '': case '~': case 'null': case 'Null': case 'NULL': return null;
    case 'true': case 'True': case 'TRUE': return true;
    case 'false': case 'False': case 'FALSE': return false;
  }
  const c = s.charCodeAt(0);
  if ((c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46) {
    if (s !== '-0' && (INT.test(s) || FLOAT.test(s))) return Number(s);
    if (CORE_NUMBER.test(s)) giveUp();
  }
  return s;
}

/** Whether `line` holds a valid plain key from `from` to `to` (letters, digits, _ and -; not null or a boolean). */
function isKey(line: string, from: number, to: number): boolean {
  if (to <= from) return false;
  const c0 = line.charCodeAt(from);
  if (!((c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90) || c0 === 95)) return false;
  for (let i = from + 1; i < to; i++) {
    const c = line.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45)) return false;
  }
  if (c0 === 95 && to - from === 9 && line.startsWith('__proto__', from)) return false;
  // null, true and false (in their core-schema spellings) would not be text keys.
  if (to - from <= 5 && (c0 === 110 || c0 === 78 || c0 === 116 || c0 === 84 || c0 === 102 || c0 === 70)) return !RESERVED_KEY.test(line.slice(from, to));
  return true;
}

/** Whether a "- " (or a lone "-") stands at `at` in `line`. */
function dashAt(line: string, at: number): boolean {
  return line.charCodeAt(at) === 45 && (line.length === at + 1 || line.charCodeAt(at + 1) === 32);
}

/** Where a comment starts in `s` from `from` (a # after a space), or s.length. */
function commentAt(s: string, from: number): number {
  for (let i = s.indexOf('#', from); i !== -1; i = s.indexOf('#', i + 1)) {
    if (i === 0 || s.charCodeAt(i - 1) === 32) return i;
  }
  return s.length;
}

/** The indentation array of the last file read, reused (a reader reads one file at a time, to the end). */
let scratch = new Int32Array(1024);

class Reader {
  private i = 0;
  /** Each line's indentation, or -1 for a line that is blank or only a comment (only the first lines.length count). */
  private readonly ind: Int32Array;
  constructor(private readonly lines: string[]) {
    if (scratch.length < lines.length) scratch = new Int32Array(Math.max(lines.length, scratch.length * 2));
    this.ind = scratch;
    for (let n = 0; n < lines.length; n++) {
      const line = lines[n];
      // The first character that is not a space (a search is quicker than a loop until the code is optimised).
      let i = line.search(NOT_SPACE);
      if (i === -1) i = line.length;
      const c = line.charCodeAt(i);
      this.ind[n] = i === line.length || c === 35 ? -1 : i;
      // Document markers and directives are for the full parser.
      if (i === 0 && (c === 37 || ((c === 45 || c === 46) && line.startsWith(c === 45 ? '---' : '...')))) giveUp();
    }
  }

  /** Index of the next line that is not blank or a comment (lines.length at the end). */
  private nextContent(): number {
    let i = this.i;
    while (i < this.lines.length && this.ind[i] === -1) i++;
    return i;
  }

  document(): unknown {
    const first = this.nextContent();
    if (first === this.lines.length || this.ind[first] !== 0) giveUp();
    const value = this.block(0);
    if (this.nextContent() !== this.lines.length) giveUp();
    return value;
  }

  /** A map or list whose lines start at exactly `indent` spaces. */
  private block(indent: number): unknown {
    this.i = this.nextContent();
    const line = this.lines[this.i];
    return dashAt(line, indent) ? this.list(indent) : this.map(indent, indent);
  }

  /** A map whose keys stand at `indent`; its first key starts at `from` on the current line (after a "- "). */
  private map(indent: number, from: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    let at = from;
    for (;;) {
      const line = this.lines[this.i];
      const colon = line.indexOf(':', at);
      if (colon === -1 || !isKey(line, at, colon)) giveUp();
      const key = line.slice(at, colon);
      if (Object.prototype.hasOwnProperty.call(out, key)) giveUp();
      if (colon + 1 < line.length && line.charCodeAt(colon + 1) !== 32) giveUp();
      this.i++;
      out[key] = this.value(line, colon + 1, indent, true);
      const next = this.nextContent();
      if (next === this.lines.length) break;
      const nextIndent = this.ind[next];
      if (nextIndent < indent) break;
      if (nextIndent > indent || dashAt(this.lines[next], nextIndent)) giveUp();
      this.i = next;
      at = indent;
    }
    return out;
  }

  /** A list whose "- " marks stand at `indent`. */
  private list(indent: number): unknown[] {
    const out: unknown[] = [];
    for (;;) {
      const line = this.lines[this.i];
      let k = indent + 1;
      while (line.charCodeAt(k) === 32) k++;
      const c = line.charCodeAt(k);
      if (k === line.length || c === 35) {
        this.i++;
        out.push(this.nested(indent, false));
      } else if (dashAt(line, k)) {
        giveUp();
      } else if (startsMapEntry(line, k)) {
        out.push(this.map(k, k));
      } else {
        this.i++;
        out.push(this.value(line, k - 1, indent, false));
      }
      const next = this.nextContent();
      if (next === this.lines.length) break;
      const nextIndent = this.ind[next];
      if (nextIndent < indent) break;
      if (nextIndent > indent) giveUp();
      if (!dashAt(this.lines[next], nextIndent)) break;
      this.i = next;
    }
    noteIds(out);
    return out;
  }

  /** A value that starts on the following lines: a more indented block, a list at `indent` (maps only), or null. */
  private nested(indent: number, inMap: boolean): unknown {
    const next = this.nextContent();
    if (next === this.lines.length) return null;
    const at = this.ind[next];
    if (at > indent || (inMap && at === indent && dashAt(this.lines[next], at))) return this.block(at);
    return null;
  }

  /**
   * The value after "key:" or "- ", from `from` on `line` (a space or the line's end). `indent` is the map's or
   * list's indentation: block text and continuation lines must be indented further.
   */
  private value(line: string, from: number, indent: number, inMap: boolean): unknown {
    let s = from;
    while (line.charCodeAt(s) === 32) s++;
    if (s === line.length || line.charCodeAt(s) === 35) return this.nested(indent, inMap);
    const c = line.charCodeAt(s);
    let value: unknown;
    let end: number;
    if (c === 34 || c === 39) {
      [value, end] = quoted(line, s);
    } else if (c === 91 || c === 123) {
      [value, end] = flow(line, s);
    } else if (c === 124 || c === 62) {
      return this.blockText(line.slice(s), indent);
    } else if (c === 38 || c === 42 || c === 33 || c === 37 || c === 64 || c === 96 || c === 63 || c === 44 || c === 93 || c === 125
      || ((c === 45 || c === 58) && (line.length === s + 1 || line.charCodeAt(s + 1) === 32))) {
      return giveUp();
    } else {
      end = commentAt(line, s);
      while (line.charCodeAt(end - 1) === 32) end--;
      // "a: b" inside plain text is a nested map to yaml (an error); a trailing colon starts one.
      for (let colon = line.indexOf(':', s); colon !== -1 && colon < end; colon = line.indexOf(':', colon + 1)) {
        if (colon === end - 1 || line.charCodeAt(colon + 1) === 32) giveUp();
      }
      value = plainValue(line.slice(s, end));
    }
    if (end < line.length) {
      let t = end;
      while (line.charCodeAt(t) === 32) t++;
      if (t < line.length && (line.charCodeAt(t) !== 35 || t === end)) giveUp();
    }
    // Text continued on a more indented line is multi-line plain text: the full parser reads that.
    const next = this.nextContent();
    if (next < this.lines.length && this.ind[next] > indent) giveUp();
    return value;
  }

  /** Literal (|) or folded (>) text with clip (default) or strip (-) chomping. */
  private blockText(header: string, indent: number): string {
    const head = header.trimEnd();
    if (!(head === '|' || head === '>' || head === '|-' || head === '>-')) giveUp();
    const folded = head[0] === '>';
    const clip = head.length === 1;
    const rows: string[] = [];
    let contentIndent = -1;
    let i = this.i;
    for (; i < this.lines.length; i++) {
      const line = this.lines[i];
      let at = line.search(NOT_SPACE);
      if (at === -1) at = line.length;
      if (at === line.length) {
        if (contentIndent === -1 ? at > 0 : at > contentIndent) giveUp();
        rows.push('');
        continue;
      }
      if (contentIndent === -1) {
        if (at <= indent) break;
        contentIndent = at;
      } else if (at < contentIndent) break;
      if (folded && at > contentIndent) giveUp();
      rows.push(line.slice(contentIndent));
    }
    if (contentIndent === -1) giveUp();
    this.i = i;
    // Trailing empty lines belong to the text only through chomping (clip keeps one line break, strip none).
    let last = rows.length;
    while (last > 0 && rows[last - 1] === '') last--;
    const body = rows.slice(0, last);
    if (folded && body[0] === '') giveUp();
    let text: string;
    if (folded) {
      text = '';
      for (let r = 0; r < body.length; r++) {
        if (r > 0) text += body[r] === '' || body[r - 1] === '' ? (body[r] === '' ? '\n' : '') : ' ';
        text += body[r];
      }
    } else text = body.join('\n');
    return clip ? `${text}\n` : text;
  }
}

/** Whether a list entry's text from `k` starts a map ("key: ..." or "key:"). */
function startsMapEntry(line: string, k: number): boolean {
  const colon = line.indexOf(':', k);
  if (colon === -1 || (colon + 1 < line.length && line.charCodeAt(colon + 1) !== 32)) return false;
  return isKey(line, k, colon);
}

/** A quoted scalar starting at `s`, closed on the same line; returns the value and the index after it. */
function quoted(line: string, s: number): [string, number] {
  const q = line.charCodeAt(s);
  if (q === 39) {
    let out = '';
    let i = s + 1;
    for (;;) {
      const close = line.indexOf("'", i);
      if (close === -1) return giveUp();
      out += line.slice(i, close);
      if (line.charCodeAt(close + 1) === 39) { out += "'"; i = close + 2; continue; }
      return [out, close + 1];
    }
  }
  let i = s + 1;
  for (;;) {
    const close = line.indexOf('"', i);
    if (close === -1) return giveUp();
    let slashes = 0;
    while (line.charCodeAt(close - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 1) { i = close + 1; continue; }
    const inner = line.slice(s + 1, close);
    if (!inner.includes('\\')) return [inner, close + 1];
    if (JSON_ESCAPES.test(inner) || /[\u0000-\u001f]/.test(inner)) giveUp();
    return [JSON.parse(`"${inner}"`) as string, close + 1];
  }
}

/** A one-line flow list or map starting at `s`; returns the value and the index after it. */
function flow(line: string, s: number): [unknown, number] {
  const p = { i: s };
  const value = flowNode(line, p);
  return [value, p.i];
}

function skipSpaces(line: string, p: { i: number }): void {
  while (line.charCodeAt(p.i) === 32) p.i++;
}

function flowNode(line: string, p: { i: number }): unknown {
  skipSpaces(line, p);
  const c = line.charCodeAt(p.i);
  if (c === 91 || c === 123) {
    const isMap = c === 123;
    const close = isMap ? 125 : 93;
    p.i++;
    const list: unknown[] = [];
    const map: Record<string, unknown> = {};
    skipSpaces(line, p);
    if (line.charCodeAt(p.i) === close) { p.i++; return isMap ? map : list; }
    for (;;) {
      if (isMap) {
        skipSpaces(line, p);
        const colon = line.indexOf(':', p.i);
        if (colon === -1) giveUp();
        const key = line.slice(p.i, colon);
        if (!isKey(line, p.i, colon) || Object.prototype.hasOwnProperty.call(map, key)) giveUp();
        if (line.charCodeAt(colon + 1) !== 32) giveUp();
        p.i = colon + 1;
        map[key] = flowNode(line, p);
      } else list.push(flowNode(line, p));
      skipSpaces(line, p);
      const d = line.charCodeAt(p.i);
      if (d === close) {
        p.i++;
        if (isMap) return map;
        noteIds(list);
        return list;
      }
      if (d !== 44) giveUp();
      p.i++;
      skipSpaces(line, p);
      if (line.charCodeAt(p.i) === close || line.charCodeAt(p.i) === 44) giveUp();
    }
  }
  if (c === 34 || c === 39) {
    const [value, end] = quoted(line, p.i);
    p.i = end;
    return value;
  }
  // A plain scalar runs to the next , ] or } ; it may not hold other indicators.
  let e = p.i;
  for (; e < line.length; e++) {
    const ch = line.charCodeAt(e);
    if (ch === 44 || ch === 93 || ch === 125) break;
    if (ch === 91 || ch === 123 || ch === 35 || ch === 34 || ch === 39) giveUp();
    if (ch === 58 && (e + 1 === line.length || line.charCodeAt(e + 1) === 32 || line.charCodeAt(e + 1) === 44)) giveUp();
  }
  const text = line.slice(p.i, e).trimEnd();
  if (text === '' || /^[-?:&*!|>%@`]/.test(text)) giveUp();
  p.i = e;
  return plainValue(text);
}

/** Whether a list read so far from the current text has two entries with the same id. */
let repeated = false;

/**
 * Notes whether a list has two entries (maps) with the same `id`, string or number, as the cross-check that
 * reports them compares them (src/engine/crossCheck.ts, duplicateIds): it then walks only the files where the
 * reader saw one, instead of every object of every file.
 */
function noteIds(list: unknown[]): void {
  if (repeated || list.length < 2) return;
  let seen: Set<string> | undefined;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (!item || typeof item !== 'object') continue;
    const id = (item as { id?: unknown }).id;
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const key = String(id);
    seen ??= new Set();
    if (seen.has(key)) {
      repeated = true;
      return;
    }
    seen.add(key);
  }
}

/** What the reader noticed about a text besides its data. */
export interface ReadNotes {
  /** Whether some list holds two entries with the same id (a mistake the cross-check reports with its place). */
  repeatedIds: boolean;
}

/** The data of a YAML text in the simple subset, or NOT_SIMPLE; `notes` receives what it noticed on the way. */
export function readBlockYaml(text: string, notes?: ReadNotes): unknown {
  if (text.includes('\t') || text.includes('\r')) return NOT_SIMPLE;
  repeated = false;
  try {
    const data = new Reader(text.split('\n')).document();
    if (notes) notes.repeatedIds = repeated;
    return data;
  } catch (e) {
    if (e instanceof GiveUp) return NOT_SIMPLE;
    throw e;
  }
}
