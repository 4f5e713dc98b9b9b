/**
 * Request bodies, read with a bound: a body longer than its limit (or one that says so up front) is refused as
 * soon as the limit is passed, and what was read of it is dropped, so a huge body is never held. The rest of a
 * refused body is then discarded unread, up to a bound, so a browser still sending it gets the answer; past that
 * bound the connection is closed.
 */
import type { IncomingMessage } from 'node:http';

/** The largest JSON body the editor's API reads: a draft of the largest page is about 100 kB. */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;

/** How much of a refused body is discarded (never kept) before the connection is closed. */
export const DISCARD_BYTES = 32 * 1024 * 1024;

/** A body over its limit (413). */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
  readonly status = 413;
  constructor(readonly limit: number) {
    super(`the request is larger than ${limit} bytes`);
  }
}

/**
 * Reads `req`'s body, rejecting with BodyTooLarge as soon as it passes `limit` bytes, or at once when its declared
 * length does; the stream is paused then, and nothing read is kept. Call `discardRest` after answering.
 */
export function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(new BodyTooLarge(limit));
    let chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      chunks = [];
      reject(new BodyTooLarge(limit));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (e: Error) => {
      stop();
      reject(e);
    };
    const onClose = () => {
      stop();
      reject(new Error('the request was cut off'));
    };
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * After a refusal has been answered: the rest of the body is read and thrown away, at most `bound` bytes, then the
 * connection is closed (a body that goes on and on costs nothing more).
 */
export function discardRest(req: IncomingMessage, bound = DISCARD_BYTES): void {
  if (req.complete) return;
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > bound) req.destroy();
  });
  req.on('error', () => {
    /* the client went away: nothing to do */
  });
  req.resume();
}

/**
 * A JSON object body of at most MAX_JSON_BYTES: null when it is not one (bad JSON, an array, a number);
 * BodyTooLarge beyond the limit (call `discardRest` after answering).
 */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const body = await readLimited(req, MAX_JSON_BYTES);
  try {
    const value = JSON.parse(body.toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return null;
}
