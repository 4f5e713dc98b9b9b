/**
 * The timer that makes scheduled change sets live at their time. The times are kept with the sets (store.ts), so
 * a restart loses nothing: `start` starts publishing (a job each, publishJob.ts) every set whose time has passed,
 * then waits for the next. One timer at a time, never holding the process open; a long wait is done in steps
 * (setTimeout's limit).
 */
import { type ChangeContext, publishSubject } from './context.js';
import type { PublishJobs } from './publishJob.js';

const LONGEST_WAIT_MS = 2 ** 31 - 1;
/** The timer never fires sooner than this after it is set (a set that could not start does not spin it). */
const MIN_WAIT_MS = 1000;

export class ChangeSchedule {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly c: ChangeContext,
    private readonly publishing: PublishJobs,
  ) {}

  /** Starts publishing what is due now (answers how many), then sets the timer for the next scheduled set. */
  start(): number {
    this.stopped = false;
    const due = this.publishing.startDue();
    this.arm();
    return due;
  }

  /** Sets the timer for the earliest scheduled set (after a set is scheduled or unscheduled). */
  arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped) return;
    // A set being published already is left to its job.
    const times = this.c.store
      .inStates(['scheduled'])
      .filter((s) => !this.c.jobs?.activeOn(publishSubject(s.id)))
      .map((s) => Date.parse(s.scheduledFor ?? ''))
      .filter(Number.isFinite);
    if (!times.length) return;
    const wait = Math.min(Math.max(MIN_WAIT_MS, Math.min(...times) - this.c.clock()), LONGEST_WAIT_MS);
    this.timer = setTimeout(() => {
      this.publishing.startDue();
      this.arm();
    }, wait);
    this.timer.unref();
  }

  /** Stops the timer (publishing already started goes on as jobs). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
