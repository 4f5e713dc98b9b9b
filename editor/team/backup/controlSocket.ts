/**
 * The team server's control socket, `<data folder>/control.sock`: how `npm run team -- backup`, a process of its
 * own, gets its moment from the running server (betweenTurns.ts). A Unix socket in the team's private data folder,
 * itself owner-only (mode 0600), so only the server's own account can ask. It answers one request and nothing else:
 * the line `snapshot`, answered with `{"snapshot": "<token>"}` (the moment's folder and pinned refs, moment.ts) or
 * `{"error": "…"}`. Bounded: a few connections at a time, a request line of at most 64 bytes within 10 s, one
 * request per connection; a client that leaves before its answer has its moment dropped.
 */
import { chmodSync, lstatSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';

export const SOCKET = 'control.sock';
export const REQUEST = 'snapshot';
const LINE_MAX = 64;
const LINE_MS = 10_000;
const CONNECTIONS_MAX = 4;

export function socketPath(dataDir: string): string {
  return join(dataDir, SOCKET);
}

export interface ControlOptions {
  dataDir: string;
  /** Takes a moment for a backup; `signal` fires when the client has left. Resolves with its token. */
  snapshot(signal: AbortSignal): Promise<string>;
  /** Drops a moment taken for a client that left before its answer. */
  drop(token: string): Promise<void>;
  /** True when a server already answers on the path (then this one does not take it over). */
  answering(path: string): Promise<boolean>;
  log?: (line: string) => void;
}

export interface Control {
  close(): Promise<void>;
}

/** Listens on the data folder's control socket; a socket left by a server that stopped is replaced. */
export async function startControlSocket(o: ControlOptions): Promise<Control> {
  const path = socketPath(o.dataDir);
  const log = o.log ?? (() => undefined);
  const none: Control = { close: async () => undefined };
  const found = lstatSync(path, { throwIfNoEntry: false });
  if (found && !found.isSocket()) {
    log(`backups: ${path} is not a socket; backups cannot reach this server (remove it and start again)`);
    return none;
  }
  if (found) {
    if (await o.answering(path)) {
      log(`backups: another server answers on ${path}; backups reach that one`);
      return none;
    }
    rmSync(path, { force: true });
  }
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    serve(socket, o, log);
  });
  server.maxConnections = CONNECTIONS_MAX;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    chmodSync(path, 0o600);
  } catch (e) {
    log(
      `backups: the control socket ${path} could not be made (${(e as Error).message}); backups refuse while this server runs`,
    );
    return none;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

function serve(socket: Socket, o: ControlOptions, log: (line: string) => void): void {
  let line = '';
  const left = new AbortController();
  socket.on('close', () => left.abort());
  socket.on('error', () => undefined);
  socket.setTimeout(LINE_MS, () => socket.destroy());
  const answer = (value: object) => {
    if (!socket.destroyed) socket.end(`${JSON.stringify(value)}\n`);
  };
  const onData = (chunk: Buffer) => {
    line += chunk.toString('latin1');
    const end = line.indexOf('\n');
    if (end < 0 && line.length <= LINE_MAX) return;
    socket.off('data', onData);
    // One request per connection: anything more ends it (a client that leaves is noticed as it closes).
    socket.on('data', () => socket.destroy());
    if (end < 0 || line.slice(0, end).trim() !== REQUEST) return answer({ error: 'unknown request' });
    // The moment may wait for a publish to end: the client waits as long.
    socket.setTimeout(0);
    o.snapshot(left.signal).then(
      (token) => {
        if (socket.destroyed || left.signal.aborted) {
          void o.drop(token).catch(() => undefined);
          return;
        }
        answer({ snapshot: token });
      },
      (e: Error) => {
        log(`backups: no moment for a backup: ${e.message}`);
        answer({ error: e.message });
      },
    );
  };
  socket.on('data', onData);
}
