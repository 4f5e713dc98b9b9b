/**
 * A site in several languages in the manifest and the build's site files (src/content/manifest.ts, languagePages.ts,
 * src/build/siteFiles.ts): a translation's route and data key, its page in its language (words put in, links to
 * translated pages localised, the rest English), page data's lang, languages and outOfDate, the head's lang,
 * og:locale and hreflang alternates with x-default, the sitemap's xhtml:link alternates, the site data per language;
 * each page's inputs change exactly when its data can (a translation's edit: its page only; the English page's:
 * both); kept validation results give the same problems and manifest as none; and a site without languages has
 * none of it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../../src/content/load';
import { buildManifest, manifestMaker } from '../../../src/content/manifest';
import { NO_STORE, openCheckStore } from '../../../src/content/checkStore';
import { sitemapXml } from '../../../src/build/siteFiles';
import { planJobs } from '../../../src/build/plan';
import type { Section } from '../../../src/generated/content';
import { fullItemTranslation, fullTranslation, KN, translatedSite } from '../../fixtures/translatedSite';

let dir: string;
let root: string;
beforeEach(() => ({ dir, root } = translatedSite()));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const URL = 'https://vishwas.example.com';
const load = () => loadContent(root, { store: NO_STORE });
const manifest = () => buildManifest(load());

describe('a translated page', () => {
  it('has its language address and data key, its words, and English everything else', () => {
    const m = manifest();
    expect(m.routes.filter((r) => r.path.startsWith('/kn'))).toEqual([
      { path: '/kn/about', dataKey: 'kn/about', layout: 'default' },
    ]);
    expect(m.paths).toContain('/kn/about');
    const kn = m.pages.get('kn/about')!;
    const en = m.pages.get('about')!;
    expect(kn.path).toBe('/kn/about');
    const [hero] = kn.sections as (Section & Record<string, unknown>)[];
    expect(hero).toMatchObject({ type: 'hero', id: 'about-intro', title: `${KN}The story behind Vishwas Group` });
    expect(kn.blocks).toEqual(en.blocks);
    // Pictures and their sizes come from the English page, only the words differ.
    const image = (d: typeof kn) => (d.sections[1] as unknown as { image: Record<string, unknown> }).image;
    expect({ ...image(kn), alt: '' }).toEqual({ ...image(en), alt: '' });
    expect(image(kn).alt).toBe(`${KN}${String(image(en).alt)}`);
  });

  it('sends links to a page translated in its language to the translation, the others to English', () => {
    // The About page's hero links to /contact: translate Contact too, and the Kannada About page links to /kn/contact.
    const before = manifest().pages.get('kn/about')!;
    expect(JSON.stringify(before.sections)).toContain('"href":"/contact"');
    writeFileSync(join(root, 'pages/translations/kn/contact.yaml'), fullTranslation(root, 'contact.yaml'));
    const m = manifest();
    const after = JSON.stringify(m.pages.get('kn/about')!.sections);
    expect(after).toContain('"href":"/kn/contact"');
    expect(after).not.toContain('"href":"/contact"');
    expect(JSON.stringify(m.pages.get('about')!.sections)).toContain('"href":"/contact"');
    // The site settings in Kannada: the menu's About goes to /kn/about, Home stays English.
    const nav = m.sites!.get('kn')!.site.header.nav;
    expect(nav.find((n) => n.href === '/kn/about')).toBeDefined();
    expect(nav.find((n) => n.label === 'Home')?.href).toBe('/');
  });

  it('says its language, the languages of the page and whether it is out of date', () => {
    let kn = manifest().pages.get('kn/about')!;
    expect(kn.lang).toBe('kn');
    expect(kn.outOfDate).toBeUndefined();
    expect(kn.languages).toEqual([
      { code: 'en', name: 'English', locale: 'en-IN', path: '/about' },
      { code: 'kn', name: 'ಕನ್ನಡ', locale: 'kn-IN', path: '/kn/about' },
      { code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },
    ]);
    const about = join(root, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About us', 'title: About our group'));
    kn = manifest().pages.get('kn/about')!;
    expect(kn.outOfDate).toEqual({ englishPath: '/about' });
    expect(manifest().pages.get('about')!.outOfDate).toBeUndefined();
  });

  it('gives the head its language, og:locale and the alternates in every language the page is in', () => {
    const m = manifest();
    const kn = m.pages.get('kn/about')!.head;
    const en = m.pages.get('about')!.head;
    const alternates = [
      { rel: 'alternate', hreflang: 'en', href: `${URL}/about` },
      { rel: 'alternate', hreflang: 'kn', href: `${URL}/kn/about` },
      { rel: 'alternate', hreflang: 'x-default', href: `${URL}/about` },
    ];
    expect(kn.lang).toBe('kn');
    expect(kn.links).toEqual([{ rel: 'canonical', href: `${URL}/kn/about` }, ...alternates]);
    expect(kn.meta).toContainEqual({ property: 'og:locale', content: 'kn_IN' });
    expect(kn.title).toBe(`${KN}About us | Vishwas Group`);
    expect(en.lang).toBe('en');
    expect(en.links).toEqual([{ rel: 'canonical', href: `${URL}/about` }, ...alternates]);
    expect(en.meta).toContainEqual({ property: 'og:locale', content: 'en_IN' });
    // A page in English only names itself as the English and the default address.
    expect(m.pages.get('contact')!.head.links).toEqual([
      { rel: 'canonical', href: `${URL}/contact` },
      { rel: 'alternate', hreflang: 'en', href: `${URL}/contact` },
      { rel: 'alternate', hreflang: 'x-default', href: `${URL}/contact` },
    ]);
    expect(m.pages.get('contact')!.languages?.map((l) => l.path)).toEqual(['/contact', undefined, undefined]);
  });

  it('is in the sitemap with its alternates, and so is its English page', () => {
    const m = manifest();
    const xml = sitemapXml(m.sitemap, m.alternates);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const links = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${URL}/about"/>`,
      `    <xhtml:link rel="alternate" hreflang="kn" href="${URL}/kn/about"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${URL}/about"/>`,
    ].join('\n');
    expect(xml).toContain(`  <url><loc>${URL}/about</loc>\n${links}\n  </url>`);
    expect(xml).toContain(`  <url><loc>${URL}/kn/about</loc>\n${links}\n  </url>`);
    const contact = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${URL}/contact"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${URL}/contact"/>`,
    ].join('\n');
    expect(xml).toContain(`  <url><loc>${URL}/contact</loc>\n${contact}\n  </url>`);
  });

  it("names the blog's categories in a language that has shared words for them, and only there", () => {
    const siteFile = join(root, 'pages/_site.yaml');
    const text = readFileSync(siteFile, 'utf8');
    writeFileSync(
      siteFile,
      text.replace(
        '    englishName: Kannada\n    locale: kn-IN\n',
        '    englishName: Kannada\n    locale: kn-IN\n    words:\n      Technology: ತಂತ್ರಜ್ಞಾನ\n      Home: ಮುಖಪುಟ\n',
      ),
    );
    const m = manifest();
    expect(m.sites!.get('kn')!.names).toEqual({ Technology: 'ತಂತ್ರಜ್ಞಾನ' });
    expect(m.sites!.get('hi')!.names).toBeUndefined();
    expect(m.site.names).toBeUndefined();
  });

  it('has the site data and a not-found page in each language', () => {
    const m = manifest();
    expect([...m.sites!.keys()]).toEqual(['kn', 'hi']);
    expect(m.sites!.get('kn')!.notFoundHead.lang).toBe('kn');
    // No shared words for the blog's categories yet: none named in either language.
    expect(m.sites!.get('kn')!.names).toBeUndefined();
    expect(m.site.site.languages?.map((l) => Object.keys(l))).toEqual([
      ['code', 'name', 'locale'],
      ['code', 'name', 'englishName', 'locale'],
      ['code', 'name', 'englishName', 'locale'],
    ]);
    expect(
      planJobs(m)
        .filter((j) => j.status === 404)
        .map((j) => j.file),
    ).toEqual(expect.arrayContaining(['404.html', 'kn/404.html', 'hi/404.html']));
  });
});

describe("the pages' inputs", () => {
  const inputs = () => manifestMaker(load()).inputs;
  it('change for the translation alone when it is edited, for both when the English page is', () => {
    const first = inputs();
    const file = join(root, 'pages/translations/kn/about.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(`${KN}About us`, `${KN}ನಮ್ಮ ಬಗ್ಗೆ`));
    const second = inputs();
    const changed = (a: Map<string, string>, b: Map<string, string>) =>
      [...a.keys()].filter((k) => a.get(k) !== b.get(k));
    expect(changed(first, second)).toEqual(['kn/about']);
    const about = join(root, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About us', 'title: About our group'));
    expect(changed(second, inputs()).sort()).toEqual(['about', 'kn/about']);
  });

  it('change for the English page, and the pages linking to it in that language, when a translation is added', () => {
    writeFileSync(join(root, 'pages/translations/kn/contact.yaml'), fullTranslation(root, 'contact.yaml'));
    const before = inputs();
    rmSync(join(root, 'pages/translations/kn/contact.yaml'));
    const after = inputs();
    const changed = [...before.keys()].filter((k) => before.get(k) !== after.get(k)).sort();
    expect(changed).toEqual(['contact', 'kn/about', 'kn/contact']);
  });
});

describe('a translated blog article', () => {
  const article = 'pages/translations/kn/collections/blog/2.yaml';
  beforeEach(() => {
    mkdirSync(join(root, article, '..'), { recursive: true });
    writeFileSync(join(root, article), fullItemTranslation(root, 'blog', 2));
  });

  it('has a page at its language address with its words, its date in the language, the article page’s labels', () => {
    mkdirSync(join(root, 'pages/translations/kn/resources/blog'), { recursive: true });
    writeFileSync(
      join(root, 'pages/translations/kn/resources/blog/article.yaml'),
      fullTranslation(root, 'resources/blog/article.yaml'),
    );
    const m = manifest();
    expect(m.routes.find((r) => r.path === '/kn/resources/blog/$id')).toMatchObject({ dataKey: 'kn/resources/blog' });
    // Only the translated article has a Kannada page; the others are in English alone.
    expect(m.paths.filter((p) => p.startsWith('/kn/resources/blog/'))).toEqual(['/kn/resources/blog/2']);
    const kn = m.pages.get('kn/resources/blog/2')!;
    expect(kn.lang).toBe('kn');
    expect(kn.entry).toMatchObject({ id: 2, title: `${KN}Australian Financial Year-End: Your 30 June Checklist` });
    expect(kn.entry!.path).toBe('/kn/resources/blog/2');
    expect(kn.entry!.date).toBe('ಮೇ 20, 2024');
    expect(kn.entry!.content).toContain(KN);
    expect(kn.head.title.startsWith(`${KN}Australian`)).toBe(true);
    const [block] = kn.sections as unknown as { backLink: { label: string } }[];
    expect(block!.backLink.label).toBe(`${KN}Back to Blog`);
    // The English article says it is in Kannada too; the head has both, the sitemap lists both with alternates.
    expect(m.pages.get('resources/blog/2')!.languages!.find((l) => l.code === 'kn')!.path).toBe('/kn/resources/blog/2');
    expect(m.pages.get('resources/blog/3')!.languages!.find((l) => l.code === 'kn')!.path).toBeUndefined();
    expect(kn.head.links).toContainEqual({ rel: 'alternate', hreflang: 'en', href: `${URL}/resources/blog/2` });
    expect(m.sitemap).toContain(`${URL}/kn/resources/blog/2`);
    expect(m.alternates!.get(`${URL}/resources/blog/2`)!.map((l) => l.hreflang)).toEqual(['en', 'kn', 'x-default']);
  });

  it('is listed in its language on a translated listing; the others in English, linking to their English pages', () => {
    mkdirSync(join(root, 'pages/translations/kn/resources'), { recursive: true });
    writeFileSync(
      join(root, 'pages/translations/kn/resources/blog.yaml'),
      fullTranslation(root, 'resources/blog.yaml'),
    );
    const m = manifest();
    const list = m.pages.get('kn/resources/blog')!;
    // The article page is not translated: its not-found page's words are English, its link the Kannada listing.
    const route = m.routes.find((r) => r.path === '/kn/resources/blog/$id')!;
    expect(route.notFound).toMatchObject({ title: 'Blog Post Not Found', link: { href: '/kn/resources/blog' } });
    const { entries } = list.sections.find((s) => s.type === 'blogList') as unknown as {
      entries: { id: number; title: string; path?: string; lang?: string; englishAuthor?: string }[];
    };
    expect(entries.find((e) => e.id === 2)).toMatchObject({
      path: '/kn/resources/blog/2',
      title: expect.stringMatching(KN),
    });
    expect(entries.find((e) => e.id === 2)!.lang).toBeUndefined();
    // Its author counted by the English name.
    expect(entries.find((e) => e.id === 2)).toMatchObject({ englishAuthor: 'Priya Menon' });
    expect(entries.find((e) => e.id === 3)).toMatchObject({
      lang: 'en',
      title: 'Incorporating a Subsidiary in India: Steps, Documents and Timelines',
    });
    expect(entries.find((e) => e.id === 3)!.path).toBeUndefined();
    // The English listing is as before: no language marks.
    const english = manifest()
      .pages.get('resources/blog')!
      .sections.find((s) => s.type === 'blogList');
    expect(JSON.stringify(english)).not.toMatch(/"(path|lang)":/);
  });

  it("changes the inputs of its page, its English page and its language's listings only when it is edited", () => {
    mkdirSync(join(root, 'pages/translations/kn/resources'), { recursive: true });
    writeFileSync(
      join(root, 'pages/translations/kn/resources/blog.yaml'),
      fullTranslation(root, 'resources/blog.yaml'),
    );
    const inputs = () => manifestMaker(load()).inputs;
    const first = inputs();
    const file = join(root, article);
    writeFileSync(file, readFileSync(file, 'utf8').replace(`${KN}Australian`, `${KN}ಆಸ್ಟ್ರೇಲಿಯಾದ`));
    const second = inputs();
    const changed = [...first.keys()].filter((k) => first.get(k) !== second.get(k)).sort();
    expect(changed).toEqual(['kn/resources/blog', 'kn/resources/blog/2']);
    rmSync(file);
    const third = inputs();
    const gone = [...second.keys()].filter((k) => second.get(k) !== third.get(k)).sort();
    // Gone: its page, its mention on the English article and the listing, and the links of its language's pages.
    expect(gone).toEqual(['kn/about', 'kn/resources/blog', 'kn/resources/blog/2', 'resources/blog/2']);
  });
});

describe('kept validation results', () => {
  it('give the same problems and manifest as none, after an edit of either file', () => {
    const store = openCheckStore(join(mkdtempSync(join(dir, 'store-')), 'checks.db'));
    loadContent(root, { store });
    const same = () => {
      const kept = loadContent(root, { store, freshSchemas: true });
      const cold = loadContent(root, { store: NO_STORE, freshSchemas: true });
      expect(kept.kept).toBeGreaterThan(0);
      expect(kept.problems).toEqual(cold.problems);
      expect(buildManifest(kept)).toEqual(buildManifest(cold));
      return kept;
    };
    expect(same().problems.filter((p) => p.file.includes('translations'))).toEqual([]);
    const about = join(root, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About us', 'title: About our group'));
    expect(
      same()
        .problems.filter((p) => p.file.includes('translations'))
        .map((p) => p.line),
    ).toEqual([1]);
    const file = join(root, 'pages/translations/kn/about.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}  extra-section:\n    title: ಹೆಚ್ಚು\n`);
    expect(
      same()
        .problems.filter((p) => p.severity === 'error')
        .map((p) => p.message),
    ).toEqual(['the English page has no section "extra-section"']);
  });
});

describe('a site in one language', () => {
  it('has no language routes, data or alternates, only the head language', () => {
    const siteFile = join(root, 'pages/_site.yaml');
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace(/^languages:\n(?: {2}.*\n)+/m, ''));
    rmSync(join(root, 'pages/translations'), { recursive: true });
    const content = load();
    expect(content.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const m = buildManifest(content);
    expect(m.languages).toBeUndefined();
    expect(m.sites).toBeUndefined();
    expect(m.alternates).toBeUndefined();
    const about = m.pages.get('about')!;
    expect(about.lang).toBeUndefined();
    expect(about.languages).toBeUndefined();
    expect(about.head.lang).toBe('en');
    expect(about.head.links).toEqual([{ rel: 'canonical', href: `${URL}/about` }]);
    expect(sitemapXml(m.sitemap, m.alternates)).not.toContain('xhtml');
    expect(
      planJobs(m)
        .filter((j) => j.status === 404)
        .map((j) => j.file),
    ).not.toContain('kn/404.html');
  });
});
