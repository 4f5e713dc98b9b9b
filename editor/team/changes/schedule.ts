/**
 * The timer that makes scheduled change sets live at their time. The times are kept with the sets (store.ts), so
 * a restart loses nothing: `start` publishes at once every set whose time has passed, then waits for the next.
 * One timer at a time, never holding the process open; a long wait is done in steps (setTimeout's limit).
 */
import type { ChangeActions } from './actions.js';
import type { ChangeContext } from './context.js';

const LONGEST_WAIT_MS = 2 ** 31 - 1;

export class ChangeSchedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly c: ChangeContext,
    private readonly actions: ChangeActions,
  ) {}

  /** Publishes what is due now, then sets the timer for the next scheduled set. */
  start(): Promise<number> {
    this.stopped = false;
    const due = this.actions.publishDue();
    this.running = due.finally(() => this.arm());
    return due;
  }

  /** Sets the timer for the earliest scheduled set (after a set is scheduled or unscheduled). */
  arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped) return;
    const times = this.c.store
      .inStates(['scheduled'])
      .map((s) => Date.parse(s.scheduledFor ?? ''))
      .filter(Number.isFinite);
    if (!times.length) return;
    const wait = Math.min(Math.max(0, Math.min(...times) - this.c.clock()), LONGEST_WAIT_MS);
    this.timer = setTimeout(() => {
      this.running = this.actions.publishDue().finally(() => this.arm());
    }, wait);
    this.timer.unref();
  }

  /** Stops the timer; resolves when publishing that had started has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running.catch(() => undefined);
  }
}
