/** The site-wide files written beside the pages, from the manifest: settings, host configuration, icons, sitemap. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteManifest } from '../content/manifest.js';
import { collectionRoutes } from '../contract/pageData.js';
import { SITE_DATA_URL } from '../client/boot.js';
import { iconSprite, allIconNames } from '../content/icons.js';
import { BUILTIN_ICONS } from '../layout/layoutIcons.js';
import { headersFile, redirectsFile } from './headers.js';
import { nginxConf } from './nginxConf.js';
import { languagePrefixes } from './plan.js';

export function sitemapXml(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${u}</loc></url>`).join('\n')}\n</urlset>\n`;
}

export function writeSiteFiles(manifest: SiteManifest, out: string, contentRoot: string): void {
  const siteUrl = manifest.site.site.seo.siteUrl;
  // Where an unknown address gets a not-found page of its own: under a collection, under another language's prefix.
  const notFoundPrefixes = [...collectionRoutes(manifest.routes).map((c) => c.prefix), ...languagePrefixes(manifest)];
  const files: [string, string][] = [
    [SITE_DATA_URL.slice(1), JSON.stringify(manifest.site)],
    ['_paths.json', JSON.stringify(manifest.paths)],
    ['_headers', headersFile(manifest)],
    ['_redirects', redirectsFile(notFoundPrefixes)],
    ['_deploy/nginx.conf', nginxConf(manifest, notFoundPrefixes)],
    ['icons.svg', iconSprite(allIconNames(contentRoot, BUILTIN_ICONS))],
    ['sitemap.xml', sitemapXml(manifest.sitemap)],
    ['robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`],
  ];
  for (const [name, text] of files) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), text);
  }
}
