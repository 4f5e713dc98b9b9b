/**
 * Non-descriptive link texts, as Lighthouse 12.8's `link-text` SEO audit judges them (its English list): the
 * visible text counts, not an aria-label; links to the same page, mailto:, javascript: and nofollow are skipped.
 */
import type { PageFacts } from './pageFacts.js';

export const NON_DESCRIPTIVE = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

/** Both URLs come resolved from the browser, so the same page is the same text before the fragment. */
const samePage = (href: string, pageUrl: string) => href.split('#')[0] === pageUrl.split('#')[0];

/** The problems among a page's anchors (resolved href, visible text, rel). */
export function checkLinkTexts(anchors: PageFacts['anchors'], pageUrl: string): string[] {
  const problems: string[] = [];
  for (const a of anchors) {
    if (!a.href || /\bnofollow\b/i.test(a.rel)) continue;
    const href = a.href.toLowerCase();
    if (href.startsWith('javascript:') || href.startsWith('mailto:') || samePage(a.href, pageUrl)) continue;
    const text = a.text.trim().toLowerCase();
    if (NON_DESCRIPTIVE.has(text))
      problems.push(`link text "${a.text.trim()}" to ${a.href} does not say where it goes`);
  }
  return problems;
}
