/** The repository queue: one piece of work at a time, in order, a failure not stopping the next. */
import { describe, expect, it } from 'vitest';
import { serialQueue } from './queue';

describe('serialQueue', () => {
  it('starts each piece of work after the one before it has ended, failed or not', async () => {
    const queue = serialQueue();
    const seen: string[] = [];
    let release!: () => void;
    const first = queue(
      () =>
        new Promise<void>((done) => {
          seen.push('first starts');
          release = () => {
            seen.push('first ends');
            done();
          };
        }),
    );
    const failing = queue(async () => {
      seen.push('second');
      throw new Error('no');
    });
    const third = queue(async () => {
      seen.push('third');
      return 3;
    });
    await Promise.resolve();
    expect(seen).toEqual(['first starts']);
    release();
    await first;
    await expect(failing).rejects.toThrow('no');
    expect(await third).toBe(3);
    expect(seen).toEqual(['first starts', 'first ends', 'second', 'third']);
  });
});
