/**
 * The page's one script. The prerendered HTML is complete and readable without it; it waits for the page to
 * load and paint (its pictures first), then preloads the chunks the server listed for this page and starts the
 * app, which hydrates the page.
 */
import { afterPageLoad, preloadModules, readBootData } from './client/boot';

const boot = readBootData();
await afterPageLoad();
preloadModules(boot.preload);
// In the build, by the URL the server wrote: a plain import() needs the bundler's helper, which lives in the
// app chunk, and importing it would fetch the whole app at once, before the page's pictures.
const { start } = (import.meta.env.DEV ? await import('./client/start') : await import(/* @vite-ignore */ boot.start!)) as typeof import('./client/start');
await start(boot);
