/**
 * A publisher's decision on a change set in review: "Approve and publish now", "Approve for <date and time>"
 * (a date and time in the person's time zone, named in words), both disabled with the server's reason when it
 * cannot be approved; "Take it off the schedule" for a scheduled one. Publishing is a job on the server: the
 * approval answers at once, and its steps show as they happen (JobProgress), the buttons gone meanwhile, then
 * "Live" with the seconds from the click, or why nothing was published (the change set stays). A reload finds the
 * job again (the review carries it), and a job the server's restart finished or undid says so.
 * An approval names the version reviewed: when its people changed the set meanwhile, the server refuses and the
 * review is loaded again (`onStale`), the refusal kept in view.
 */
import { useId, useState } from 'react';
import type { ChangeSet, ReviewAnswer } from '../../contract/changes';
import type { Job } from '../../contract/jobs';
import { words } from '../../contract/words';
import { ApiError } from '../api';
import * as S from '../editorStyles';
import { changesApi, plainError } from './changesApi';
import { changesChanged } from './changeState';
import * as C from './changesStyles';
import { JobProgress } from './JobProgress';
import { when } from './PeopleScreen';
import { isActive, useJob } from './useJob';

const w = words.changesApp;

/** The person's time zone in words ("India Standard Time"), else its name. */
export function timeZoneWords(at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

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
  const [started, setStarted] = useState<Job | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  // The job this screen started, else the one the review names (running, or the last one that tried).
  const job = useJob(started ?? review.job, (ended) => {
    if (ended.state === 'done' && ended.release) {
      onSet({ ...set, state: 'live', releaseId: ended.release.id, publishedAt: ended.release.at });
      announce(words.jobs.live(ended.release.seconds));
    } else announce(ended.message ?? words.jobs.failedPlain);
    changesChanged();
  });
  const running = isActive(job);
  // A job seen under way on this screen stays in view once it has ended, saying how.
  const [followed, setFollowed] = useState(false);
  if (running && !followed) setFollowed(true);

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
    try {
      const answer = await changesApi.approve(set.id, version);
      if (answer.job) {
        setStarted(answer.job);
        announce(w.publishing);
      }
      onSet(answer.set);
    } catch (e) {
      refused(e);
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
      const { set: next } = await changesApi.approve(set.id, version, time.toISOString());
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

  // Nothing to decide on a draft, a set sent back or one already live (unless a publish from here is shown).
  const shown = job && (running || followed || set.state === 'in-review' || set.state === 'scheduled');
  if (set.state !== 'in-review' && set.state !== 'scheduled' && !shown && !error) return null;
  const blocked = !canApprove || busy;
  const whyId = `${id}-why`;
  return (
    <C.Card aria-labelledby={`${id}-h`} data-review-actions="">
      <h2 id={`${id}-h`}>{w.decisionHeading}</h2>
      {shown ? <JobProgress job={job} /> : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {set.state === 'in-review' && !running ? (
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
      {set.state === 'scheduled' && !running ? (
        <C.Buttons>
          <S.Button type="button" disabled={busy} onClick={() => void unschedule()}>
            {w.unschedule}
          </S.Button>
        </C.Buttons>
      ) : null}
    </C.Card>
  );
}
