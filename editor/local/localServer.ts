/**
 * The local editor's server (`npm run edit`): the site's Vite development server with the editor's plugin
 * (plugin.ts), on 127.0.0.1 only, behind a plain node:http server of its own so that its connections are bounded
 * as the team editor's are: headers within HEADERS_MS (checked every second, not Node's default 30 s), a request
 * within REQUEST_MS; request bodies are bounded by body.ts.
 *
 * Vite serves no file the editor does not need: besides its own denials (.env, certificates, .git), it refuses the
 * team editor's data folder (.team/: its secrets and database), any database file, pictures not saved yet (served
 * only by the editor's own route), and the package manager's records in node_modules.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { createServer, mergeConfig, type ViteDevServer } from 'vite';
import { devConfig } from '../../vite.config.js';
import { editorPlugin } from './plugin.js';
import { STAGING } from '../core/staging.js';

export const HEADERS_MS = 20_000;
export const REQUEST_MS = 120_000;

/** Files Vite never serves, whatever the address asks (picomatch patterns, as Vite's `server.fs.deny`). */
export const DENIED = [
  '.env',
  '.env.*',
  '*.{crt,pem,key}',
  '**/.git/**',
  '**/.team/**',
  '**/*.{db,db-wal,db-shm,db-journal,sqlite,sqlite3}',
  `**/${STAGING}/**`,
  '**/node_modules/.package-lock.json',
  '**/node_modules/.modules.yaml',
  '**/node_modules/.yarn-state.yml',
];

export interface LocalEditorOptions {
  /** The content folder (pages/, schema/, public/). */
  root: string;
  /** The code (this project). */
  projectRoot: string;
  port: number;
  /** Refuse to start when the port is taken; otherwise the next free one is used. */
  strictPort: boolean;
  /** The per-start token the editor's page carries. */
  token: string;
  limits?: Partial<{ headersMs: number; requestMs: number }>;
}

export interface LocalEditor {
  vite: ViteDevServer;
  http: Server;
  port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port`, or (unless `strict`) the next free port; resolves with the port taken. */
function listen(http: Server, port: number, strict: boolean): Promise<number> {
  return new Promise((done, fail) => {
    const tryPort = (p: number) => {
      const onError = (e: NodeJS.ErrnoException) => {
        if (e.code === 'EADDRINUSE' && !strict && p < port + 20) return tryPort(p + 1);
        fail(e);
      };
      http.once('error', onError);
      http.listen(p, '127.0.0.1', () => {
        http.off('error', onError);
        done(p);
      });
    };
    tryPort(port);
  });
}

export async function startLocalEditor(o: LocalEditorOptions): Promise<LocalEditor> {
  const http = createHttpServer({ connectionsCheckingInterval: 1_000 });
  http.headersTimeout = o.limits?.headersMs ?? HEADERS_MS;
  http.requestTimeout = o.limits?.requestMs ?? REQUEST_MS;
  const projectRoot = resolve(o.projectRoot);
  // The site's dev config for the content under `root` (previews, page data, watcher, pictures all read it).
  const vite = await createServer(
    mergeConfig(await devConfig(o.root), {
      configFile: false,
      root: projectRoot,
      publicDir: join(o.root, 'public'),
      server: {
        middlewareMode: true,
        // No CORS answers at all: no other origin may read the editor's page, its token or the files.
        cors: false,
        // The editor shows content problems on their fields; the dev server's overlay would cover the editor
        // instead (Vite even keeps an error sent while no page was open, for the next page that connects).
        hmr: { overlay: false },
        // Its live updates over this server's own connection.
        ws: { server: http },
        fs: { allow: [projectRoot, o.root], deny: DENIED },
      },
      plugins: [editorPlugin({ root: o.root, token: o.token })],
      logLevel: 'warn',
    }),
  );
  http.on('request', vite.middlewares);
  const port = await listen(http, o.port, o.strictPort);
  return {
    vite,
    http,
    port,
    close: async () => {
      await vite.close();
      await new Promise<void>((done) => {
        http.close(() => done());
        http.closeAllConnections();
      });
    },
  };
}
