/**
 * The local editor (`npm run edit`) as the editor's benchmarks start it: on a temporary copy of the content
 * (tests/editor/tempRoot.ts), on `port`, ended when this process exits.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { makeEditRoot, projectRoot } from '../../tests/editor/tempRoot';

/** Starts it and resolves once it says where it listens, with `stop`, which ends it (it also ends with this process). */
export async function startLocalEditor(port: number): Promise<{ stop: () => void }> {
  const root = makeEditRoot();
  const server = spawn(
    process.execPath,
    [
      join(projectRoot, 'node_modules/tsx/dist/cli.mjs'),
      join(projectRoot, 'editor/local/start.ts'),
      '--root',
      root,
      '--port',
      String(port),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  process.on('exit', () => server.kill('SIGTERM'));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('/_edit')) resolve();
    });
    server.on('exit', () => reject(new Error('the editor did not start')));
  });
  return { stop: () => server.kill('SIGTERM') };
}
