/**
 * A publisher's decision on a change set in review: "Approve and publish now", "Approve for <date and time>"
 * (a date and time in the person's time zone, named in words), both disabled with the server's reason when it
 * cannot be approved; "Take it off the schedule" for a scheduled one. While a publish runs it says so, then "Live"
 * with the seconds it took (the release's). A failed publish shows the server's reason; the change set stays.
 * An approval names the version reviewed: when its people changed the set meanwhile, the server refuses and the
 * review is loaded again (`onStale`), the refusal kept in view.
 */
import { useId, useState } from 'react';
import type { ChangeSet, ReviewAnswer } from '../../contract/changes';
import { words } from '../../contract/words';
import { ApiError } from '../api';
import * as S from '../editorStyles';
import { changesApi, plainError } from './changesApi';
import { changesChanged } from './changeState';
import * as C from './changesStyles';
import { when } from './PeopleScreen';

const w = words.changesApp;

/** The person's time zone in words ("India Standard Time"), else its name. */
export function timeZoneWords(at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type Phase = { step: 'idle' } | { step: 'publishing' } | { step: 'live'; seconds?: number };

export function ReviewActions({
  review,
  onSet,
  onStale,
  announce,
}: {
  review: ReviewAnswer;
  onSet(set: ChangeSet): void;
  /** The set changed since this review was made: load it again. */
  onStale(): void;
  announce(m: string): void;
}) {
  const { set, canApprove, why, version } = review;
  const [at, setAt] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const done = (next: ChangeSet, message: string) => {
    onSet(next);
    announce(message);
    changesChanged();
  };
  /** A refusal in words; when the set changed since this review, the review is loaded again. */
  const refused = (e: unknown, message = plainError(e)) => {
    setError(message);
    if (e instanceof ApiError && e.body.reviewAgain === true) onStale();
  };
  const approveNow = async () => {
    setBusy(true);
    setError('');
    setPhase({ step: 'publishing' });
    announce(w.publishing);
    try {
      const next = await changesApi.approve(set.id, version);
      let seconds: number | undefined;
      if (next.releaseId)
        seconds = await changesApi
          .releases()
          .then((r) => r.releases.find((x) => x.id === next.releaseId)?.seconds)
          .catch(() => undefined);
      setPhase({ step: 'live', seconds });
      done(next, seconds === undefined ? w.stateShort.live : w.live(seconds));
    } catch (e) {
      setPhase({ step: 'idle' });
      refused(e, e instanceof ApiError && e.status === 502 ? w.publishFailed(e.message) : plainError(e));
    } finally {
      setBusy(false);
    }
  };
  const approveLater = async () => {
    const time = at ? new Date(at) : null;
    if (!time || Number.isNaN(time.getTime())) return setError(w.pickTime);
    if (time.getTime() <= Date.now()) return setError(w.pastTime);
    setBusy(true);
    setError('');
    try {
      const next = await changesApi.approve(set.id, version, time.toISOString());
      done(next, w.scheduled(when(next.scheduledFor ?? time.toISOString())));
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };
  const unschedule = async () => {
    setBusy(true);
    setError('');
    try {
      done(await changesApi.unschedule(set.id), w.unscheduled);
    } catch (e) {
      setError(plainError(e));
    } finally {
      setBusy(false);
    }
  };

  // Nothing to decide on a draft, a set sent back or one already live (unless a publish from here just ended).
  if (set.state !== 'in-review' && set.state !== 'scheduled' && phase.step === 'idle' && !error) return null;
  const blocked = !canApprove || busy;
  const whyId = `${id}-why`;
  return (
    <C.Card aria-labelledby={`${id}-h`} data-review-actions="">
      <h2 id={`${id}-h`}>{w.decisionHeading}</h2>
      {phase.step === 'publishing' ? (
        <C.Progress role="status">{w.publishing}</C.Progress>
      ) : phase.step === 'live' ? (
        <C.Progress role="status" className="done">
          {phase.seconds === undefined ? w.stateShort.live : w.live(phase.seconds)}
        </C.Progress>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {set.state === 'in-review' && phase.step !== 'live' ? (
        <>
          {!canApprove && why ? (
            <p id={whyId} data-why="">
              {why}
            </p>
          ) : null}
          <C.Buttons>
            <S.Button
              type="button"
              $primary
              disabled={blocked}
              aria-describedby={!canApprove && why ? whyId : undefined}
              onClick={() => void approveNow()}
            >
              {w.approveNow}
            </S.Button>
          </C.Buttons>
          <C.Form>
            <label htmlFor={`${id}-at`}>
              {w.when}
              <span className="help" id={`${id}-zone`}>
                {w.timeZone(timeZoneWords())}
              </span>
            </label>
            <input
              id={`${id}-at`}
              type="datetime-local"
              aria-describedby={`${id}-zone`}
              value={at}
              onChange={(e) => setAt(e.target.value)}
            />
          </C.Form>
          <C.Buttons>
            <S.Button
              type="button"
              disabled={blocked}
              aria-describedby={!canApprove && why ? whyId : undefined}
              onClick={() => void approveLater()}
            >
              {at && !Number.isNaN(new Date(at).getTime()) ? w.approveAt(when(new Date(at).getTime())) : w.approveLater}
            </S.Button>
          </C.Buttons>
        </>
      ) : null}
      {set.state === 'scheduled' ? (
        <C.Buttons>
          <S.Button type="button" disabled={busy} onClick={() => void unschedule()}>
            {w.unschedule}
          </S.Button>
        </C.Buttons>
      ) : null}
    </C.Card>
  );
}
