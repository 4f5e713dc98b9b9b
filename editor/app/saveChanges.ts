/**
 * What a save changes, in plain words: the team review's field-by-field sentences (team/plainChange.ts), and the
 * lists whose items were only put in a new order, which that comparison (matching items by id) does not see: a
 * dragged FAQ question is a change the person made and must see before saving.
 */
import { words } from '../contract/words';
import { conflictFields } from './conflictFields';
import { type LabelSchema, type PlainChange, plainChanges } from './team/plainChange';

export interface PlainSave {
  changes: PlainChange[];
  /** How many more changes there are than listed. */
  more: number;
  /** Where a list's items were put in a new order: "Sections › Questions and answers “…” › Items". */
  moved: string[];
}

const ids = (list: unknown) =>
  Array.isArray(list) ? list.map((x) => String((x as { id?: unknown } | null)?.id ?? '')) : [];

/** The page's data before and after the save, compared. */
export function saveChanges(before: unknown, after: unknown, labels?: LabelSchema): PlainSave {
  const moved = conflictFields(before, before, after, labels)
    .filter((f) => {
      const [a, b] = [ids(f.mine), ids(f.theirs)];
      return (
        a.length > 1 &&
        a.every(Boolean) &&
        a.join('\n') !== b.join('\n') &&
        [...a].sort().join('\n') === [...b].sort().join('\n')
      );
    })
    .map((f) => f.where);
  return { ...plainChanges(before, after, labels), moved };
}

/** A list put in a new order, as a sentence. */
export const movedSentence = (where: string) => words.save.moved(where);
