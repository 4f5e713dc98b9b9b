/**
 * The preview's pass. Pictures not live yet (saved in a change set, or uploaded for a change not saved yet) are
 * shown only to people signed in; but the preview has a host name of its own, where the editor's session cookie
 * never goes. So the editor's page is given a pass for its session; the preview frame's first address carries it to
 * the preview's host, which keeps it in a cookie of its own and sends the frame on to the same address without it.
 *
 *   - A pass is 32 random bytes; the team's database keeps only its SHA-256, tied to the session (a row that goes
 *     when the session does: sign-out, removal, a change of password or role) and ending after PASS_MS at most.
 *   - It is valid while its session is: the session's row must exist and have been used within the idle time.
 *   - Its cookie is HttpOnly; behind HTTPS it is also Secure, SameSite=None and Partitioned (CHIPS: kept for the
 *     editor's site only, so it works inside the editor's page and nowhere else).
 */
import type Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookie, readCookies } from './door.js';
import { redirect } from './respond.js';

/** How long a pass lasts at most (a working day and some; the session's own idle time ends it sooner). */
export const PASS_MS = 12 * 60 * 60 * 1000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS preview_passes (
  pass_hash TEXT PRIMARY KEY,
  session_hash TEXT NOT NULL REFERENCES sessions(id_hash) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS preview_passes_session ON preview_passes(session_hash);
`;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface PreviewPassOptions {
  db: Database.Database;
  /** True behind HTTPS: the cookie is then `__Host-`, Secure, SameSite=None and Partitioned. */
  secure: boolean;
  /** The session's idle time (settings.idleMinutes), in milliseconds. */
  idleMs: number;
  clock?: () => number;
}

export class PreviewPasses {
  private readonly clock: () => number;
  private readonly cookieName: string;
  private readonly rows;

  constructor(private readonly o: PreviewPassOptions) {
    o.db.exec(SCHEMA);
    this.clock = o.clock ?? Date.now;
    this.cookieName = o.secure ? '__Host-edit-preview' : 'edit-preview';
    this.rows = {
      session: o.db.prepare('SELECT id_hash FROM sessions WHERE csrf = ?'),
      insert: o.db.prepare('INSERT INTO preview_passes (pass_hash, session_hash, expires_at) VALUES (?, ?, ?)'),
      valid: o.db.prepare(
        `SELECT 1 FROM preview_passes p JOIN sessions s ON s.id_hash = p.session_hash
         WHERE p.pass_hash = ? AND p.expires_at > ? AND s.last_seen_at > ?`,
      ),
      sweep: o.db.prepare('DELETE FROM preview_passes WHERE expires_at <= ?'),
    };
  }

  /** A new pass for the session whose anti-forgery token is `csrf` (each of a session's pages gets its own). */
  issue(csrf: string): string {
    const session = this.rows.session.get(csrf) as { id_hash: string } | undefined;
    if (!session) return '';
    const now = this.clock();
    this.rows.sweep.run(now);
    const pass = randomBytes(32).toString('base64url');
    this.rows.insert.run(sha256(pass), session.id_hash, now + PASS_MS);
    return pass;
  }

  /** True when the request carries a valid pass, in its cookie. */
  holds(req: IncomingMessage): boolean {
    return this.valid(readCookies(req).get(this.cookieName));
  }

  private valid(pass: string | undefined): boolean {
    if (!pass || pass.length > 64) return false;
    const now = this.clock();
    return this.rows.valid.get(sha256(pass), now, now - this.o.idleMs) !== undefined;
  }

  /**
   * The preview frame's first address, /_edit/preview?pass=…: a valid pass goes into the preview's cookie, and the
   * frame is sent on to /_edit/preview without it (nothing in the page can read it then). An invalid one is
   * dropped: the preview still works, without pictures not live yet.
   */
  enter(url: URL, res: ServerResponse): void {
    const pass = url.searchParams.get('pass') ?? '';
    if (this.valid(pass))
      res.setHeader(
        'Set-Cookie',
        cookie(this.cookieName, pass, {
          secure: this.o.secure,
          sameSite: this.o.secure ? 'None' : 'Lax',
          partitioned: this.o.secure,
          maxAgeSeconds: PASS_MS / 1000,
        }),
      );
    redirect(res, '/_edit/preview', 303);
  }
}
