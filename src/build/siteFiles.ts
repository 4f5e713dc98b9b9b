/** The site-wide files written beside the pages, from the manifest: settings, host configuration, icons, sitemap. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteManifest } from '../content/manifest.js';
import { collectionRoutes, siteDataUrlOf } from '../contract/pageData.js';
import { SITE_DATA_URL } from '../client/boot.js';
import { iconSprite, allIconNames } from '../content/icons.js';
import { BUILTIN_ICONS } from '../layout/layoutIcons.js';
import { headersFile, redirectsFile } from './headers.js';
import { nginxConf } from './nginxConf.js';

/**
 * sitemap.xml: every URL; on a site in several languages, each page in more than one language lists its addresses
 * in all of them (and x-default) as xhtml:link alternates.
 */
export function sitemapXml(
  urls: string[],
  alternates?: ReadonlyMap<string, readonly { hreflang: string; href: string }[]>,
): string {
  if (!alternates) {
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${u}</loc></url>`).join('\n')}\n</urlset>\n`;
  }
  const entry = (u: string) => {
    const links = alternates.get(u);
    if (!links) return `  <url><loc>${u}</loc></url>`;
    const alt = links
      .map((l) => `\n    <xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${l.href}"/>`)
      .join('');
    return `  <url><loc>${u}</loc>${alt}\n  </url>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.map(entry).join('\n')}\n</urlset>\n`;
}

export function writeSiteFiles(manifest: SiteManifest, out: string, contentRoot: string): void {
  const siteUrl = manifest.site.site.seo.siteUrl;
  // Addresses under a collection, or under another language (/kn/…), that match no page get that one's 404 page.
  const collections = [
    ...collectionRoutes(manifest.routes).map((c) => c.prefix),
    ...(manifest.languages?.slice(1) ?? []).map((l) => `/${l.code}`),
  ];
  const files: [string, string][] = [
    [SITE_DATA_URL.slice(1), JSON.stringify(manifest.site)],
    ['_paths.json', JSON.stringify(manifest.paths)],
    ['_headers', headersFile(manifest)],
    ['_redirects', redirectsFile(collections)],
    ['_deploy/nginx.conf', nginxConf(manifest, collections)],
    ['icons.svg', iconSprite(allIconNames(contentRoot, BUILTIN_ICONS))],
    ['sitemap.xml', sitemapXml(manifest.sitemap, manifest.alternates)],
    // Each other language's site data (its shared words applied): a page of that language fetches its own.
    ...[...(manifest.sites ?? [])].map(([code, data]): [string, string] => [
      siteDataUrlOf(code).slice(1),
      JSON.stringify(data),
    ]),
    ['robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`],
  ];
  for (const [name, text] of files) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), text);
  }
}
