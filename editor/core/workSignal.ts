/**
 * The stop signal of the work running now, carried to every call made inside it without passing it along by hand:
 * the repository's queue (editor/team/changes/queue.ts) runs each piece of work with its signal, and the `git`
 * program each piece starts is stopped when that signal fires (git.ts). Outside any such work there is none.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` with `signal` as the signal of the work running now (for everything it calls, awaited or not). */
export function withWorkSignal<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return current.run(signal, work);
}

/** The signal of the work running now, if there is one. */
export function workSignal(): AbortSignal | undefined {
  return current.getStore();
}
