/** Starts `npm run edit` on a fresh temporary copy of the content (the tests' web server). */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { editorPort, makeEditRoot, projectRoot } from './tempRoot';

const root = makeEditRoot();
const child = spawn(
  process.execPath,
  [
    join(projectRoot, 'node_modules/tsx/dist/cli.mjs'),
    join(projectRoot, 'editor/local/start.ts'),
    '--root',
    root,
    '--port',
    String(editorPort),
  ],
  { stdio: 'inherit' },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
