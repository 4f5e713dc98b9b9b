/**
 * What the audit needs to know from the content itself, read straight from the YAML (not from the build it
 * audits): the site URL, the not-found log line, and which paths are aliases of which route.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';

export interface SiteFacts {
  siteUrl: string;
  notFoundLogMessage: string;
  /** alias path → main route path */
  aliases: Map<string, string>;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? yamlFiles(full) : name.endsWith('.yaml') ? [full] : [];
  });
}

export function readSiteFacts(root: string): SiteFacts {
  const pagesDir = join(root, 'pages');
  const site = parse(readFileSync(join(pagesDir, '_site.yaml'), 'utf8')) as { seo: { siteUrl: string }; notFound: { logMessage: string } };
  const aliases = new Map<string, string>();
  for (const file of yamlFiles(pagesDir)) {
    if (relative(pagesDir, file).split(/[\\/]/).some((part) => part.startsWith('_'))) continue;
    const doc = parse(readFileSync(file, 'utf8')) as { route?: string; aliases?: string[] } | null;
    for (const alias of doc?.aliases ?? []) if (doc?.route) aliases.set(alias, doc.route);
  }
  return { siteUrl: site.seo.siteUrl, notFoundLogMessage: site.notFound.logMessage, aliases };
}
