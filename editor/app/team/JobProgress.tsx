/**
 * A job of the team server (publishing, bringing back an earlier version, the first version of the site) as a
 * person follows it: a headline (waiting, what it does, how it ended), its steps ticked off as they happen (done,
 * now, to do, or where it stopped), and while the site is built the pages made so far, with a progress bar. A
 * polite live region: a screen reader hears the headline change, not every page.
 */
import type { Job, JobStep } from '../../contract/jobs';
import { words } from '../../contract/words';
import * as C from './changesStyles';

const w = words.jobs;

type StepState = 'done' | 'now' | 'next' | 'failed';

/** Where each step is: all done once the job is; up to the one it stopped at when it failed or was undone. */
export function stepStates(job: Pick<Job, 'state' | 'steps' | 'step'>): StepState[] {
  const at = job.step ? job.steps.indexOf(job.step) : -1;
  return job.steps.map((_, i) => {
    if (job.state === 'done') return 'done';
    if (job.state === 'waiting' || at < 0) return 'next';
    if (i < at) return 'done';
    if (i > at) return 'next';
    return job.state === 'running' ? 'now' : 'failed';
  });
}

/** The job's headline in plain words. */
export function headline(job: Job): string {
  if (job.state === 'waiting') return w.waiting;
  if (job.state === 'running') return `${job.title}…`;
  if (job.state === 'done') {
    if (job.kind === 'restore') return w.restoredDone;
    return job.release ? w.live(job.release.seconds) : (job.message ?? w.liveNoTime);
  }
  if (job.state === 'undone') return job.message ?? w.undoneTitle;
  return w.failed(job.message ?? words.jobs.failedPlain);
}

const MARK: Record<StepState, string> = { done: '✓', now: '…', next: '·', failed: '✕' };
const SAID: Record<StepState, string> = { done: w.stepDone, now: w.stepNow, next: w.stepNext, failed: w.stepFailed };

const number = (n: number) => n.toLocaleString('en-GB');

export function JobProgress({ job }: { job: Job }) {
  const states = stepStates(job);
  const pages = job.progress;
  return (
    <C.JobBox data-job={job.state} data-job-id={job.id}>
      <p className="head" role="status" aria-live="polite">
        {headline(job)}
      </p>
      {job.state === 'done' && job.message && job.release ? <p>{job.message}</p> : null}
      <ol aria-label={w.stepsLabel}>
        {job.steps.map((step: JobStep, i) => (
          <li key={step} data-step={step} data-state={states[i]}>
            <span className="mark" aria-hidden="true">
              {MARK[states[i]]}
            </span>
            <span>
              {w.stepWords(job.kind, step)}
              <span className="visually-hidden"> ({SAID[states[i]]})</span>
            </span>
            {step === 'build' && states[i] === 'now' && pages ? (
              <span className="bar">
                <progress max={pages.total} value={pages.done} aria-label={w.steps.build} />
                <span className="pages" data-pages="">
                  {w.pages(number(pages.done), number(pages.total))}
                </span>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </C.JobBox>
  );
}
