import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stableStyledIds } from './src/build/stableStyledIds';

/**
 * What the dev server and the build share: React, styled-components ids that do not depend on the machine, and
 * the browsers the bundles target. The build (src/build/vite.ts) extends it with its two bundles.
 */
export function siteConfig(root: string): UserConfig {
  return {
    root,
    plugins: [react(), stableStyledIds(root)],
    build: { target: 'es2022' },
    // The router's store asks for the shim of useSyncExternalStore, for React before 18; the package's own
    // entry for React 18 and later uses React's hook and leaves the shim's code out of the bundle.
    resolve: { alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' } },
  };
}

/**
 * The dev server: server rendering and YAML hot reload (src/dev/sitePlugin.ts) of the content under
 * `contentRoot` (its pages/, schema/ and public/; the editor's `--root`), with this project's code.
 */
export async function devConfig(contentRoot: string): Promise<UserConfig> {
  const { sitePlugin } = await import('./src/dev/sitePlugin');
  const { pictureHeaders } = await import('./src/common/pictureHeaders');
  return mergeConfig(siteConfig(import.meta.dirname), {
    appType: 'custom',
    plugins: [pictureHeaders(), sitePlugin({ root: contentRoot })],
    ssr: { noExternal: ['styled-components'] },
    server: { port: 5173 },
    // Scan every block up front so the dev server never re-optimises (and reloads the page) on first use of a block.
    optimizeDeps: { entries: ['src/client/entry.tsx', 'src/blocks/*/index.tsx'] },
  });
}

export default defineConfig(() => devConfig(import.meta.dirname));
