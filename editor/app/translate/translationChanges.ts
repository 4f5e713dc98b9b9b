/**
 * What a save of a translation changes, in plain words for the save dialog: each field whose words changed, named
 * by its section and label as the translator's view shows them ("Banner “The story…” › Title"), a section checked
 * by a native speaker, the translation marked as up to date with the English page; and, for a save refused because
 * the translation was saved elsewhere meanwhile, the fields that differ, named the same way.
 */
import { words } from '../../contract/words';
import { translatedAt, type TranslationSection } from '../../contract/translationFields';
import { awaitingCheck, ITEM } from '../../contract/translationDraft';
import { type PlainChange, valueWords } from '../team/plainChange';
import { plainText } from '../../contract/schemaWords';
import type { PlainSave } from '../saveChanges';
import { type ConflictField, conflictFields } from '../conflictFields';

type Data = Record<string, unknown>;

export function translationChanges(sections: TranslationSection[], before: Data, after: Data): PlainSave {
  const changes: PlainChange[] = [];
  for (const section of sections)
    for (const field of section.fields) {
      const [b, a] = [translatedAt(before, field.path), translatedAt(after, field.path)];
      if (b === a) continue;
      changes.push({
        kind: !b ? 'added' : !a ? 'removed' : 'changed',
        where: section.id ? `${section.name} › ${field.label}` : field.label,
        at: { before: field.path, after: field.path },
        // Formatted text (an article's) by its words, never its tags: its start, and the whole text to read.
        ...(field.html
          ? {
              before: b && valueWords(b),
              after: a && valueWords(a),
              whole: { before: plainText(b), after: plainText(a) },
            }
          : { before: b, after: a }),
      });
    }
  const waiting = new Set(awaitingCheck(after));
  for (const id of awaitingCheck(before))
    if (!waiting.has(id)) {
      const name = sections.find((s) => s.id === id)?.name ?? words.blocks.section;
      changes.push({
        kind: 'changed',
        where: name,
        at: id === ITEM ? { before: [ITEM], after: [ITEM] } : { before: ['sections', id], after: ['sections', id] },
        before: words.translate.awaiting,
        after: words.translate.checked,
      });
    }
  // A new translation is made from the English page as it is: no change of its version to speak of.
  if (before.madeFrom !== undefined && before.madeFrom !== after.madeFrom)
    changes.push({
      kind: 'changed',
      where: words.translate.madeFromField,
      at: { before: ['madeFrom'], after: ['madeFrom'] },
      before: words.translate.earlierEnglish,
      after: words.translate.currentEnglish,
    });
  return { changes, more: 0, moved: [] };
}

/**
 * A save refused because the translation was saved elsewhere meanwhile: the fields where mine and the other
 * version differ (conflictFields.ts), each named as the translator's view names it.
 */
export function translationConflicts(
  sections: TranslationSection[],
  base: Data,
  mine: Data,
  theirs: Data,
): ConflictField[] {
  const labels = new Map(
    sections.flatMap((s) =>
      s.fields.map((f) => [f.path.join('/'), s.id ? `${s.name} › ${f.label}` : f.label] as const),
    ),
  );
  const names = new Map(sections.map((s) => [s.id, s.name]));
  const whereOf = (path: (string | number)[]): string => {
    const known = labels.get(path.join('/'));
    if (known) return known;
    if (path[0] === 'madeFrom') return words.translate.madeFromField;
    if (path[0] === 'meta') return words.translate.pageFields;
    if (path[0] === 'sections' && typeof path[1] === 'string') {
      const name = names.get(path[1]) ?? words.blocks.section;
      return path[2] === 'awaitingCheck' ? `${name} › ${words.translate.awaiting}` : name;
    }
    // An article's words: its one part, or its mark of awaiting a check.
    if (path[0] === ITEM) {
      const name = names.get(ITEM) ?? words.translate.article;
      return path[1] === 'awaitingCheck' ? `${name} › ${words.translate.awaiting}` : name;
    }
    return words.plain.page;
  };
  return conflictFields(base, mine, theirs).map((f) => ({ ...f, where: whereOf(f.path) }));
}
