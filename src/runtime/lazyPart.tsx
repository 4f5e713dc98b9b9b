import { lazy, Suspense, type ComponentType } from 'react';

/** A layout component loaded on demand; preload() before rendering makes it render synchronously (and on the server). */
export type LazyPart<P> = ((props: P) => React.JSX.Element) & { preload(): Promise<void> };

/**
 * Wraps a rarely needed layout part (the resources frame, the not-found and error screens) so that it is not in
 * every page's first-load JavaScript. Route loaders preload it for the pages that show it, before rendering.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => (pending ??= load().then((c) => { loaded = c; }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Part(props: P) {
    const Component = loaded;
    return Component ? <Component {...props} /> : <Suspense fallback={null}><Lazy {...props} /></Suspense>;
  }
  return Object.assign(Part, { preload });
}
