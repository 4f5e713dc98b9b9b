/**
 * Unsaved drafts, kept in the browser's localStorage on every change until saved or discarded, so a closed tab,
 * a crash or a reload loses nothing. A draft remembers the file version it started from: saving it over a file
 * that changed since is refused by the server. In team mode (team/) each person has drafts of their own, and each
 * change is copied to the team server as well (team/draftMirror.ts).
 */
import { session } from './team/session';
import { draftMirror } from './team/draftMirror';

export interface Draft {
  data: Record<string, unknown>;
  version: string;
}

const PREFIX = `site-editor:draft:${session ? `team:${session.person.id}:` : ''}`;

export const drafts = {
  get(file: string): Draft | null {
    try {
      const raw = localStorage.getItem(PREFIX + file);
      return raw ? (JSON.parse(raw) as Draft) : null;
    } catch {
      return null;
    }
  },
  /** `mirror` false: a copy of the team server's own draft, not sent back to it. */
  set(file: string, draft: Draft, mirror = true): void {
    localStorage.setItem(PREFIX + file, JSON.stringify(draft));
    if (mirror) draftMirror.changed(file, draft);
    window.dispatchEvent(new Event('site-editor:drafts'));
  },
  drop(file: string): void {
    // Opening a file without changes drops its (absent) draft too: only a draft that was here is dropped there.
    if (localStorage.getItem(PREFIX + file) !== null) draftMirror.dropped(file);
    localStorage.removeItem(PREFIX + file);
    window.dispatchEvent(new Event('site-editor:drafts'));
  },
  files(): string[] {
    const here = Object.keys(localStorage)
      .filter((k) => k.startsWith(PREFIX))
      .map((k) => k.slice(PREFIX.length));
    return [...new Set([...here, ...draftMirror.onServer()])];
  },
};
