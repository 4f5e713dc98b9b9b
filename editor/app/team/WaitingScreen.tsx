/** To review (#review, publishers): the change sets in review or scheduled, the oldest first, each opening its review. */
import { words } from '../../contract/words';
import { ScreenHead } from './ChangeParts';
import { authorsOf, stateWords, titleOf } from './changeState';
import * as C from './changesStyles';
import { when } from './PeopleScreen';
import * as T from './teamStyles';
import { useChanges } from './useChanges';

const w = words.changesApp;

export function WaitingScreen() {
  const { answer, error } = useChanges();
  return (
    <T.Screen aria-labelledby="waiting-title" data-screen="review-list">
      <ScreenHead id="waiting-title" title={w.waitingTitle} intro={w.waitingIntro} error={error} loading={!answer} />
      {answer && !answer.waiting.length ? <p>{w.noWaiting}</p> : null}
      {answer?.waiting.length ? (
        <C.SetRows data-waiting="">
          {answer.waiting.map((s) => (
            <li key={s.id} data-set={s.id}>
              <div>
                <span className="name">{titleOf(s)}</span>
                <C.StateTag $state={s.state} data-state={s.state}>
                  {stateWords(s, true)}
                </C.StateTag>
                <span className="meta">
                  {w.sentBy(s.owner.name, when(s.submittedAt ?? s.updatedAt))} · {authorsOf(s)}
                </span>
              </div>
              <a href={`#review/${encodeURIComponent(s.id)}`}>{w.review(titleOf(s))}</a>
            </li>
          ))}
        </C.SetRows>
      ) : null}
    </T.Screen>
  );
}
