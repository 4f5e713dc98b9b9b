/**
 * What both editor hosts ask of a request, as pure functions of its headers: whether it asks for a document (a
 * page or a frame) rather than a script, style or fetch, and whether a token it carries is the one wanted
 * (compared in constant time). The local editor's doors (editor/local/guard.ts) and the team server's
 * (editor/team/doors/door.ts) are built on them.
 */
import { timingSafeEqual } from 'node:crypto';

export interface RequestLike {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** True when `given` is exactly the token `wanted` (compared in constant time); an empty token never matches. */
export function sameToken(given: string | undefined, wanted: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(wanted);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** True for a request that asks for a document (a page, a frame), not a script, style or fetch. */
export function isNavigation(req: RequestLike): boolean {
  const dest = req.headers['sec-fetch-dest'];
  if (typeof dest === 'string') return ['document', 'iframe', 'frame', 'embed', 'object'].includes(dest);
  const accept = req.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}
