/**
 * The team editor's app as a production build (not a development server): the editor page's and the preview
 * frame's scripts, built by Vite with the site's own settings (siteConfig) into `dist-editor/` under the project,
 * served at /_edit/assets/. `ensureAppBuild` builds when the folder is missing or older than the editor's and the
 * site's sources; `appEntries` reads which files each page loads from Vite's manifest.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const APP_BASE = '/_edit/';
export const APP_ENTRIES = { editor: 'editor/app/main.tsx', preview: 'editor/app/preview/main.tsx' } as const;
export type AppPage = keyof typeof APP_ENTRIES;

/** The folder the team editor's app is built into. */
export function appDir(projectRoot: string): string {
  return join(projectRoot, 'dist-editor');
}

/** The newest modification time among the files under `dir` (0 when it does not exist). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const SOURCES = ['editor/app', 'editor/contract', 'src', 'package-lock.json'];

/** True when the built app is missing or older than a source it is made from. */
export function appBuildStale(projectRoot: string): boolean {
  const manifest = join(appDir(projectRoot), '.vite/manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return SOURCES.some((s) => {
    const p = join(projectRoot, s);
    if (!existsSync(p)) return false;
    return (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs) > built;
  });
}

/** Builds the app (Vite, production) when it is stale. */
export async function ensureAppBuild(projectRoot: string, log: (line: string) => void): Promise<void> {
  if (!appBuildStale(projectRoot)) return;
  log('Building the editor…');
  const [{ build, mergeConfig }, { siteConfig }] = await Promise.all([
    import('vite'),
    import('../../../vite.config.js'),
  ]);
  // Vite and its React plugin take NODE_ENV as they find it: started under a test runner (NODE_ENV=test) they would
  // build React's development JSX, which the production React bundled beside it cannot run.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildApp(projectRoot, build, mergeConfig, siteConfig);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildApp(
  projectRoot: string,
  build: typeof import('vite').build,
  mergeConfig: typeof import('vite').mergeConfig,
  siteConfig: typeof import('../../../vite.config.js').siteConfig,
): Promise<void> {
  await build(
    mergeConfig(siteConfig(projectRoot), {
      configFile: false,
      mode: 'production',
      logLevel: 'warn',
      base: APP_BASE,
      publicDir: false,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: appDir(projectRoot),
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // The editor is one app for people at work on a desktop or a phone, loaded once per sign-in: its forms,
        // rich text and renderer make a chunk of about 1.3 MB, which Vite would warn about at every start.
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          input: Object.fromEntries(Object.entries(APP_ENTRIES).map(([k, v]) => [k, join(projectRoot, v)])),
        },
      },
    }),
  );
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The script and style addresses each page loads, from the build's manifest. */
export function appEntries(projectRoot: string): Record<AppPage, { script: string; styles: string[] }> {
  const manifest = JSON.parse(readFileSync(join(appDir(projectRoot), '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const styles = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => styles(k, seen))];
  };
  const entry = (page: AppPage) => {
    const chunk = manifest[APP_ENTRIES[page]];
    if (!chunk) throw new Error(`The editor's build has no ${page} page: build it again.`);
    return { script: APP_BASE + chunk.file, styles: styles(APP_ENTRIES[page]).map((f) => APP_BASE + f) };
  };
  return { editor: entry('editor'), preview: entry('preview') };
}
