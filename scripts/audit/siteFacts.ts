/**
 * What the audit needs to know from the content itself, read straight from the YAML (not from the build it
 * audits): the site URL, the not-found log line, and which paths are aliases of which route.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SITE_FILE, yamlFiles } from '../../src/engine/load.js';

export interface SiteFacts {
  siteUrl: string;
  notFoundLogMessage: string;
  /** alias path → main route path */
  aliases: Map<string, string>;
}

export function readSiteFacts(root: string): SiteFacts {
  const read = (file: string): unknown => parse(readFileSync(join(root, file), 'utf8'));
  const site = read(SITE_FILE) as { seo: { siteUrl: string }; notFound: { logMessage: string } };
  const aliases = new Map<string, string>();
  // Page files only: names starting with "_" are the site file and the list of pending routes.
  for (const file of yamlFiles(root).filter((f) => !f.split('/').some((part) => part.startsWith('_')))) {
    const doc = read(file) as { route?: string; aliases?: string[] } | null;
    for (const alias of doc?.aliases ?? []) if (doc?.route) aliases.set(alias, doc.route);
  }
  return { siteUrl: site.seo.siteUrl, notFoundLogMessage: site.notFound.logMessage, aliases };
}
