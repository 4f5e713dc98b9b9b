/**
 * The review of one change set (#review/<id>): its state and who changed it; for each page the change in plain
 * words and the page before and after (PageChange.tsx); the validator's problems on the result, each a button that
 * opens the page at its field; the comments, and adding one. Publishers also send it back (a comment is required)
 * or approve it (ReviewActions.tsx); an owner looking at their own sees no publisher buttons.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeSet, ReviewAnswer, ReviewProblem } from '../../contract/changes';
import { words } from '../../contract/words';
import { api, type SchemaBundle } from '../api';
import * as S from '../editorStyles';
import { pendingFocus } from '../focusField';
import { CommentList } from './ChangeParts';
import { fileLabels } from '../pageLabels';
import { dataOf } from './PageChange';
import { problemPlace } from './problemPlace';
import { changesApi, plainError } from './changesApi';
import { authorsOf, changesChanged, stateWords, titleOf } from './changeState';
import * as C from './changesStyles';
import { PageChange } from './PageChange';
import { ReviewActions } from './ReviewActions';
import { when } from './PeopleScreen';
import { canPublish, type Session } from './session';
import * as T from './teamStyles';

const w = words.changesApp;

/** A problem's path ("/blocks/2/title") as the form's data path (["blocks", 2, "title"]). */
export function dataPathOf(path: string): (string | number)[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((k) => (/^\d+$/.test(k) ? Number(k) : k.replace(/~1/g, '/').replace(/~0/g, '~')));
}

export function ReviewScreen({ id, session, announce }: { id: string; session: Session; announce(m: string): void }) {
  const [review, setReview] = useState<ReviewAnswer | null>(null);
  const [bundle, setBundle] = useState<SchemaBundle | null>(null);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useCallback(
    () =>
      changesApi
        .review(id)
        .then((r) => {
          setReview(r);
          setError('');
        })
        .catch((e: unknown) => setError(plainError(e))),
    [id],
  );
  useEffect(() => {
    void load().then(() => heading.current?.focus());
    api
      .schemas()
      .then(setBundle)
      .catch(() => setBundle(null));
  }, [load]);
  const onSet = useCallback((set: ChangeSet) => setReview((r) => (r ? { ...r, set } : r)), []);
  const publisher = canPublish(session);
  const set = review?.set;

  return (
    <T.Screen aria-labelledby="review-title" data-screen="review">
      <button type="button" className="back" onClick={() => (location.hash = publisher ? 'review' : 'changes')}>
        ← {publisher ? w.waitingTitle : w.myTitle}
      </button>
      <h1 id="review-title" ref={heading} tabIndex={-1}>
        {set ? w.reviewHeading(titleOf(set)) : w.waitingTitle}
      </h1>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {!review && !error ? <p>{w.loading}</p> : null}
      {review && set ? (
        <>
          <C.StateTag $state={set.state} data-state={set.state}>
            {stateWords(set)}
          </C.StateTag>
          <p>
            {w.sentBy(set.owner.name, when(set.submittedAt ?? set.updatedAt))} · {authorsOf(set)}
          </p>
          <h2>{w.pagesHeading}</h2>
          {review.pages.map((p) => (
            <PageChange key={p.file.file} page={p} bundle={bundle} />
          ))}
          <Problems review={review} bundle={bundle} />
          <Discussion review={review} publisher={publisher} onSet={onSet} announce={announce} />
          {publisher ? (
            <ReviewActions review={review} onSet={onSet} onStale={() => void load()} announce={announce} />
          ) : null}
        </>
      ) : null}
    </T.Screen>
  );
}

function Problems({ review, bundle }: { review: ReviewAnswer; bundle: SchemaBundle | null }) {
  const { problems, pages } = review;
  /** Where a problem is, in the form's words: "Sections › FAQ “Questions about GST” › Heading". */
  const placeOf = (p: ReviewProblem) =>
    problemPlace(
      dataPathOf(p.path),
      dataOf(pages.find((page) => page.file.file === p.file)?.afterText ?? null),
      bundle ? fileLabels(bundle, p.file) : undefined,
    );
  const labelOfFile = (file: string) => pages.find((p) => p.file.file === file)?.file.label ?? w.kind.page!;
  const go = (p: ReviewProblem) => {
    pendingFocus.set(p.file, dataPathOf(p.path));
    location.hash = p.file;
  };
  return (
    <C.Problems aria-labelledby="review-problems" data-review-problems="">
      <h2 id="review-problems">{problems.length ? w.problemsHeading(problems.length) : w.problemsTitle}</h2>
      {problems.length === 0 ? (
        <S.Good>{w.noProblems}</S.Good>
      ) : (
        <ul>
          {problems.map((p, i) => (
            <li key={i} className="error">
              <button type="button" onClick={() => go(p)}>
                <span className="visually-hidden">{w.goToProblem(labelOfFile(p.file))}: </span>
                <span className="where">
                  {labelOfFile(p.file)}
                  {p.path ? ` › ${placeOf(p)}` : ''}
                </span>
                <strong>{p.message}</strong>
              </button>
            </li>
          ))}
        </ul>
      )}
    </C.Problems>
  );
}

function Discussion({
  review,
  publisher,
  onSet,
  announce,
}: {
  review: ReviewAnswer;
  publisher: boolean;
  onSet(set: ChangeSet): void;
  announce(m: string): void;
}) {
  const { set } = review;
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const send = async (job: (t: string) => Promise<ChangeSet>, done: string) => {
    setBusy(true);
    setError('');
    try {
      onSet(await job(text.trim()));
      setText('');
      announce(done);
      changesChanged();
    } catch (e) {
      setError(plainError(e));
    } finally {
      setBusy(false);
    }
  };
  const sendBack = () => {
    if (!text.trim()) {
      setError(w.sendBackNeeds);
      box.current?.focus();
      return;
    }
    void send((t) => changesApi.sendBack(set.id, t), w.sentBack);
  };
  const open = set.state === 'in-review' || set.state === 'scheduled' || set.state === 'sent-back';
  return (
    <C.Card aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{w.commentsHeading}</h2>
      <CommentList comments={set.comments} />
      {open ? (
        <C.Form>
          <label htmlFor={`${id}-text`}>{w.comment}</label>
          <textarea
            id={`${id}-text`}
            ref={box}
            value={text}
            maxLength={4000}
            aria-invalid={error === w.sendBackNeeds || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error ? (
            <p className="error" role="alert" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
          <C.Buttons>
            <S.Button
              type="button"
              disabled={busy || !text.trim()}
              onClick={() => void send((t) => changesApi.comment(set.id, t), w.commentAdded)}
            >
              {w.addComment}
            </S.Button>
            {publisher && set.state === 'in-review' ? (
              <S.Button type="button" disabled={busy} onClick={sendBack}>
                {w.sendBack}
              </S.Button>
            ) : null}
          </C.Buttons>
        </C.Form>
      ) : null}
    </C.Card>
  );
}
