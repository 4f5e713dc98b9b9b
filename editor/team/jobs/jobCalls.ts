/**
 * The jobs' call (publishers; editor/contract/calls.ts): GET jobs, the jobs running and waiting and the latest
 * finished ones (JobsAnswer), which the screens ask for again while a job they started runs.
 */
import type { JobsAnswer } from '../../contract/jobs.js';
import { words } from '../../contract/words.js';
import type { Handlers } from '../../core/dispatch.js';
import { Refusal } from '../../core/refusal.js';
import type { JobRunner } from './jobRunner.js';

export function jobCalls(jobs: Pick<JobRunner, 'list'> | undefined): Handlers<'GET jobs'> {
  return {
    'GET jobs': (): JobsAnswer => {
      if (!jobs) throw new Refusal(409, words.publishing.notSetUp);
      return { jobs: jobs.list() };
    },
  };
}
