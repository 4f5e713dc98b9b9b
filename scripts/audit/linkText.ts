/**
 * Non-descriptive link texts, as Lighthouse 12.8's `link-text` SEO audit judges them (its English list): the
 * visible text counts, not an aria-label; links to the same page, mailto:, javascript: and nofollow are skipped.
 */
export const NON_DESCRIPTIVE = new Set([
  'click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info',
  'more information', 'right here', 'read more', 'see more', 'start', 'this',
]);

export interface AnchorInfo {
  /** The resolved href (a.href). */
  href: string;
  /** The visible text (innerText). */
  text: string;
  rel: string;
}

function samePage(href: string, pageUrl: string): boolean {
  const a = new URL(href);
  const b = new URL(pageUrl);
  a.hash = '';
  b.hash = '';
  return a.href === b.href;
}

export function checkLinkTexts(anchors: AnchorInfo[], pageUrl: string): string[] {
  const problems: string[] = [];
  for (const a of anchors) {
    if (!a.href || /\bnofollow\b/i.test(a.rel)) continue;
    const href = a.href.toLowerCase();
    if (href.startsWith('javascript:') || href.startsWith('mailto:') || samePage(a.href, pageUrl)) continue;
    const text = a.text.trim().toLowerCase();
    if (NON_DESCRIPTIVE.has(text)) problems.push(`link text "${a.text.trim()}" to ${a.href} does not say where it goes`);
  }
  return problems;
}
