/**
 * Dated content that has gone stale: in a block with dated items (its block.ts's `datedItems`, e.g. a status
 * list), a warning for every item still to come (upcoming, live) whose date has passed, and for every item done
 * or in force (completed, effective) whose date is still to come. Dates are read as visitors read them
 * ("20 December 2026", "14-16 August 2026", "From 1 April 2027", "March 2027": src/contract/dates.ts); a date in any
 * other form is left alone.
 */
import { locate, nodeAt } from './yamlFile.js';
import { describePath } from './messages.js';
import type { LoadedContent } from './contentTypes.js';
import type { Problem } from './types.js';
import type { DatedFact } from './fileFacts.js';
import { declaredBlocks } from '../generated/blocks.js';
import type { DeclaredBlock } from '../contract/blockDeclaration.js';
import { dateSpan } from '../contract/dates.js';

/** The block types with dated items (block.ts's `datedItems`) and what their statuses mean. */
function datedStatuses(blocks: readonly DeclaredBlock[]) {
  return new Map(
    blocks
      .filter((b) => b.datedItems)
      .map((b) => [b.type as string, { toCome: new Set(b.datedItems!.toCome), done: new Set(b.datedItems!.done) }]),
  );
}

/** The warnings of `content`'s dated items (read from each page's facts: its data only for a message). */
export function staleDates(content: LoadedContent, blocks: readonly DeclaredBlock[] = declaredBlocks): Problem[] {
  const dated = datedStatuses(blocks);
  const today = new Date();
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const day = new Date(now).toISOString().slice(0, 10);
  const problems: Problem[] = [];
  for (const page of content.pages) {
    for (const item of page.facts.dated) {
      const statuses = dated.get(item.type ?? '');
      if (!statuses) continue;
      const span = dateSpan(item.date);
      if (!span) continue;
      const passed = statuses.toCome.has(item.status) && span.last < now;
      if (!passed && !(statuses.done.has(item.status) && span.first > now)) continue;
      const message = passed
        ? `"${item.title}" is still marked ${item.status}, but its date (${item.date}) has passed`
        : `"${item.title}" is marked ${item.status}, but its date (${item.date}) is still to come`;
      const hint = passed
        ? `Today is ${day}. Change its status to completed (or effective, for a change now in force), or give it its new date; add what comes next.`
        : `Today is ${day}. Change its status to upcoming, or correct the date.`;
      const path = ['sections', item.s, 'items', item.i, 'date'];
      const place = placeOfDate(page.source.text, item) ?? locate(page.source, nodeAt(page.source, path).node);
      problems.push({
        severity: 'warning',
        file: page.source.file,
        ...place,
        where: describePath(page.source.data, path),
        message,
        hint,
      });
    }
  }
  return problems;
}

/**
 * Where an item's date is written, found in the text (the section's id, then the item's, then its date) without
 * a positioned parse of the file; undefined when the text is not laid out that way.
 */
function placeOfDate(text: string, item: DatedFact): { line: number; col: number; length: number } | undefined {
  if (!item.sectionId || !item.itemId) return undefined;
  const inSection = text.indexOf(`id: ${item.sectionId}`);
  const inItem = inSection < 0 ? -1 : text.indexOf(`id: ${item.itemId}`, inSection);
  const key = inItem < 0 ? -1 : text.indexOf('date:', inItem);
  const at = key < 0 ? -1 : text.indexOf(String(item.date), key);
  if (at < 0 || text.slice(key, at).includes('\n')) return undefined;
  const start = text[at - 1] === '"' || text[at - 1] === "'" ? at - 1 : at;
  const line = text.slice(0, start).split('\n').length;
  return {
    line,
    col: start - text.lastIndexOf('\n', start - 1),
    length: at - start + String(item.date).length + (start < at ? 1 : 0),
  };
}
