/**
 * The two Vite builds of `npm run build` (extending vite.config.ts), the server bundle then the client bundle, run by
 * src/build/build.ts as a child process: options as JSON in argv[2]; it sends one message once the server bundle is
 * written, exits 0 when both are, 1 with the error on stderr otherwise, and stops when its parent goes away.
 */
import { build, mergeConfig } from 'vite';
import { join } from 'node:path';
import { siteConfig } from '../../vite.config';
import { WORKER_NAME } from './pool.js';
import { CLIENT_ENTRY, CLIENT_START } from './assets.js';

export interface ViteBuildOptions {
  projectRoot: string;
  /** Where public/ is (the project, or a benchmark's generated site). */
  contentRoot: string;
  /** The client build's folder (its files are moved into the site's output afterwards). */
  out: string;
  serverOut: string;
}

/**
 * What every page loads goes into two chunks beside the entry: React, then the app (router, styled-components,
 * renderer, layout, block declarations, start module). Few chunks compress better and cost few requests; two, as
 * entry-client evaluates each in a task of its own (boot.start). Blocks and their libraries keep their own chunks.
 */
const CHUNKS = [
  { name: 'react', priority: 2, test: /node_modules\/(react|react-dom|scheduler)\// },
  {
    name: 'app',
    priority: 1,
    test: (id: string) =>
      /node_modules\/(@tanstack|styled-components|stylis|use-sync-external-store)\/|\/src\/(render|contract|layout|theme|generated)\/|\/src\/blocks\/[^/]+\/block\.ts$|\/src\/client\/start\.tsx$/.test(
        id,
      ) &&
      !/\/src\/layout\/(NotFound|ErrorScreen|MobileMenu|LanguageList|LanguageSwitcher|OutOfDateNote|ResourcesLayout)\.tsx$/.test(
        id,
      ),
  },
];

export async function viteBuilds(
  { projectRoot, contentRoot, out, serverOut }: ViteBuildOptions,
  serverBuilt: () => void = () => undefined,
): Promise<void> {
  const base = mergeConfig(siteConfig(projectRoot), {
    configFile: false,
    logLevel: 'warn',
    publicDir: join(contentRoot, 'public'),
    build: { emptyOutDir: true, copyPublicDir: false },
  });
  // The server bundle holds its libraries, React aside (a few files to load instead of about 160), built as production
  // (no reads of process.env.NODE_ENV, slow in Node); warmUp's import of every layout file is meant, so not reported.
  await build(
    mergeConfig(base, {
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true, external: ['react', 'react-dom'] },
      build: {
        outDir: serverOut,
        ssr: true,
        target: 'node20',
        rollupOptions: {
          input: {
            render: join(projectRoot, 'src/build/render.tsx'),
            [WORKER_NAME]: join(projectRoot, 'src/build/worker.ts'),
          },
          onLog(level: never, log: { code?: string; message: string }, handler: (level: never, log: unknown) => void) {
            if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT' || !log.message.includes('render.tsx')) handler(level, log);
          },
        },
      },
    }),
  );
  serverBuilt();
  // The start module is an entry of its own, keeping its export, which entry-client imports by URL.
  await build(
    mergeConfig(base, {
      build: {
        outDir: out,
        manifest: true,
        modulePreload: false,
        rollupOptions: {
          input: { 'entry-client': join(projectRoot, CLIENT_ENTRY), start: join(projectRoot, CLIENT_START) },
          preserveEntrySignatures: 'exports-only',
          output: { codeSplitting: { groups: CHUNKS } } as never,
        },
      },
    }),
  );
}

if (process.send && process.argv[2]?.startsWith('{')) {
  process.on('disconnect', () => process.exit(1));
  viteBuilds(JSON.parse(process.argv[2]) as ViteBuildOptions, () => process.send?.('server-built')).then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : e);
      process.exit(1);
    },
  );
}
