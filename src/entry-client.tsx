/**
 * The page's one script. The prerendered HTML is complete and readable without it; it waits for the first
 * paint, then preloads the chunks the server listed for this page and starts the app, which hydrates the page.
 */
import { afterFirstPaint, preloadModules, readBootData } from './client/boot';

const boot = readBootData();
await afterFirstPaint();
preloadModules(boot.preload);
const { start } = await import('./client/start');
await start(boot);
