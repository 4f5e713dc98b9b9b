/**
 * A long text's change on the review screen: where it is, the changed words marked in their context (removed words
 * struck through in <del>, added ones underlined in <ins>, each also named in words for screen readers, so the marks
 * do not rest on colour), and the whole text before and after behind a disclosure (also for a long text added or
 * removed whole, shown cut in its sentence).
 */
import { words } from '../../contract/words';
import * as C from './changesStyles';
import type { WordPart } from './wordChange';

const w = words.changesApp.longText;

function Part({ part, first }: { part: WordPart; first: boolean }) {
  if (part.kind === 'same') return <>{part.text}</>;
  // The unchanged words left out; the words kept either side bring their own spaces.
  if (part.kind === 'gap') return <>{first ? w.gap : ` ${w.gap}`}</>;
  const Mark = part.kind === 'removed' ? 'del' : 'ins';
  return (
    <Mark>
      <span className="visually-hidden">{part.kind === 'removed' ? w.removed : w.added}</span>
      {part.text}
      <span className="visually-hidden">{part.kind === 'removed' ? w.endRemoved : w.endAdded}</span>
    </Mark>
  );
}

/** A long text's change: its words marked (`parts`), or for a text added or removed whole, its `sentence`. */
export function LongTextChange({
  where,
  parts,
  sentence,
  whole,
}: {
  where: string;
  parts?: WordPart[] | undefined;
  sentence: string;
  whole: { before: string; after: string };
}) {
  return (
    <C.LongText data-word-change="">
      {parts ? (
        <>
          {where}: “
          <span data-changed-words="">
            {parts.map((part, i) => (
              <Part key={i} part={part} first={i === 0} />
            ))}
          </span>
          ”
        </>
      ) : (
        sentence
      )}
      <details>
        <summary>{w.whole}</summary>
        <dl>
          <dt>{w.before}</dt>
          <dd>{whole.before || words.changesApp.value.empty}</dd>
          <dt>{w.after}</dt>
          <dd>{whole.after || words.changesApp.value.empty}</dd>
        </dl>
      </details>
    </C.LongText>
  );
}
