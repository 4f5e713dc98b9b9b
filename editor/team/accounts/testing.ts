/** Helpers for the accounts tests only (a temp database and a settable clock); product code does not import it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from './store';

export interface TestClock {
  now: number;
  (): number;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 10, 27, 9)): TestClock {
  const clock = (() => clock.now) as TestClock;
  clock.now = start;
  clock.advance = (ms) => {
    clock.now += ms;
  };
  return clock;
}

export function tempStore(clock: TestClock = testClock()): {
  store: Store;
  clock: TestClock;
  dir: string;
  done(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
  const store = openStore({ file: join(dir, 'team.db'), pepper: 'p'.repeat(40), clock });
  return {
    store,
    clock,
    dir,
    done: () => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
