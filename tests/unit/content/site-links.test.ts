/**
 * Named off-site targets: `href: site:<name>` takes its address from the site file's links map, and a name the
 * map lacks is a located error with a did-you-mean.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/content/load';
import { repoRoot } from '../../fixtures/site';

const NEWS = 'pages/services/vishwas-news.yaml';

describe('site links', () => {
  const content = loadContent(repoRoot);

  it('resolve to the address in the site file', () => {
    const site = content.site!.data as { links: Record<string, string> };
    const news = content.pages.find((p) => p.source.file === NEWS)!;
    const text = JSON.stringify(news.data);
    expect(text).toContain(`"href":"${site.links.newsLive}"`);
    expect(text).not.toContain('site:');
    expect(text).not.toMatch(/results\?search_query|store\/search/);
  });

  it('report a misspelt name where it is written', () => {
    const files = new Map(content.texts);
    const original = files.get(NEWS)!;
    files.set(NEWS, original.replace('href: site:newsLive', 'href: site:newsLiv'));
    const line = original.split('\n').findIndex((l) => l.includes('href: site:newsLive')) + 1;
    const broken = loadContent(repoRoot, { files });
    const errors = broken.problems.filter((p) => p.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      file: NEWS,
      line,
      message: 'the site file has no link named "newsLiv" — did you mean site:newsLive?',
    });
    expect(errors[0].where).toContain('buttons[1] › href');
  });
});
