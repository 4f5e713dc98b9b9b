/**
 * Writes one scalar value as YAML source in the style it already had (plain, quoted, `|` or `>`), for the save
 * path in yamlEdit.ts. The `yaml` package's `CST.createScalarToken` does the quoting; two things it leaves to
 * its caller are done here: a plain string that would read back as another type ("123", "true", "") is
 * quoted, and a folded (`>`) block is folded again at the file's width instead of being written on one line.
 * Every result is read back with `yaml` and must give the value, or the next style is tried.
 */
import { isDeepStrictEqual } from 'node:util';
import { CST, parseDocument, stringify } from 'yaml';

export type ScalarStyle = 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

export interface ScalarPlace {
  /** Indentation of a block scalar's body and of a quoted scalar's continuation lines. */
  indent: number;
  /** Inside `[...]` or `{...}`: no block scalars, and `,[]{}` need quotes. */
  inFlow: boolean;
  /** The file's line width, for folding `>` blocks. */
  width: number;
}

/** A flow scalar's source (`'Hi'`, `42`), or a block scalar's header (`|-`) and body (each line indented, ending in a newline). */
export type RenderedScalar = { source: string } | { header: string; body: string };

/** The style of an existing scalar token. */
export function styleOf(tok: CST.Token): ScalarStyle {
  switch (tok.type) {
    case 'single-quoted-scalar':
      return 'QUOTE_SINGLE';
    case 'double-quoted-scalar':
      return 'QUOTE_DOUBLE';
    case 'block-scalar':
      return tok.props[0] && CST.stringify(tok.props[0]).startsWith('>') ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
    default:
      return 'PLAIN';
  }
}

/** `value` (a string, number, boolean or null) written in `preferred` style if that reads back as the value. */
export function renderScalar(value: unknown, preferred: ScalarStyle, place: ScalarPlace): RenderedScalar {
  if (typeof value !== 'string') {
    const source = stringify(value).trimEnd();
    if (readsBack(value, { source }, place)) return { source };
    throw new Error(`cannot write ${String(value)} as a YAML scalar`);
  }
  const styles: ScalarStyle[] = [preferred];
  if (value.includes('\n') && !place.inFlow && !preferred.startsWith('BLOCK')) styles.unshift('BLOCK_LITERAL');
  styles.push('QUOTE_DOUBLE');
  for (const style of styles) {
    const rendered = style === 'BLOCK_FOLDED' && !place.inFlow ? folded(value, place) : viaToken(value, style, place);
    if (rendered && readsBack(value, rendered, place)) return rendered;
  }
  throw new Error(`cannot write the string ${JSON.stringify(value)} as a YAML scalar`);
}

function viaToken(value: string, type: ScalarStyle, place: ScalarPlace): RenderedScalar {
  const tok = CST.createScalarToken(value, { type, indent: place.indent, inFlow: place.inFlow, end: [] });
  if (tok.type !== 'block-scalar') return { source: CST.stringify(tok) };
  return { header: tok.props[0] ? CST.stringify(tok.props[0]) : '|', body: tok.source };
}

/** A `>` block folded at the file's width: yaml folds it at the top level, and the body is then indented. */
function folded(value: string, place: ScalarPlace): RenderedScalar | null {
  const text = stringify(value, {
    defaultStringType: 'BLOCK_FOLDED',
    lineWidth: Math.max(20, place.width - place.indent),
    minContentWidth: 0,
  });
  const newline = text.indexOf('\n');
  const header = text.slice(0, newline);
  if (!/^>[-+]?$/.test(header)) return null;
  const pad = ' '.repeat(place.indent);
  const body = text
    .slice(newline + 1)
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
  return { header, body };
}

function readsBack(value: unknown, rendered: RenderedScalar, place: ScalarPlace): boolean {
  const text =
    'source' in rendered
      ? place.inFlow
        ? `[${rendered.source}]\n`
        : `- ${rendered.source}\n`
      : `- ${rendered.header}\n${rendered.body}`;
  const doc = parseDocument(text);
  return doc.errors.length === 0 && isDeepStrictEqual((doc.toJS() as unknown[])[0], value);
}
