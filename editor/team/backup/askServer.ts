/**
 * The backup command's side of the control socket (controlSocket.ts): asks the running team server for a moment,
 * or finds that none runs. A socket file nobody listens on (a server that stopped) counts as no server; so does no
 * file. Whether anything answers on the editor's own port is asked too (`portAnswers`): a server that could not
 * make its socket must not be backed up behind its back.
 */
import { connect, type Socket } from 'node:net';
import { REQUEST, socketPath } from './controlSocket.js';
import { TOKEN } from './manifest.js';

const ANSWER_MAX = 4096;

export class ServerRefused extends Error {
  override name = 'ServerRefused';
}

/**
 * Asks the server on `dataDir`'s control socket for a moment: its token, or null when no server listens there.
 * Waits at most `waitMs` (the server may wait for a publish to end first).
 */
export function askForMoment(dataDir: string, waitMs: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath(dataDir));
    let answer = '';
    let connected = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new ServerRefused('the team editor did not answer in time'));
    }, waitMs);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    socket.on('connect', () => {
      connected = true;
      // The writing side stays open until the answer: a closed one would tell the server this client left.
      socket.write(`${REQUEST}\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      if (answer.length > ANSWER_MAX) socket.destroy(new Error('too long an answer'));
    });
    socket.on('end', () => {
      socket.end();
      let parsed: { snapshot?: unknown; error?: unknown };
      try {
        parsed = JSON.parse(answer) as typeof parsed;
      } catch {
        return settle(() => reject(new ServerRefused('the team editor gave no answer')));
      }
      if (typeof parsed.snapshot === 'string' && TOKEN.test(parsed.snapshot))
        return settle(() => resolve(parsed.snapshot as string));
      settle(() => reject(new ServerRefused(`the team editor refused: ${String(parsed.error ?? 'no reason')}`)));
    });
    socket.on('close', () => settle(() => reject(new ServerRefused('the team editor closed the control socket'))));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      if (!connected && (e.code === 'ENOENT' || e.code === 'ECONNREFUSED')) return settle(() => resolve(null));
      settle(() => reject(new ServerRefused(`the team editor's control socket failed: ${e.message}`)));
    });
  });
}

/** True when something accepts connections at `host:port` (the team editor's own address) within a second. */
export function portAnswers(listen: { host: string; port: number }): Promise<boolean> {
  return answers(() => connect(listen.port, listen.host));
}

/** True when a server listens on the control socket at `path` (nothing is asked of it). */
export function socketAnswers(path: string): Promise<boolean> {
  return answers(() => connect(path));
}

function answers(open: () => Socket): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = open();
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}
