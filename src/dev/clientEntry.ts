/**
 * The dev server's client entry (`npm run dev`): the site's own entry, with the block gallery's route added first
 * (src/client/start.tsx reads it only when `import.meta.env.DEV`), so no production module imports the gallery.
 */
import type { DevGlobals } from '../client/start';
import { devRoutes } from './galleryRoute';

(globalThis as DevGlobals).siteDevRoutes = devRoutes;
await import('../client/entry');
