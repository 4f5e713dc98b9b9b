/**
 * Unsaved drafts, kept in the browser's localStorage on every change until saved or discarded, so a closed tab,
 * a crash or a reload loses nothing. A draft remembers the file version it started from: saving it over a file
 * that changed since is refused by the server.
 */
export interface Draft {
  data: Record<string, unknown>;
  version: string;
}

const PREFIX = 'site-editor:draft:';

export const drafts = {
  get(file: string): Draft | null {
    try {
      const raw = localStorage.getItem(PREFIX + file);
      return raw ? (JSON.parse(raw) as Draft) : null;
    } catch {
      return null;
    }
  },
  set(file: string, draft: Draft): void {
    localStorage.setItem(PREFIX + file, JSON.stringify(draft));
    window.dispatchEvent(new Event('site-editor:drafts'));
  },
  drop(file: string): void {
    localStorage.removeItem(PREFIX + file);
    window.dispatchEvent(new Event('site-editor:drafts'));
  },
  files(): string[] {
    return Object.keys(localStorage)
      .filter((k) => k.startsWith(PREFIX))
      .map((k) => k.slice(PREFIX.length));
  },
};
