/**
 * A problem found in an earlier draft stays only while its value is still the one that was judged: once the
 * person has changed that value (a corrected address), its error goes at once instead of when the next check
 * answers, seconds later on a busy machine. A problem of a value that is the same, or of the whole page, is kept.
 */
import type { FieldProblem } from './api';
import { getAt } from './paths';

export function stalePast<P extends Pick<FieldProblem, 'path'>>(problems: P[], checked: unknown, now: unknown): P[] {
  if (checked === now) return problems;
  return problems.filter(
    (p) => !p.path.length || JSON.stringify(getAt(checked, p.path)) === JSON.stringify(getAt(now, p.path)),
  );
}
