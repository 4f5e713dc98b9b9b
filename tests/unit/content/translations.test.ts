/**
 * The validator on pages' translations (src/content/translations.ts, siteLanguages.ts): each mistake a translator
 * can make is reported at its line in the translation file, in plain words: an extra section or item, a list of
 * another count, words in the wrong form, untranslated words (warnings), an unknown language folder, a translation
 * without an English page, an out-of-date madeFrom, a made page the page schema rejects (a title too long); and the
 * site settings' languages: shared words lacking, unused or a code that an English address starts with.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadContent } from '../../../src/content/load';
import { loadSchemas } from '../../../src/content/schemas';
import { NO_STORE } from '../../../src/content/checkStore';
import { translationVersion } from '../../../src/contract/translation';
import type { Page } from '../../../src/generated/content';
import type { Problem } from '../../../src/content/types';
import { fullItemTranslation, fullTranslation, translatedSite } from '../../fixtures/translatedSite';

let dir: string;
let root: string;
beforeEach(() => ({ dir, root } = translatedSite()));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const version = () =>
  translationVersion(
    parse(readFileSync(join(root, 'pages/about.yaml'), 'utf8')) as Page,
    loadSchemas(join(root, 'schema')).wordsRule,
  );
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** The problems of `file` as `line:col severity: message`. */
const problemsOf = (file: string, problems = loadContent(root, { store: NO_STORE }).problems) =>
  problems.filter((p: Problem) => p.file === file).map((p) => `${p.line}:${p.col} ${p.severity}: ${p.message}`);

