import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSeo, sitemapLocs, absolute, type PageSeo } from '../../../tools/audit/seo';
import { readSiteFacts } from '../../../tools/audit/siteFacts';

const siteUrl = 'https://site.example.com';
const page = (path: string, title: string, description: string, extra: Partial<PageSeo> = {}): PageSeo => ({
  path,
  kind: 'route',
  title,
  description,
  canonicals: [absolute(siteUrl, path)],
  ...extra,
});
const good = (): PageSeo[] => [
  page('/', 'Home', 'The home page'),
  page('/faqs', 'FAQs', 'Questions'),
  page('/hr/faqs', 'FAQs', 'Questions', { kind: 'alias', mainPath: '/faqs', canonicals: [`${siteUrl}/faqs`] }),
  { path: '/missing', kind: 'notFound', title: 'Not found', description: 'Nothing here', canonicals: [] },
];
const sitemap = [`${siteUrl}/`, `${siteUrl}/faqs`];
const problemsOf = (pages: PageSeo[], map = sitemap) => {
  const r = checkSeo(pages, siteUrl, map);
  return [...[...r.perRoute].flatMap(([p, list]) => list.map((m) => `${p}: ${m}`)), ...r.global];
};

describe('audit: SEO', () => {
  it("passes unique titles, aliases sharing their route's title with a canonical to it, and a sitemap of routes only", () => {
    expect(problemsOf(good())).toEqual([]);
  });
  it('fails a duplicate title or description between two routes', () => {
    const pages = good();
    pages[1] = page('/faqs', 'Home', 'The home page');
    pages[2] = { ...pages[2], title: 'Home', description: 'The home page' };
    const problems = problemsOf(pages);
    expect(problems).toContain('/: title "Home" also used by /faqs');
    expect(problems).toContain('/faqs: description "The home page" also used by /');
  });
  it('fails a missing title or description', () => {
    const pages = good();
    pages[0] = page('/', '', ' ');
    expect(problemsOf(pages)).toEqual(['/: no <title>', '/: no meta description']);
  });
  it('fails a relative canonical, one outside the site URL, one naming another page, and an alias not pointing at its route', () => {
    const pages = good();
    pages[0] = page('/', 'Home', 'The home page', { canonicals: ['/'] });
    pages[1] = page('/faqs', 'FAQs', 'Questions', { canonicals: ['https://elsewhere.example.com/faqs'] });
    pages[2] = { ...pages[2], canonicals: [`${siteUrl}/hr/faqs`] };
    const problems = problemsOf(pages);
    expect(problems.some((p) => p.startsWith('/: canonical "/" is not absolute'))).toBe(true);
    expect(
      problems.some((p) => p.startsWith('/faqs: canonical "https://elsewhere.example.com/faqs" is not under')),
    ).toBe(true);
    expect(problems).toContain(`/hr/faqs: canonical is ${siteUrl}/hr/faqs, expected ${siteUrl}/faqs`);
  });
  it('fails two canonical links', () => {
    const pages = good();
    pages[0] = { ...pages[0], canonicals: [`${siteUrl}/`, `${siteUrl}/`] };
    expect(problemsOf(pages)).toEqual(['/: 2 canonical links (expected one)']);
  });
  it('fails a route missing from the sitemap, a route listed twice, an alias listed, and a listed URL that is no route', () => {
    expect(problemsOf(good(), [`${siteUrl}/`])).toEqual(['/faqs: missing from sitemap.xml']);
    expect(problemsOf(good(), [...sitemap, `${siteUrl}/faqs`])).toEqual(['/faqs: listed 2 times in sitemap.xml']);
    expect(problemsOf(good(), [...sitemap, `${siteUrl}/hr/faqs`])).toEqual(['/hr/faqs: alias listed in sitemap.xml']);
    expect(problemsOf(good(), [...sitemap, `${siteUrl}/old`])).toEqual([
      `sitemap.xml lists ${siteUrl}/old, which is no route of the site`,
    ]);
  });
  it('reads <loc> entries from sitemap XML', () => {
    expect(
      sitemapLocs(`<urlset><url><loc>${siteUrl}/</loc></url><url><loc> ${siteUrl}/a?b=1&amp;c=2 </loc></url></urlset>`),
    ).toEqual([`${siteUrl}/`, `${siteUrl}/a?b=1&c=2`]);
  });
});

describe('audit: site facts come from the YAML', () => {
  it('reads the site URL and every alias with its route', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const facts = readSiteFacts(root);
    expect(readFileSync(join(root, 'pages/_site.yaml'), 'utf8')).toContain(`siteUrl: ${facts.siteUrl}`);
    const faqs = readFileSync(join(root, 'pages/resources/faqs.yaml'), 'utf8');
    const alias = [...facts.aliases].find(([, route]) => route === '/resources/faqs');
    expect(alias && faqs.includes(alias[0])).toBe(true);
  });
});
