/** The pure parts of the downloads block: the button's full name and the detail lines of a card. */
import type { DownloadsBlock } from '../../generated/content';
import { fill } from '../../render/fill';
import { counts, pluralOf } from '../../render/numbers';

export type DownloadItem = DownloadsBlock['categories'][number]['items'][number];
export type DownloadLabels = NonNullable<DownloadsBlock['labels']>;

/** The download button's accessible name, from the block's template. */
export function buttonName(template: string, item: DownloadItem): string {
  return fill(template, { title: item.title, size: item.downloadSize });
}

/**
 * The detail lines under a card's text, in order: size, pages, version, last updated, applicability (each only when
 * both the value and its words exist); the count of pages as the page's locale writes it and chooses its form.
 */
export function details(
  labels: DownloadLabels | undefined,
  item: DownloadItem,
  locale = 'en-IN',
): { key: string; icon: string; text: string }[] {
  const out = [{ key: 'size', icon: 'file-text', text: item.downloadSize }];
  if (item.pages !== undefined && labels?.pages)
    out.push({
      key: 'pages',
      icon: 'book-open',
      text: fill(labels.pages[pluralOf(locale, item.pages)], counts(locale, { count: item.pages })),
    });
  if (item.version && labels?.version)
    out.push({ key: 'version', icon: 'tag', text: fill(labels.version, { version: item.version }) });
  if (item.lastUpdated && labels?.lastUpdated)
    out.push({ key: 'updated', icon: 'calendar', text: fill(labels.lastUpdated, { date: item.lastUpdated }) });
  if (item.applicability && labels?.applicability)
    out.push({
      key: 'applies',
      icon: 'users',
      text: fill(labels.applicability, { applicability: item.applicability }),
    });
  return out;
}
