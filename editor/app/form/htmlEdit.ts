/**
 * The HTML field's formatting commands as text edits: wrap the selection in a tag (bold, italic, link), make the
 * selected lines a block (paragraph, heading) or a list. An empty selection takes its whole line for blocks and
 * lists, and puts the cursor between the tags for inline ones.
 */
export type HtmlCommand = 'p' | 'h2' | 'h3' | 'strong' | 'em' | 'a' | 'ul' | 'ol';

export interface TextEdit {
  /** The range of the text to replace, and what replaces it. */
  from: number;
  to: number;
  insert: string;
  /** The selection afterwards, in the new text. */
  selectFrom: number;
  selectTo: number;
}

const INLINE = new Set<HtmlCommand>(['strong', 'em', 'a']);

/** The edit that applies `command` to `text` with the selection from `start` to `end` (`href` for links). */
export function formatEdit(text: string, start: number, end: number, command: HtmlCommand, href = ''): TextEdit {
  let from = start;
  let to = end;
  if (!INLINE.has(command) && from === to) {
    from = text.lastIndexOf('\n', from - 1) + 1;
    const lineEnd = text.indexOf('\n', to);
    to = lineEnd === -1 ? text.length : lineEnd;
  }
  const selected = text.slice(from, to);
  if (command === 'ul' || command === 'ol') {
    const lines = selected
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const items = (lines.length ? lines : ['']).map((l) => `  <li>${l}</li>`).join('\n');
    const insert = `<${command}>\n${items}\n</${command}>`;
    return { from, to, insert, selectFrom: from, selectTo: from + insert.length };
  }
  const open = command === 'a' ? `<a href="${href.replace(/"/g, '&quot;')}">` : `<${command}>`;
  const insert = `${open}${selected}</${command}>`;
  return { from, to, insert, selectFrom: from + open.length, selectTo: from + open.length + selected.length };
}

/** `text` with `edit` applied. */
export function applyEdit(text: string, edit: TextEdit): string {
  return text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
}
