/**
 * Follows a job of the team server (editor/contract/jobs.ts) while it waits or runs: asks for it again, soon at
 * first and then every JOB_POLL_MS (jobPollDelay; one question at a time), until it is done, failed or undone, then
 * calls `onEnd` once. A question that fails is asked again at the next turn (the server may be restarting: its
 * jobs are kept).
 */
import { useEffect, useRef, useState } from 'react';
import type { Job } from '../../contract/jobs';
import { changesApi } from './changesApi';

/** How often a running job is asked for, once it has run for a second or so. */
export const JOB_POLL_MS = 1000;
/** The first question's wait: each next one waits twice as long, up to JOB_POLL_MS. */
export const FIRST_POLL_MS = 100;

/**
 * How long to wait before question `n` (from 0) about a job: 100, 200, 400, 800 ms, then every second. A publish of
 * a release made ready ahead ends within a few tenths of a second of the click: the screen says so then, not a
 * second later; a long one is asked for once a second.
 */
export const jobPollDelay = (n: number): number => Math.min(JOB_POLL_MS, FIRST_POLL_MS * 2 ** n);

export const isActive = (job: Job | undefined | null): boolean => job?.state === 'waiting' || job?.state === 'running';

/** The latest state of `start` (a job just started or found running), followed until it ends. */
export function useJob(start: Job | null | undefined, onEnd?: (job: Job) => void): Job | null {
  const [job, setJob] = useState<Job | null>(start ?? null);
  const ended = useRef(onEnd);
  ended.current = onEnd;
  useEffect(() => setJob(start ?? null), [start]);
  const id = job?.id;
  const active = isActive(job);
  useEffect(() => {
    if (!id || !active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    let asked = 0;
    const next = () => {
      timer = setTimeout(() => void ask(), jobPollDelay(asked++));
    };
    const ask = async () => {
      try {
        const now = (await changesApi.jobs()).jobs.find((j) => j.id === id);
        if (stopped || !now) return;
        setJob(now);
        if (!isActive(now)) {
          ended.current?.(now);
          return;
        }
      } catch {
        // asked again below
      }
      if (!stopped) next();
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, active]);
  return job;
}
