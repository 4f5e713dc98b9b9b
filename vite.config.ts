import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './src/engine/vitePlugin';
import { stableStyledIds } from './src/engine/stableStyledIds';

/**
 * One config for the dev server (server rendering, YAML hot reload) and both builds (client, server).
 * scripts/build.ts drives the production build and passes its already-validated manifest in.
 */
export default defineConfig({
  appType: 'custom',
  plugins: [react(), stableStyledIds(import.meta.dirname), sitePlugin({ root: import.meta.dirname })],
  ssr: { noExternal: ['styled-components'] },
  server: { port: 5173 },
  // Scan every block up front so the dev server never re-optimises (and reloads the page) on first use of a block.
  optimizeDeps: { entries: ['src/entry-client.tsx', 'src/blocks/*/index.tsx'] },
  build: { target: 'es2022' },
});
