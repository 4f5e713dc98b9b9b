/**
 * The git runner's process (gitRunner.ts): started once by a large process (the team server), it starts `git` for
 * it, so each start copies this small process's memory map, not the large one's. Plain JavaScript, no loader, no
 * imports of the project: it stays small.
 *
 * Messages in: `{ id, args, env, timeoutMs, maxBuffer }` runs `git …args`; `{ cancel: id }` stops that run
 * (SIGKILL). Messages out: `{ id, ok, out, err }` once a run ended. It exits when its parent goes (the channel
 * closes): runs under way finish on their own, as they would have after their parent's end.
 */
import { execFile } from 'node:child_process';

/** @type {Map<number, import('node:child_process').ChildProcess>} */
const running = new Map();

process.on('message', (/** @type {any} */ message) => {
  if (typeof message?.cancel === 'number') {
    running.get(message.cancel)?.kill('SIGKILL');
    return;
  }
  const { id, args, env, timeoutMs, maxBuffer } = message;
  const child = execFile(
    'git',
    args,
    { encoding: 'utf8', maxBuffer, timeout: timeoutMs, killSignal: 'SIGKILL', env },
    (error, out, err) => {
      running.delete(id);
      process.send?.({ id, ok: !error, out: String(out), err: String(err || error?.message || '') });
    },
  );
  running.set(id, child);
});

process.on('disconnect', () => process.exit(0));
