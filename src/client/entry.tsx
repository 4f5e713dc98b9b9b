/** The page's one script: once the page has loaded and painted, it starts the app (src/client/boot.ts, bootApp). */
import { bootApp, type StartModule } from './boot';

// In the build, by the URLs the server wrote: a plain import() needs the bundler's helper, which lives in the
// app chunk, and importing it would fetch the whole app at once, before the page's pictures.
await bootApp(
  (url) => import(/* @vite-ignore */ url),
  import.meta.env.DEV ? () => import('./start') as Promise<StartModule> : undefined,
);
