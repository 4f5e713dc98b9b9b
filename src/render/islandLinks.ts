/**
 * Links inside islands (static blocks kept as the server rendered them) are plain anchors; one listener lets the
 * router follow a page link clicked without a modifier key. Files, new tabs, downloads, other sites, same-page
 * anchors and another language's pages (a document navigation: src/render/language.ts) keep the browser's behaviour.
 */

/** The in-site page address an island link click should navigate to, or null to leave the click alone. */
export function islandHref(
  event: MouseEvent,
  here: Location,
  otherLanguage: (path: string) => boolean = () => false,
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('[data-island] a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || /\.[a-z0-9]+$/i.test(url.pathname) || otherLanguage(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

/** Installs the one click listener on the document, for the page's lifetime. */
export function followIslandLinks(
  router: { navigate(opts: { href: string }): unknown },
  otherLanguage?: (path: string) => boolean,
): void {
  document.addEventListener('click', (event) => {
    const href = islandHref(event, location, otherLanguage);
    if (href === null) return;
    event.preventDefault();
    void router.navigate({ href });
  });
}
