/**
 * A prerender worker thread: renders the share of jobs it is sent (renderShare) and posts back what it did, or
 * the error that stopped it. Started by pool.ts, with NODE_ENV=production so React runs its production build.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { renderShare, type ShareInput, type ShareResult } from './renderShare.js';

export type WorkerMessage = { ok: true; result: ShareResult } | { ok: false; error: string };

renderShare(workerData as ShareInput).then(
  (result) => parentPort!.postMessage({ ok: true, result } satisfies WorkerMessage),
  (e: unknown) => parentPort!.postMessage({ ok: false, error: e instanceof Error ? e.stack ?? e.message : String(e) } satisfies WorkerMessage),
);
