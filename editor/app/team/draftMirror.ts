/**
 * Team mode: every unsaved draft kept in localStorage (drafts.ts) is copied to the team server too, so the work
 * goes on from another computer. A change is sent about a second after the typing pauses (the latest one only:
 * the last write wins); a failed send is tried again quietly, later, and never holds up the typing. The files
 * not yet sent are remembered in localStorage, so a reload sends them after all.
 */
import { ApiError } from '../api';
import { session } from './session';
import { teamApi } from './teamApi';

/** A draft as drafts.ts keeps it (its own type is not imported: drafts.ts imports this module). */
interface Mirrored {
  data: Record<string, unknown>;
  version: string;
}

export const DEBOUNCE_MS = 1000;
const RETRY_MS = [2000, 5000, 15000, 30000];

const UNSENT = `site-editor:team:${session?.person.id ?? 0}:unsent`;

/** What is still to be sent per file: a draft, or null for "dropped". */
const pending = new Map<string, Mirrored | null>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const sending = new Map<string, Promise<void>>();
const failures = new Map<string, number>();
/** Files the server keeps a draft of (from `drafts`, then as this page sends them). */
const onServer = new Set<string>();

function remember(): void {
  try {
    const files = [...pending.keys()];
    if (files.length) localStorage.setItem(UNSENT, JSON.stringify(files));
    else localStorage.removeItem(UNSENT);
  } catch {
    // A full or refused localStorage: the copy in memory is still sent.
  }
}

function schedule(file: string, wait: number): void {
  clearTimeout(timers.get(file));
  timers.set(
    file,
    setTimeout(() => {
      timers.delete(file);
      void send(file);
    }, wait),
  );
}

async function send(file: string): Promise<void> {
  const busy = sending.get(file);
  if (busy) {
    // One send per file at a time, in order: the newer change goes after it.
    await busy;
    if (pending.has(file) && !sending.has(file) && !timers.has(file)) return send(file);
    return;
  }
  if (!pending.has(file)) return;
  const draft = pending.get(file)!;
  const run = (async () => {
    try {
      if (draft) await teamApi.putDraft(file, draft.data, draft.version);
      else await teamApi.dropDraft(file);
      if (draft) onServer.add(file);
      else onServer.delete(file);
      failures.delete(file);
      // Sent, unless a newer change came meanwhile (it has its own timer).
      if (pending.get(file) === draft) {
        pending.delete(file);
        remember();
      }
    } catch (e) {
      // Refused for good (too large, not allowed, signed out): not tried again. Otherwise later, quietly.
      const status = e instanceof ApiError ? e.status : 0;
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
        if (pending.get(file) === draft) pending.delete(file);
        remember();
        return;
      }
      const n = failures.get(file) ?? 0;
      failures.set(file, n + 1);
      if (pending.get(file) === draft && !timers.has(file)) schedule(file, RETRY_MS[Math.min(n, RETRY_MS.length - 1)]);
    }
  })();
  sending.set(file, run);
  await run;
  sending.delete(file);
}

export const draftMirror = {
  /** A draft was written (drafts.set): send it when the typing pauses. */
  changed(file: string, draft: Mirrored): void {
    if (!session) return;
    pending.set(file, draft);
    remember();
    schedule(file, DEBOUNCE_MS);
  },
  /** A draft was dropped (saved or discarded): drop the server's copy too. */
  dropped(file: string): void {
    if (!session) return;
    pending.set(file, null);
    onServer.delete(file);
    remember();
    schedule(file, DEBOUNCE_MS);
  },
  /** Sends everything still waiting now (before signing out); true when all of it reached the server. */
  async flush(): Promise<boolean> {
    for (const [file, t] of timers) {
      clearTimeout(t);
      timers.delete(file);
    }
    await Promise.all([...pending.keys()].map((f) => send(f)));
    await Promise.all([...sending.values()]);
    return pending.size === 0;
  },
  /**
   * At start: learns which files the server keeps drafts of, and sends again the ones a reload interrupted
   * (`read` is drafts.get: the draft as it is in localStorage now, or null when it was dropped since).
   */
  async start(read: (file: string) => Mirrored | null): Promise<void> {
    if (!session) return;
    let unsent: string[] = [];
    try {
      unsent = JSON.parse(localStorage.getItem(UNSENT) ?? '[]') as string[];
    } catch {
      // Nothing readable to send again.
    }
    for (const file of unsent) {
      if (pending.has(file)) continue;
      pending.set(file, read(file));
      schedule(file, 0);
    }
    try {
      for (const d of await teamApi.drafts()) if (!pending.has(d.file) || pending.get(d.file)) onServer.add(d.file);
    } catch {
      // The list's marks stay those of this browser.
    }
  },
  /** The files the server keeps a draft of (shown as unsaved in the page list). */
  onServer(): string[] {
    return [...onServer];
  },
  /** Tests only: forgets everything. */
  reset(): void {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
    pending.clear();
    sending.clear();
    failures.clear();
    onServer.clear();
  },
};
