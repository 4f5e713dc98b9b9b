/**
 * A signal that fires when a request's connection closes before its answer was sent: the person's browser left,
 * or a proxy in front gave up waiting. Work still waiting its turn for such a request is dropped (queue.ts).
 */
import type { ServerResponse } from 'node:http';

export function clientGone(res: ServerResponse): AbortSignal {
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  return gone.signal;
}
