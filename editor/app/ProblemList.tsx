/** The draft's problems, in the form's words (plainProblem.ts), each a button that takes the editor to its field. */
import type { FieldProblem } from '../contract/editing';
import { words } from '../contract/words';
import * as S from './editorStyles';

export function ProblemList({ problems, onGo }: { problems: FieldProblem[]; onGo(p: FieldProblem): void }) {
  const errors = problems.filter((p) => p.severity === 'error');
  return (
    <S.Problems aria-labelledby="problems-heading">
      <h2 id="problems-heading">{errors.length ? words.problems.count(errors.length) : words.problems.heading}</h2>
      {problems.length === 0 ? (
        <S.Good>{words.problems.none}</S.Good>
      ) : (
        <ul>
          {problems.map((p, i) => (
            <li key={`${p.line}:${p.col}:${i}`} className={p.severity}>
              <button type="button" onClick={() => onGo(p)}>
                <span className="visually-hidden">{words.problems.goTo}: </span>
                <span className="where">
                  {p.severity === 'warning' ? `${words.problems.warning} · ` : ''}
                  {p.where || words.plain.page}
                </span>
                <strong>{p.message}</strong>
                {p.hint ? (
                  <span className="hint">
                    {words.problems.hint} {p.hint}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </S.Problems>
  );
}
