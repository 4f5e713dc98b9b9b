/** What the audit needs to know from the content's YAML rather than from the build it audits. */
import { loadContent } from '../../src/content/load.js';

export interface SiteFacts {
  siteUrl: string;
  notFoundLogMessage: string;
  /** alias path → main route path */
  aliases: Map<string, string>;
}

export function readSiteFacts(root: string): SiteFacts {
  const { site, pages } = loadContent(root);
  if (!site) throw new Error('pages/_site.yaml is missing or invalid: run npm run validate');
  const aliases = new Map(pages.flatMap((p) => (p.data.aliases ?? []).map((alias) => [alias, p.data.route] as const)));
  return { siteUrl: site.data.seo.siteUrl, notFoundLogMessage: site.data.notFound.logMessage, aliases };
}
