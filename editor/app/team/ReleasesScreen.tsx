/**
 * Live site (#live, publishers): every release, the newest first (when, by whom, which change sets, or which
 * version a restore brought back), which one is live, and whether the site search has caught up with it (asked
 * again every few seconds until it has). Work on the live site that is under way (a publish, a restore, the first
 * version of the site) shows at the top with its steps. "Restore this version" on an earlier release asks first,
 * saying plainly what happens; the restore then runs there, and shows at the top of the list once done. While any
 * such work is under way, no release offers "Restore this version" (the server would refuse a second restore).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Release, ReleasesAnswer } from '../../contract/changes';
import type { Job } from '../../contract/jobs';
import { words } from '../../contract/words';
import { JobProgress } from './JobProgress';
import { isActive, useJob } from './useJob';
import { ScreenHead } from './ChangeParts';
import * as S from '../editorStyles';
import { changesApi, plainError } from './changesApi';
import * as C from './changesStyles';
import { when } from './PeopleScreen';
import * as T from './teamStyles';

const w = words.changesApp;
/** How often the search's state is asked again while it catches up. */
export const SEARCH_POLL_MS = 3000;

export function ReleasesScreen({ announce }: { announce(m: string): void }) {
  const [answer, setAnswer] = useState<ReleasesAnswer | null>(null);
  const [error, setError] = useState('');
  const [asking, setAsking] = useState<Release | null>(null);
  /** The jobs under way when the screen opened, and the restore started here. */
  const [underWay, setUnderWay] = useState<Job[]>([]);
  const [restoring, setRestoring] = useState<Job | null>(null);
  /** The followed jobs that have ended. */
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());
  const load = useCallback(
    () =>
      changesApi
        .releases()
        .then((a) => {
          setAnswer({
            releases: a.releases ?? [],
            live: a.live ?? null,
            search: a.search ?? { release: null, ready: true },
          });
          setError('');
        })
        .catch((e: unknown) => setError(plainError(e))),
    [],
  );
  useEffect(() => {
    void load();
    changesApi
      .jobs()
      .then((a) => setUnderWay((a.jobs ?? []).filter(isActive)))
      .catch(() => undefined);
  }, [load]);
  // While the search catches up, ask again every few seconds (one question at a time).
  const catchingUp = answer !== null && !answer.search.ready;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer still catching up schedules the next question
  useEffect(() => {
    if (!catchingUp) return;
    const timer = setTimeout(() => void load(), SEARCH_POLL_MS);
    return () => clearTimeout(timer);
  }, [catchingUp, answer, load]);

  const byId = new Map((answer?.releases ?? []).map((r) => [r.id, r]));
  const followed = [...underWay.filter((j) => j.id !== restoring?.id), ...(restoring ? [restoring] : [])];
  const working = followed.some((j) => !ended.has(j.id));
  return (
    <T.Screen aria-labelledby="releases-title" data-screen="live">
      <ScreenHead id="releases-title" title={w.releasesTitle} intro={w.releasesIntro} error={error} loading={!answer} />
      {answer ? (
        <C.Progress role="status" className={answer.search.ready ? 'done' : ''} data-search="">
          {answer.search.ready ? w.searchReady : w.searchCatchingUp}
        </C.Progress>
      ) : null}
      {followed.map((job) => (
        <FollowedJob
          key={job.id}
          start={job}
          onEnd={() => {
            setEnded((was) => new Set(was).add(job.id));
            void load();
          }}
          announce={announce}
        />
      ))}
      {working && answer?.releases.some((r) => r.id !== answer.live) ? (
        <p data-restore-later="">{w.restoreAfterWork}</p>
      ) : null}
      {answer && !answer.releases.length ? <p>{w.noReleases}</p> : null}
      {answer?.releases.length ? (
        <C.SetRows data-releases="">
          {answer.releases.map((r) => {
            const live = r.id === answer.live;
            const restored = r.restored ? byId.get(r.restored) : undefined;
            return (
              <li key={r.id} data-release={r.id} aria-current={live ? 'true' : undefined}>
                <div>
                  <span className="name">
                    {r.kind === 'restore'
                      ? w.restoredBy(when(r.at), r.by.name)
                      : r.kind === 'first'
                        ? w.firstVersion(when(r.at))
                        : w.released(when(r.at), r.by.name)}
                  </span>
                  {live ? (
                    <C.StateTag $state="live" data-live="">
                      {w.liveNow}
                    </C.StateTag>
                  ) : null}
                  {r.kind === 'restore' ? (
                    <span className="meta">{restored ? w.restoreOf(when(restored.at)) : w.restoreOfUnknown}</span>
                  ) : null}
                  {r.kind === 'first' ? <span className="meta">{w.firstMeta}</span> : null}
                  {r.changeSets.length ? (
                    <span className="meta">{w.contained(r.changeSets.map((s) => s.title.trim() || w.untitled))}</span>
                  ) : null}
                  <span className="meta">{w.took(r.seconds)}</span>
                </div>
                {!live && !working ? (
                  <S.Button type="button" aria-label={w.restoreOfLabel(when(r.at))} onClick={() => setAsking(r)}>
                    {w.restore}
                  </S.Button>
                ) : null}
              </li>
            );
          })}
        </C.SetRows>
      ) : null}
      {asking ? (
        <RestoreDialog
          release={asking}
          onClose={() => setAsking(null)}
          onStarted={(job) => {
            announce(words.jobs.steps.switch);
            setRestoring(job);
          }}
        />
      ) : null}
    </T.Screen>
  );
}

/** A job under way, followed until it ends; the list is loaded again then. */
function FollowedJob({ start, onEnd, announce }: { start: Job; onEnd(): void; announce(m: string): void }) {
  const job = useJob(start, (ended) => {
    if (ended.state === 'done' && ended.kind === 'restore') announce(words.jobs.restoredDone);
    else if (ended.state !== 'done') announce(ended.message ?? words.jobs.failedPlain);
    onEnd();
  });
  return job ? <JobProgress job={job} /> : null;
}

function RestoreDialog({
  release,
  onClose,
  onStarted,
}: {
  release: Release;
  onClose(): void;
  onStarted(job: Job): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const restore = async () => {
    setBusy(true);
    setError('');
    try {
      const { job } = await changesApi.restore(release.id);
      onStarted(job);
      dialog.current?.close();
    } catch (e) {
      setError(plainError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="restore-title" aria-describedby="restore-text">
      <h2 id="restore-title">{w.restoreTitle}</h2>
      <p id="restore-text">{w.restoreText(when(release.at))}</p>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <S.Actions>
        <S.Button type="button" autoFocus onClick={() => dialog.current?.close()}>
          {w.cancel}
        </S.Button>
        <S.Button type="button" $primary disabled={busy} onClick={() => void restore()} data-restore-confirm="">
          {w.restoreConfirm}
        </S.Button>
      </S.Actions>
    </S.Modal>
  );
}
