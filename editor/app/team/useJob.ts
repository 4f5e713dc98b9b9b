/**
 * Follows a job of the team server (editor/contract/jobs.ts) while it waits or runs: asks for it again every
 * JOB_POLL_MS (one question at a time) until it is done, failed or undone, then calls `onEnd` once. A question
 * that fails is asked again at the next turn (the server may be restarting: its jobs are kept).
 */
import { useEffect, useRef, useState } from 'react';
import type { Job } from '../../contract/jobs';
import { changesApi } from './changesApi';

/** How often a running job is asked for. */
export const JOB_POLL_MS = 1000;

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
    const ask = async () => {
      try {
        const next = (await changesApi.jobs()).jobs.find((j) => j.id === id);
        if (stopped || !next) return;
        setJob(next);
        if (!isActive(next)) {
          ended.current?.(next);
          return;
        }
      } catch {
        // asked again below
      }
      if (!stopped) timer = setTimeout(() => void ask(), JOB_POLL_MS);
    };
    timer = setTimeout(() => void ask(), JOB_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, active]);
  return job;
}