describe('a translation checked against its English page', () => {
  it('finds nothing wrong with a complete, up-to-date translation', () => {
    expect(problemsOf('pages/translations/kn/about.yaml')).toEqual([]);
  });

  it('reports each mistake at its line', () => {
    write(
      'pages/translations/kn/about.yaml',
      [
        `madeFrom: ${version()}`, // 1
        'meta:', // 2
        '  title: ನಮ್ಮ ಬಗ್ಗೆ', // 3
        'sections:', // 4
        '  about-intro:', // 5
        '    awaitingCheck: true', // 6
        '    title: ವಿಶ್ವಾಸ್ ಗ್ರೂಪ್‌ನ ಕಥೆ', // 7
        '    text: [ಒಂದು, ಎರಡು]', // 8
        '    eyebrow: [ನಮ್ಮ ಬಗ್ಗೆ]', // 9
        '    buttons:', // 10
        '      - label: ನಮ್ಮ ನಾಯಕತ್ವ', // 11
        '        href: /kn/contact', // 12
        '      - label: ಸಂಪರ್ಕಿಸಿ', // 13
        '  leadership:', // 14
        '    cards:', // 15
        '      ravi-hegde:', // 16
        '        title: ರವಿ ಶಂಕರ್ ಹೆಗ್ಡೆ', // 17
        '      nobody:', // 18
        '        title: ಯಾರೂ ಇಲ್ಲ', // 19
        '  our-storey:', // 20
        '    title: ನಮ್ಮ ಕಥೆ', // 21
        '',
      ].join('\n'),
    );
    const problems = problemsOf('pages/translations/kn/about.yaml');
    expect(problems).toEqual(
      expect.arrayContaining([
        "8:11 error: this list has 2 entries, but the English page's has 1",
        '9:14 error: expected words (one text) here, as in the English page',
        '12:9 error: "href" is not one of the English page\'s words here',
        '18:7 error: "nobody" is not one of the English page\'s words here',
        '20:3 error: the English page has no section "our-storey" — did you mean "our-story"?',
        '3:3 warning: not translated yet: “The story of Vishwas Group: a rural survey in 2017-2018, a c…” is shown in English',
        '5:3 warning: the section "our-story" is not translated yet: it is shown in English',
        '15:5 warning: not translated yet: “The people who lead us” is shown in English',
        '16:7 warning: not translated yet: “Meera Kulkarni” is shown in English',
        '17:9 warning: not translated yet: “A chartered accountant who led the 2017-2018 rural survey an…” is shown in English',
      ]),
    );
    expect(problems.filter((p) => p.includes('error:'))).toHaveLength(5);
  });

  it('warns of an out-of-date translation at its madeFrom', () => {
    const file = join(root, 'pages/translations/kn/about.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^madeFrom: \w+$/m, 'madeFrom: abc123abc123'));
    expect(problemsOf('pages/translations/kn/about.yaml')).toEqual([
      '1:11 warning: the English page has changed since this translation was made: it is out of date',
    ]);
    // The English page's words change: the kept translation is out of date too.
    writeFileSync(file, text);
    const about = join(root, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About us', 'title: About our group'));
    expect(problemsOf('pages/translations/kn/about.yaml')).toEqual([
      '1:11 warning: the English page has changed since this translation was made: it is out of date',
    ]);
  });

  it('checks the page it makes like any page: a title too long is reported at the translated title', () => {
    const file = join(root, 'pages/translations/kn/about.yaml');
    const text = readFileSync(file, 'utf8').replace(/^ {2}title: .*$/m, `  title: ${'ಕ'.repeat(80)}`);
    writeFileSync(file, text);
    const line = text.split('\n').findIndex((l) => l.startsWith(`  title: ${'ಕ'}`)) + 1;
    expect(problemsOf('pages/translations/kn/about.yaml')).toEqual([
      expect.stringMatching(new RegExp(`^${line}:10 error: .*(70|long)`)),
    ]);
  });

  it('reports a folder for a language the site does not list, and a translation without an English page', () => {
    write('pages/translations/xx/about.yaml', readFileSync(join(root, 'pages/translations/kn/about.yaml'), 'utf8'));
    write('pages/translations/kn/abuot.yaml', readFileSync(join(root, 'pages/translations/kn/about.yaml'), 'utf8'));
    write('pages/translations/en/about.yaml', readFileSync(join(root, 'pages/translations/kn/about.yaml'), 'utf8'));
    const problems = loadContent(root, { store: NO_STORE }).problems;
    expect(problemsOf('pages/translations/xx/about.yaml', problems)).toEqual([
      '1:1 error: the site has no language "xx"',
    ]);
    expect(problemsOf('pages/translations/en/about.yaml', problems)).toEqual([
      '1:1 error: "en" is the site\'s main language: its pages are the files under pages/ themselves',
    ]);
    expect(problemsOf('pages/translations/kn/abuot.yaml', problems)).toEqual([
      '1:1 error: this translation has no English page: there is no pages/abuot.yaml — did you mean pages/about.yaml?',
    ]);
  });

  it('refuses a madeFrom that is not a version', () => {
    write('pages/translations/kn/about.yaml', 'madeFrom: 123\n');
    expect(problemsOf('pages/translations/kn/about.yaml')[0]).toMatch(/^1:11 error: .*expected text/);
  });

  it("lets a page link to a translated page's own address, and reports a link to a translation that does not exist", () => {
    const contact = join(root, 'pages/contact.yaml');
    const text = readFileSync(contact, 'utf8');
    writeFileSync(contact, text.replace('href: /about }', 'href: /kn/about }'));
    expect(problemsOf('pages/contact.yaml')).toEqual([]);
    writeFileSync(contact, text.replace('href: /about }', 'href: /hi/about }'));
    expect(problemsOf('pages/contact.yaml')).toEqual([
      '72:54 error: the link to /hi/about matches no page — did you mean /kn/about?',
    ]);
  });
});

describe("a blog article's translation checked against its English article", () => {
  const file = 'pages/translations/kn/collections/blog/2.yaml';
  it('finds nothing wrong with a complete, up-to-date translation; its page’s labels translate like a page', () => {
    write(file, fullItemTranslation(root, 'blog', 2));
    write('pages/translations/kn/resources/blog/article.yaml', fullTranslation(root, 'resources/blog/article.yaml'));
    const problems = loadContent(root, { store: NO_STORE }).problems;
    expect(problemsOf(file, problems)).toEqual([]);
    expect(problemsOf('pages/translations/kn/resources/blog/article.yaml', problems)).toEqual([]);
  });

  it('reports each mistake at its line: a field that is not words, an untranslated one, an out-of-date version', () => {
    const full = parse(fullItemTranslation(root, 'blog', 2)) as { item: Record<string, unknown> };
    const { excerpt: _, ...item } = full.item;
    write(file, stringify({ madeFrom: 'abcdefabcdef', item: { ...item, category: 'ತೆರಿಗೆ' } }));
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    const at = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
    expect(problemsOf(file)).toEqual([
      '1:11 warning: the English article has changed since this translation was made: it is out of date',
      // A field left out is reported at the start of the item's words.
      `${at('item:') + 1}:3 warning: not translated yet: “Australia's financial year runs from 1 July to 30 June. A pr…” is shown in English`,
      `${at('  category:')}:3 error: "category" is not one of the English page's words here`,
    ]);
  });

  it('warns of an item translation of a collection whose items have no page of their own (it is not shown)', () => {
    rmSync(join(root, 'pages/resources/blog/article.yaml'));
    write(file, fullItemTranslation(root, 'blog', 2));
    expect(problemsOf(file)).toEqual([
      '1:1 warning: the items of pages/collections/blog.yaml have no page of their own, so this translation is not shown',
    ]);
  });

  it('warns of a translation whose article is not in the blog (it is not shown), naming the nearest id', () => {
    write('pages/translations/kn/collections/blog/22.yaml', fullItemTranslation(root, 'blog', 2));
    expect(problemsOf('pages/translations/kn/collections/blog/22.yaml')).toEqual([
      '1:1 warning: this translation has no English item: pages/collections/blog.yaml has no item with id 22 — did you mean 2?',
    ]);
  });
});

describe("the site settings' languages", () => {
  const siteFile = () => join(root, 'pages/_site.yaml');
  it('warns once per language of the shared words it lacks, and of words for text the settings no longer have', () => {
    const text = readFileSync(siteFile(), 'utf8').replace(
      '    englishName: Kannada\n    locale: kn-IN\n',
      '    englishName: Kannada\n    locale: kn-IN\n    words:\n      Home: ಮುಖಪುಟ\n      Old words: ಹಳೆಯದು\n',
    );
    writeFileSync(siteFile(), text);
    const oldWords = text.split('\n').indexOf('      Old words: ಹಳೆಯದು') + 1;
    const problems = problemsOf('pages/_site.yaml');
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\d+:\d+ warning: \d+ of the site's shared words have no Kannada translation yet/),
        expect.stringMatching(/^\d+:\d+ warning: \d+ of the site's shared words have no Hindi translation yet/),
        expect.stringMatching(
          new RegExp(`^${oldWords}:7 warning: the site settings no longer have the words "Old words"`),
        ),
      ]),
    );
    expect(problems.filter((p) => p.includes('Kannada translation'))).toHaveLength(1);
  });

  it('refuses a language code that an English address starts with, and a code listed twice', () => {
    writeFileSync(
      siteFile(),
      readFileSync(siteFile(), 'utf8')
        .replace('  - code: hi\n', '  - code: hr\n')
        .replace('  - code: kn\n', '  - code: hr\n'),
    );
    const problems = problemsOf('pages/_site.yaml');
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/error: the language "hr" is listed twice/),
        expect.stringMatching(/error: the language code "hr" is also the start of a page's address/),
      ]),
    );
  });
});
