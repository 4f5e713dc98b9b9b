/**
 * `npm run edit [-- --root <dir>] [--port <n>]`: starts the editor on http://localhost:5173/_edit (the next free
 * port if 5173 is taken), bound to 127.0.0.1 only (localServer.ts). `--root` (or EDIT_ROOT) names another content
 * folder holding pages/, schema/ and public/ (the end-to-end tests edit a temporary copy); the default is this
 * project. No account, no network, no configuration.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { words } from '../contract/words.js';
import { EDITOR_HOST, newToken } from './guard.js';
import { startLocalEditor } from './localServer.js';
import { dropOld } from '../core/staging.js';

const projectRoot = resolve(import.meta.dirname, '../..');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const root = resolve(option('root') ?? process.env.EDIT_ROOT ?? projectRoot);
if (!existsSync(join(root, 'pages'))) {
  console.error(words.server.noPages(root));
  process.exit(1);
}

// Pictures uploaded for changes left unsaved for a week are dropped (staging.ts); newer ones wait for their drafts.
dropOld(root);

const editor = await startLocalEditor({
  root,
  projectRoot,
  port: Number(option('port') ?? 5173),
  strictPort: option('port') !== undefined,
  token: newToken(),
});
console.log(words.server.started(`http://${EDITOR_HOST}:${editor.port}/_edit`, root));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void editor.close().finally(() => process.exit(0));
  });
}
