/**
 * `npm run edit [-- --root <dir>] [--port <n>]`: starts the editor on http://localhost:5173/_edit (the next free
 * port if 5173 is taken), bound to 127.0.0.1 only. `--root` (or EDIT_ROOT) names another content folder holding
 * pages/, schema/ and public/ (the end-to-end tests edit a temporary copy); the default is this project.
 * No account, no network, no configuration.
 */
import { createServer, mergeConfig } from 'vite';
import { devConfig } from '../../vite.config.js';
import { resolve, join } from 'node:path';
import { existsSync } from 'node:fs';
import { editorPlugin } from './plugin.js';
import { dropOld, STAGING } from './staging.js';
import { EDITOR_HOST, newToken } from './guard.js';
import { words } from '../words.js';

const projectRoot = resolve(import.meta.dirname, '../..');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const root = resolve(option('root') ?? process.env.EDIT_ROOT ?? projectRoot);
const port = Number(option('port') ?? 5173);
if (!existsSync(join(root, 'pages'))) {
  console.error(words.server.noPages(root));
  process.exit(1);
}

// Pictures uploaded for changes left unsaved for a week are dropped (staging.ts); newer ones wait for their drafts.
dropOld(root);

// The site's dev config for the content under `root` (previews, page data, watcher, pictures all read it).
const server = await createServer(
  mergeConfig(await devConfig(root), {
    configFile: false,
    root: projectRoot,
    publicDir: join(root, 'public'),
    // No CORS answers at all: no other origin may read the editor's page, its token or the files.
    server: {
      host: '127.0.0.1',
      port,
      strictPort: option('port') !== undefined,
      cors: false,
      // The editor shows content problems on their fields; the dev server's overlay would cover the editor instead
      // (Vite even keeps an error sent while no page was open, for the next page that connects).
      hmr: { overlay: false },
      // Pictures not saved yet are served only by the editor's own route (plugin.ts), never as project files.
      fs: { allow: [projectRoot, root], deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', `**/${STAGING}/**`] },
    },
    plugins: [editorPlugin({ root, token: newToken() })],
    logLevel: 'warn',
  }),
);
await server.listen();
const address = server.httpServer?.address();
const actual = address && typeof address === 'object' ? address.port : port;
console.log(words.server.started(`http://${EDITOR_HOST}:${actual}/_edit`, root));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
