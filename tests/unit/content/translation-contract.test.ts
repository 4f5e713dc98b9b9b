/** The languages contract (src/contract/translation.ts) against the project's own schemas. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../../src/content/files.js';
import {
  applyItemTranslation,
  applyTranslation,
  englishFileOf,
  englishWords,
  itemMirrorProblems,
  itemTranslationFileOf,
  itemVersion,
  itemWords,
  languagesOf,
  localPath,
  mirrorProblems,
  sharedNames,
  splitLanguage,
  translateSite,
  translationFileOf,
  translationVersion,
  untranslatedSiteWords,
  wordsRuleOf,
  type Language,
  type Translation,
} from '../../../src/contract/translation.js';
import type { Page, Site } from '../../../src/generated/content.js';

const schemaDir = join(import.meta.dirname, '../../../schema');
const rule = wordsRuleOf(
  Object.fromEntries(
    filesUnder(schemaDir)
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => [f, JSON.parse(readFileSync(join(schemaDir, f), 'utf8'))]),
  ),
);

const page = (): Page =>
  ({
    route: '/about',
    meta: { title: 'About us', description: 'Who we are.', keywords: ['about', 'team'], image: '/images/a.png' },
    sections: [
      {
        type: 'hero',
        id: 'intro',
        eyebrow: 'About us',
        title: 'Our story',
        text: ['First paragraph.', 'Second paragraph.'],
        buttons: [
          { label: 'Meet us', href: '#team' },
          { label: 'Contact', href: '/contact', icon: 'phone' },
        ],
        image: { src: '/images/office.webp', alt: 'Our office' },
        tone: 'brand',
      },
      {
        type: 'cardGrid',
        id: 'team',
        title: 'The team',
        cards: [
          { id: 'ravi', title: 'Ravi', text: 'Founder.', icon: 'user-check', color: 'blue' },
          { id: 'meera', title: 'Meera', text: 'Director.' },
        ],
      },
    ],
  }) as unknown as Page;

const kn: Translation = {
  madeFrom: '000000000000',
  meta: { title: 'ನಮ್ಮ ಬಗ್ಗೆ', description: 'ನಾವು ಯಾರು.', keywords: ['ಬಗ್ಗೆ', 'ತಂಡ'] },
  sections: {
    intro: {
      awaitingCheck: true,
      eyebrow: 'ನಮ್ಮ ಬಗ್ಗೆ',
      title: 'ನಮ್ಮ ಕಥೆ',
      text: ['ಮೊದಲು.', 'ಎರಡನೆಯದು.'],
      buttons: [{ label: 'ನಮ್ಮನ್ನು ಭೇಟಿ ಮಾಡಿ' }, { label: 'ಸಂಪರ್ಕ' }],
      image: { alt: 'ನಮ್ಮ ಕಚೇರಿ' },
    },
    team: { title: 'ತಂಡ', cards: { ravi: { title: 'ರವಿ', text: 'ಸ್ಥಾಪಕ.' }, meera: { title: 'ಮೀರಾ', text: 'ನಿರ್ದೇಶಕಿ.' } } },
  },
};

describe('which fields are words', () => {
  it('takes strings and lists of strings, never ids, types, addresses, pictures, icons or enums', () => {
    const words = englishWords(page(), rule);
    expect(words.sections?.intro).toEqual({
      eyebrow: 'About us',
      title: 'Our story',
      text: ['First paragraph.', 'Second paragraph.'],
      buttons: [{ label: 'Meet us' }, { label: 'Contact' }],
      image: { alt: 'Our office' },
    });
    expect(words.meta).toEqual({ title: 'About us', description: 'Who we are.', keywords: ['about', 'team'] });
  });

  it('makes a list of items with ids a map by id', () => {
    expect(englishWords(page(), rule).sections?.team).toEqual({
      title: 'The team',
      cards: { ravi: { title: 'Ravi', text: 'Founder.' }, meera: { title: 'Meera', text: 'Director.' } },
    });
  });

  it('leaves a date alone out of a date field’s words (each language writes it), but not a text with a date in it', () => {
    const dated = {
      route: '/privacy',
      meta: { title: 'Privacy' },
      sections: [
        {
          type: 'legalDocument',
          id: 'privacy',
          contentsTitle: 'Contents',
          dates: [
            { label: 'Effective date', date: '16 August 2025' },
            { label: 'In force', date: 'From 1 July 2027' },
          ],
          sections: [{ id: 'one', title: 'One' }],
        },
      ],
    } as unknown as Page;
    expect(englishWords(dated, rule).sections?.privacy).toMatchObject({
      dates: [{ label: 'Effective date' }, { label: 'In force', date: 'From 1 July 2027' }],
    });
    expect(JSON.stringify(englishWords(dated, rule))).not.toContain('16 August 2025');
    // The page in Kannada writes the date alone in Kannada; a translator's words stay as they are.
    const t = {
      madeFrom: '',
      sections: { privacy: { dates: [{ label: 'ಜಾರಿ ದಿನಾಂಕ' }, { label: 'ಜಾರಿಯಲ್ಲಿ', date: '1 ಜುಲೈ 2027ರಿಂದ' }] } },
    } as unknown as Translation;
    const datesOf = (p: Page) => (p.sections[0] as unknown as { dates: { label: string; date: string }[] }).dates;
    expect(datesOf(applyTranslation(dated, t, rule, 'kn-IN'))).toEqual([
      { label: 'ಜಾರಿ ದಿನಾಂಕ', date: 'ಆಗಸ್ಟ್ 16, 2025' },
      { label: 'ಜಾರಿಯಲ್ಲಿ', date: '1 ಜುಲೈ 2027ರಿಂದ' },
    ]);
    expect(datesOf(applyTranslation(dated, t, rule, 'hi-IN'))[0]?.date).toBe('16 अगस्त 2025');
    // Without a locale (the check of the page it makes) the date is the English page's.
    expect(datesOf(applyTranslation(dated, t, rule))[0]?.date).toBe('16 August 2025');
    expect(datesOf(dated)[0]?.date).toBe('16 August 2025');
  });

  it('counts words with a {placeholder} (an unanchored pattern) but not a string without a letter', () => {
    expect(rule.site && JSON.stringify(rule.site)).toContain('"noResults":{"kind":"text"}');
    expect(JSON.stringify(rule.site)).not.toContain('"languages"');
    expect(JSON.stringify(rule.site)).not.toContain('"siteUrl"');
    // Neither the postal address (`x-words: false`: couriers read it in English) nor the e-mail service's ids.
    expect(JSON.stringify(rule.site)).not.toContain('"street"');
    expect(JSON.stringify(rule.site)).not.toContain('"serviceId"');
    const site = {
      notFound: { code: '404', title: 'Oops' },
      organisation: { address: { street: '2nd Floor, 100 Example Road', city: 'Bengaluru' } },
      contactForm: { publicKey: 'example-public-key', serviceId: 'service_x', templateId: 'template_y' },
    } as unknown as Site;
    expect(untranslatedSiteWords(site, { code: 'kn', name: 'ಕನ್ನಡ', locale: 'kn-IN' }, rule).map((w) => w.text)).toEqual(
      ['Oops', ...rule.shared!],
    );
  });
});

describe('translationVersion', () => {
  it('is 12 hex digits that change with the words only', () => {
    const v = translationVersion(page(), rule);
    expect(v).toMatch(/^[0-9a-f]{12}$/);
    const moved = page();
    moved.sections.reverse();
    (moved.sections[1] as { image: { src: string } }).image.src = '/images/other.webp';
    (moved.sections[1] as { buttons: { href: string }[] }).buttons[1]!.href = '/elsewhere';
    expect(translationVersion(moved, rule)).toBe(v);
    const edited = page();
    (edited.sections[1] as { cards: { text: string }[] }).cards[0]!.text = 'Founder and director.';
    expect(translationVersion(edited, rule)).not.toBe(v);
    const meta = page();
    meta.meta.title = 'About';
    expect(translationVersion(meta, rule)).not.toBe(v);
  });
});

describe('applyTranslation', () => {
  it('puts the words in and keeps everything else from the English page', () => {
    const made = applyTranslation(page(), kn, rule);
    const [hero, grid] = made.sections as unknown as Record<string, never>[];
    expect(made.meta).toEqual({ ...kn.meta, image: '/images/a.png' });
    expect(hero).toMatchObject({
      type: 'hero',
      id: 'intro',
      title: 'ನಮ್ಮ ಕಥೆ',
      tone: 'brand',
      buttons: [
        { label: 'ನಮ್ಮನ್ನು ಭೇಟಿ ಮಾಡಿ', href: '#team' },
        { label: 'ಸಂಪರ್ಕ', href: '/contact', icon: 'phone' },
      ],
      image: { src: '/images/office.webp', alt: 'ನಮ್ಮ ಕಚೇರಿ' },
    });
    expect(hero).not.toHaveProperty('awaitingCheck');
    expect(grid).toMatchObject({ cards: [{ id: 'ravi', title: 'ರವಿ', icon: 'user-check' }, { id: 'meera' }] });
  });

  it('keeps English where the translation lacks words or has a list of another count', () => {
    const t: Translation = { madeFrom: kn.madeFrom, sections: { intro: { text: ['ಒಂದೇ.'] } } };
    const made = applyTranslation(page(), t, rule);
    expect(made.sections[0]).toMatchObject({ title: 'Our story', text: ['First paragraph.', 'Second paragraph.'] });
    expect(made.meta.title).toBe('About us');
  });
});

describe('mirrorProblems', () => {
  it('finds nothing wrong with a full translation', () => {
    expect(mirrorProblems(page(), kn, rule)).toEqual([]);
  });

  it('reports extra sections, items and fields, lists of another count and words in the wrong form', () => {
    const t = structuredClone(kn) as Translation & { sections: Record<string, Record<string, unknown>> };
    t.sections.gone = { title: 'x' };
    (t.sections.team!.cards as Record<string, unknown>).nobody = { title: 'x' };
    (t.sections.intro!.buttons as Record<string, unknown>[])[0]!.href = '/kn/contact';
    t.sections.intro!.text = ['ಒಂದೇ.'];
    t.sections.intro!.title = ['ಒಂದು'];
    const problems = mirrorProblems(page(), t, rule).map(({ kind, severity, path, expected, found }) => ({
      kind,
      severity,
      path: path.join('.'),
      ...(expected !== undefined ? { expected, found } : {}),
    }));
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'extra', severity: 'error', path: 'sections.gone' },
        { kind: 'extra', severity: 'error', path: 'sections.team.cards.nobody' },
        { kind: 'extra', severity: 'error', path: 'sections.intro.buttons.0.href' },
        { kind: 'count', severity: 'error', path: 'sections.intro.text', expected: 2, found: 1 },
        { kind: 'form', severity: 'error', path: 'sections.intro.title' },
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it('warns of English words the translation lacks: a field, an item, a whole section', () => {
    const t = structuredClone(kn) as Translation & { sections: Record<string, Record<string, unknown>> };
    delete t.sections.intro!.eyebrow;
    delete (t.sections.team!.cards as Record<string, unknown>).meera;
    delete t.meta!.keywords;
    const p1 = mirrorProblems(page(), t, rule);
    expect(p1.map((p) => [p.kind, p.severity, p.path.join('.'), p.english])).toEqual([
      ['untranslated', 'warning', 'meta.keywords', 'about'],
      ['untranslated', 'warning', 'sections.intro.eyebrow', 'About us'],
      ['untranslated', 'warning', 'sections.team.cards.meera', 'Meera'],
    ]);
    const p2 = mirrorProblems(
      page(),
      { madeFrom: kn.madeFrom, meta: kn.meta, sections: { intro: kn.sections!.intro! } },
      rule,
    );
    expect(p2.map((p) => [p.kind, p.path.join('.')])).toEqual([['untranslated', 'sections.team']]);
  });
});

describe('the site settings in another language', () => {
  const site = {
    seo: { locale: 'en_IN' },
    header: {
      homeLabel: 'Home page',
      nav: [
        { label: 'Home', href: '/' },
        { label: 'About', href: '/about' },
      ],
    },
    languages: [
      { code: 'en', name: 'English', locale: 'en-IN' },
      { code: 'kn', name: 'ಕನ್ನಡ', locale: 'kn-IN', words: { Home: 'ಮುಖಪುಟ' } },
    ],
  } as unknown as Site;
  const lang = (site as unknown as { languages: Language[] }).languages[1]!;

  it("looks each words string up whole in the language's words, addresses unchanged, words left out", () => {
    const made = translateSite(site, lang, rule) as unknown as typeof site & { languages: Language[] };
    expect(made.header.nav).toEqual([
      { label: 'ಮುಖಪುಟ', href: '/' },
      { label: 'About', href: '/about' },
    ]);
    expect(made.header.homeLabel).toBe('Home page');
    expect(made.languages.map((l) => l.words)).toEqual([undefined, undefined]);
    expect(untranslatedSiteWords(site, lang, rule).map((w) => [w.text, w.path.join('.')])).toEqual([
      ['Home page', 'header.homeLabel'],
      ['About', 'header.nav.1.label'],
      ...rule.shared!.map((name) => [name, '']),
    ]);
  });

  it("counts the names items choose from among the shared words (the blog's categories), by their English name", () => {
    expect(rule.shared).toEqual([
      'Financial Planning',
      'Tax & Compliance',
      'Corporate Law',
      'Technology',
      'Risk Management',
      'International Accounting',
    ]);
    const kn = { ...lang, words: { Home: 'ಮುಖಪುಟ', Technology: 'ತಂತ್ರಜ್ಞಾನ', 'Old category': 'ಹಳೆಯದು' } };
    expect(sharedNames(kn, rule)).toEqual({ Technology: 'ತಂತ್ರಜ್ಞಾನ' });
    expect(untranslatedSiteWords(site, kn, rule).map((w) => w.text)).not.toContain('Technology');
    expect(sharedNames(lang, rule)).toEqual({});
  });

  it('lists English alone for a site without languages', () => {
    expect(languagesOf({ seo: { locale: 'en_IN' } } as Site)).toEqual([
      { code: 'en', name: 'English', locale: 'en-IN' },
    ]);
    expect(languagesOf(site).map((l) => l.code)).toEqual(['en', 'kn']);
  });
});

describe('addresses and files', () => {
  it('puts a language code before a path, the default language none', () => {
    expect(localPath('/about', 'kn', 'en')).toBe('/kn/about');
    expect(localPath('/', 'kn', 'en')).toBe('/kn');
    expect(localPath('/about#team', 'hi', 'en')).toBe('/hi/about#team');
    expect(localPath('/?q=1', 'hi', 'en')).toBe('/hi?q=1');
    expect(localPath('/about', 'en', 'en')).toBe('/about');
    expect(localPath('https://example.com/', 'kn', 'en')).toBe('https://example.com/');
    expect(localPath('#team', 'kn', 'en')).toBe('#team');
  });

  it('splits a path into its language and English path', () => {
    const langs = [
      { code: 'en', name: 'English', locale: 'en-IN' },
      { code: 'kn', name: 'ಕನ್ನಡ', locale: 'kn-IN' },
    ];
    expect(splitLanguage('/kn/about', langs)).toEqual({ lang: 'kn', path: '/about' });
    expect(splitLanguage('/kn', langs)).toEqual({ lang: 'kn', path: '/' });
    expect(splitLanguage('/knowledge', langs)).toEqual({ lang: 'en', path: '/knowledge' });
    expect(splitLanguage('/hi/about', langs)).toEqual({ lang: 'en', path: '/hi/about' });
  });

  it('names the translation file of an English page and back', () => {
    expect(translationFileOf('pages/about.yaml', 'kn')).toBe('pages/translations/kn/about.yaml');
    expect(translationFileOf('pages/services/pe.yaml', 'hi')).toBe('pages/translations/hi/services/pe.yaml');
    expect(englishFileOf('pages/translations/kn/index.yaml')).toEqual({ code: 'kn', file: 'pages/index.yaml' });
    expect(englishFileOf('pages/about.yaml')).toBeUndefined();
  });

  it("names an item's translation file after its collection and id, and back", () => {
    expect(itemTranslationFileOf('blog', 3, 'kn')).toBe('pages/translations/kn/collections/blog/3.yaml');
    expect(englishFileOf('pages/translations/hi/collections/blog/3.yaml')).toEqual({
      code: 'hi',
      file: 'pages/collections/blog.yaml',
      collection: 'blog',
      item: '3',
    });
  });
});

describe("the page that shows a collection's items", () => {
  const template = () =>
    ({
      route: '/resources/blog/$id',
      collection: 'blog',
      meta: { title: '{title}', description: '{excerpt}' },
      sections: [],
      notFound: { title: 'Not found', text: 'No such post.', link: { label: 'Back to Blog', href: '/resources/blog' } },
    }) as unknown as Page;

  it('has its not-found words, but no words in a text made of placeholders alone', () => {
    expect(englishWords(template(), rule)).toEqual({
      notFound: { title: 'Not found', text: 'No such post.', link: { label: 'Back to Blog' } },
    });
    const t: Translation = { madeFrom: 'a00000000000', notFound: { title: 'ಸಿಗಲಿಲ್ಲ' } };
    expect(applyTranslation(template(), t, rule).notFound).toEqual({ ...template().notFound, title: 'ಸಿಗಲಿಲ್ಲ' });
    expect(mirrorProblems(template(), t, rule).map((p) => [p.kind, p.path.join('/')])).toEqual([
      ['untranslated', 'notFound/text'],
      ['untranslated', 'notFound/link'],
    ]);
  });
});

describe("a collection's item (a blog article) in another language", () => {
  const article = () => ({
    id: 1,
    title: 'Reading the balance sheet',
    excerpt: 'What it says.',
    content: '<p>Assets and liabilities.</p>',
    date: 'March 15, 2024',
    author: 'Meera Kulkarni',
    readTime: 5,
    category: 'Financial Planning',
    featured: true,
    image: { src: '/images/blog/a.webp', alt: 'A balance sheet' },
  });

  it('has words (title, text, author, the picture’s description) but not its id, date, category or numbers', () => {
    expect(itemWords(article(), 'blog', rule)).toEqual({
      item: {
        title: 'Reading the balance sheet',
        excerpt: 'What it says.',
        content: '<p>Assets and liabilities.</p>',
        author: 'Meera Kulkarni',
        image: { alt: 'A balance sheet' },
      },
    });
  });

  it('has a version that changes with its words only', () => {
    const v = itemVersion(article(), 'blog', rule);
    expect(v).toMatch(/^[a-f][0-9a-f]{11}$/);
    expect(itemVersion({ ...article(), readTime: 7, date: 'May 1, 2025', featured: false }, 'blog', rule)).toBe(v);
    expect(itemVersion({ ...article(), excerpt: 'What it tells you.' }, 'blog', rule)).not.toBe(v);
  });

  it('puts the words in, writes the date in the language, keeps the rest', () => {
    const t: Translation = {
      madeFrom: 'a00000000000',
      item: { awaitingCheck: true, title: 'ಆಸ್ತಿ ಪಟ್ಟಿ', image: { alt: 'ಚಿತ್ರ' } },
    };
    const made = applyItemTranslation(article(), t, 'blog', rule, 'kn-IN');
    expect(made).toMatchObject({ id: 1, title: 'ಆಸ್ತಿ ಪಟ್ಟಿ', excerpt: 'What it says.', date: 'ಮಾರ್ಚ್ 15, 2024' });
    expect(made.image).toEqual({ src: '/images/blog/a.webp', alt: 'ಚಿತ್ರ' });
    expect(applyItemTranslation(article(), t, 'blog', rule).date).toBe('March 15, 2024');
  });

  it('reports extra fields, a page’s parts and untranslated words, at the item’s place', () => {
    const t = {
      madeFrom: 'a00000000000',
      sections: {},
      item: { awaitingCheck: true, title: 'ಶೀರ್ಷಿಕೆ', category: 'ಹಣಕಾಸು', image: { src: '/x.webp' } },
    } as Translation;
    const found = itemMirrorProblems(article(), t, 'blog', rule).map((p) => [p.kind, p.path.join('/')]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['extra', 'sections'],
        ['extra', 'item/category'],
        ['extra', 'item/image/src'],
        ['untranslated', 'item/excerpt'],
        ['untranslated', 'item/image/alt'],
      ]),
    );
    expect(found).not.toContainEqual(['extra', 'item/awaitingCheck']);
    expect(found).not.toContainEqual(['untranslated', 'item/title']);
  });
});
