/**
 * The two Vite builds of `npm run build`: the server bundle (the server entry and the prerender worker) and the
 * client bundle (with its manifest), each into a folder of its own. Neither reads the pages: what they produce
 * depends on the code and public/ only. So scripts/build.ts runs them in a child process (viteChild.ts) while it
 * validates the content, and their memory goes back to the system when the child ends. The server bundle is
 * built first (in about a fifth of the time of the client's): the prerender can start with it while the client
 * bundle is built, and finish its pages with the client's file names when that is done.
 */
import { build } from 'vite';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { stableStyledIds } from '../../src/engine/stableStyledIds.js';
import { WORKER_NAME } from './pool.js';
import { CLIENT_ENTRY, CLIENT_START } from './assets.js';


export interface ViteBuildOptions {
  projectRoot: string;
  /** Where pages/ and public/ are (the project, or a benchmark's generated site). */
  contentRoot: string;
  /** The client build's folder (its files are moved into the site's output afterwards). */
  out: string;
  /** The server build's folder. */
  serverOut: string;
}

/**
 * What every page loads goes into two chunks beside the entry, instead of the several small shared chunks the
 * bundler would make: React (react, react-dom, the scheduler), then the app (the router, styled-components, the
 * runtime, the layout and the start module, whose own entry file is then a one-line re-export). Few gzip streams
 * compress better and cost few requests. Two rather than one because a module is evaluated in one task:
 * entry-client evaluates React's chunk and the app's in tasks of their own (boot.start), and each stays short
 * enough not to block the page (in one they were the page's longest task). Blocks and the libraries only they
 * use stay in their own chunks.
 */
const REACT_CHUNK = {
  name: 'react',
  priority: 2,
  test: /node_modules\/(react|react-dom|scheduler)\//,
};
const APP_CHUNK = {
  name: 'app',
  priority: 1,
  test: (id: string) => /node_modules\/(@tanstack|styled-components|stylis|use-sync-external-store)\/|\/src\/(runtime|layout|theme|generated)\/|\/src\/client\/start\.tsx$/.test(id)
    && !/\/src\/layout\/(NotFound|ErrorScreen|MobileMenu)\.tsx$/.test(id),
};

export async function viteBuilds({ projectRoot, contentRoot, out, serverOut }: ViteBuildOptions, serverBuilt: () => void = () => undefined): Promise<void> {
  const common = { root: projectRoot, configFile: false as const, logLevel: 'warn' as const, publicDir: join(contentRoot, 'public'), plugins: [react(), stableStyledIds(projectRoot)] };
  // The server bundle holds the prerender worker too, as plain JavaScript: a worker thread starts in a fraction
  // of the time it takes with a TypeScript loader. warmUp's import of every layout file is meant (see
  // entry-server), so the bundler's note that most of them are in the bundle already is left out.
  // Its libraries are bundled in, React aside (its packages pick their production build when loaded): a renderer
  // then loads a few files instead of about 160 (the router alone is 90), and imports and warms the bundle up in
  // about 0.1 s instead of 0.2 s. NODE_ENV is written in as "production", which the bundle is only ever run as:
  // styled-components and the router otherwise read process.env.NODE_ENV, a slow lookup in Node, on every render.
  await build({ ...common, define: { 'process.env.NODE_ENV': JSON.stringify('production') }, ssr: { noExternal: true, external: ['react', 'react-dom'] }, build: {
    outDir: serverOut, emptyOutDir: true, copyPublicDir: false, ssr: true, target: 'node20',
    rollupOptions: {
      input: { 'entry-server': join(projectRoot, 'src/entry-server.tsx'), [WORKER_NAME]: join(projectRoot, 'scripts/prerender/worker.ts') },
      onLog(level, log, handler) { if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT' || !log.message.includes('imported by src/entry-server.tsx')) handler(level, log); },
    },
  } });
  serverBuilt();
  // public/ is copied by the build script (the bundles are cached without it: viteCache.ts). The start module is
  // an entry of its own, keeping its export, which entry-client imports by the URL in the boot data.
  await build({ ...common, build: { outDir: out, emptyOutDir: true, copyPublicDir: false, manifest: true, target: 'es2022', modulePreload: false, rollupOptions: { input: { 'entry-client': join(projectRoot, CLIENT_ENTRY), start: join(projectRoot, CLIENT_START) }, preserveEntrySignatures: 'exports-only', output: { codeSplitting: { groups: [REACT_CHUNK, APP_CHUNK] } } as never } } });
}
