/**
 * My changes (#changes): the change set the person's saves go into now (its title, editable; its pages and
 * pictures, each openable in the editor; who changed it; its state in words; the comments of a review), "Send for
 * review", and the person's other change sets with their states ("Withdraw from review" on those in review).
 */
import { useId, useState } from 'react';
import type { ChangeSet } from '../../contract/changes';
import { words } from '../../contract/words';
import * as S from '../editorStyles';
import { CommentList, FileList, ScreenHead } from './ChangeParts';
import { changesApi, plainError } from './changesApi';
import { authorsOf, changesChanged, stateWords, titleOf } from './changeState';
import * as C from './changesStyles';
import { when } from './PeopleScreen';
import * as T from './teamStyles';
import { useChanges } from './useChanges';

const w = words.changesApp;

export function ChangesPanel({ announce }: { announce(m: string): void }) {
  const { answer, error } = useChanges();
  const others = answer ? answer.mine.filter((s) => s.id !== answer.current?.id) : [];
  return (
    <T.Screen aria-labelledby="changes-title" data-screen="changes">
      <ScreenHead id="changes-title" title={w.myTitle} intro={w.myIntro} error={error} loading={!answer} />
      {answer ? (
        answer.current ? (
          <CurrentSet key={answer.current.id} set={answer.current} announce={announce} />
        ) : (
          <C.Card>
            <p>{w.noCurrent}</p>
          </C.Card>
        )
      ) : null}
      {answer ? (
        <>
          <h2>{w.otherHeading}</h2>
          {others.length ? (
            <C.SetRows data-other-sets="">
              {others.map((s) => (
                <OtherSet key={s.id} set={s} announce={announce} />
              ))}
            </C.SetRows>
          ) : (
            <p>{w.noOther}</p>
          )}
        </>
      ) : null}
    </T.Screen>
  );
}

function CurrentSet({ set, announce }: { set: ChangeSet; announce(m: string): void }) {
  const [title, setTitle] = useState(set.title);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  const run = async (job: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError('');
    try {
      await job();
      announce(done);
      changesChanged();
    } catch (e) {
      setError(plainError(e));
    } finally {
      setBusy(false);
    }
  };
  const typed = title.trim();
  return (
    <C.Card aria-labelledby={`${id}-name`} data-current-set={set.id}>
      <h2 id={`${id}-name`}>{titleOf(set)}</h2>
      <C.StateTag $state={set.state} data-state={set.state}>
        {stateWords(set)}
      </C.StateTag>
      <p className="meta">{authorsOf(set)}</p>
      <C.Form>
        <label htmlFor={`${id}-title`}>
          {w.title}
          <span className="help" id={`${id}-help`}>
            {w.titleHelp}
          </span>
        </label>
        <input
          id={`${id}-title`}
          aria-describedby={`${id}-help`}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
      </C.Form>
      <C.Buttons>
        <S.Button
          type="button"
          disabled={busy || !typed || typed === set.title}
          onClick={() => void run(() => changesApi.title(set.id, typed), w.titleSaved)}
        >
          {w.saveTitle}
        </S.Button>
      </C.Buttons>
      <h3>{w.filesHeading}</h3>
      <FileList files={set.files} />
      {set.files.length ? (
        <C.List>
          <li>
            <a href={`#review/${encodeURIComponent(set.id)}`}>{w.seeReview}</a>
          </li>
        </C.List>
      ) : null}
      {set.comments.length || set.state === 'sent-back' ? (
        <>
          <h3>{w.commentsHeading}</h3>
          <CommentList comments={set.comments} />
        </>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <C.Buttons>
        <S.Button
          type="button"
          $primary
          disabled={busy}
          data-send-for-review=""
          onClick={() =>
            void run(() => changesApi.submit(set.id, typed && typed !== set.title ? typed : undefined), w.sent)
          }
        >
          {w.sendForReview}
        </S.Button>
      </C.Buttons>
    </C.Card>
  );
}

function OtherSet({ set, announce }: { set: ChangeSet; announce(m: string): void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const withdraw = async () => {
    setBusy(true);
    setError('');
    try {
      await changesApi.withdraw(set.id);
      announce(w.withdrawn);
      changesChanged();
    } catch (e) {
      setError(plainError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li data-set={set.id}>
      <div>
        <span className="name">{titleOf(set)}</span>
        <C.StateTag $state={set.state} data-state={set.state}>
          {stateWords(set, true)}
        </C.StateTag>
        <span className="meta">
          {authorsOf(set)} · {when(set.updatedAt)}
        </span>
        {set.state !== 'live' ? (
          <a href={`#review/${encodeURIComponent(set.id)}`} aria-label={`${w.seeReview}: ${titleOf(set)}`}>
            {w.seeReview}
          </a>
        ) : null}
        {set.state === 'sent-back' && set.comments.length ? <CommentList comments={set.comments} /> : null}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {set.state === 'in-review' ? (
        <S.Button
          type="button"
          disabled={busy}
          aria-label={`${w.withdraw}: ${titleOf(set)}`}
          onClick={() => void withdraw()}
        >
          {w.withdraw}
        </S.Button>
      ) : null}
    </li>
  );
}
