/**
 * One queue for the work on one repository (saves, commits, worktrees, merges, publishing): each piece of work
 * starts when the one before it has finished, whether that one succeeded or failed.
 */
export type Serial = <T>(work: () => Promise<T>) => Promise<T>;

export function serialQueue(): Serial {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}
