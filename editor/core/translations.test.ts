/**
 * The translator's calls on a temporary copy of the content: what is missing or out of date per language, a
 * translation started, opened with its English fields, and a translated field saved writing only its lines.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editingCalls } from './api.js';
import type { CallRequest } from './dispatch.js';
import type { LanguageTranslations, TranslationInfo } from '../contract/translationStatus.js';
import { withChecked, withMadeFrom, withTranslated } from '../contract/translationDraft.js';
import { gitIn } from '../../tests/fixtures/git.js';

const repo = join(import.meta.dirname, '../..');
let root: string;
let calls: ReturnType<typeof editingCalls>;
const ask = (body: Record<string, unknown>, url = 'http://x/') =>
  ({ body, url: new URL(url), req: {} }) as unknown as CallRequest;
const languages = () => (calls['GET translations'](ask({})) as { languages: LanguageTranslations[] }).languages;
const pageIn = (code: string, file: string) =>
  languages()
    .find((l) => l.code === code)
    ?.pages.find((p) => p.file === file);
const open = async (file: string) =>
  (await calls['GET file'](ask({}, `http://x/?path=${encodeURIComponent(file)}`))) as {
    data: Record<string, unknown>;
    version: string;
    text: string;
    info: { title: string; route: string; kind: string };
    translation: TranslationInfo;
  };
const KN = 'pages/translations/kn/about.yaml';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-translations-'));
  cpSync(join(repo, 'pages'), join(root, 'pages'), { recursive: true });
  rmSync(join(root, 'pages/translations'), { recursive: true, force: true });
  symlinkSync(join(repo, 'schema'), join(root, 'schema'), 'dir');
  // A repository of its own, as the local editor's folder is: the English page's history is read from it.
  gitIn(root, 'init', '-q');
  gitIn(root, 'add', 'pages');
  gitIn(root, 'commit', '-qm', 'The content');
  calls = editingCalls({ root, door: () => null });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('translations', () => {
  it('lists every page as not translated yet in each language beside English', () => {
    const list = languages();
    expect(list.map((l) => [l.code, l.englishName])).toEqual([
      ['kn', 'Kannada'],
      ['hi', 'Hindi'],
    ]);
    const about = pageIn('kn', 'pages/about.yaml');
    expect(about).toMatchObject({ missing: true, path: '/kn/about', title: 'About us', translationFile: KN });
    expect(about?.untranslated).toBe(about?.fields);
    expect(about?.fields).toBeGreaterThan(10);
  });

  it('starts a translation made from the English page as it is, opened with its English fields', async () => {
    const made = (await calls['POST new-translation'](ask({ file: 'pages/about.yaml', lang: 'kn' }))) as {
      file: string;
    };
    expect(made.file).toBe(KN);
    const opened = await open(KN);
    expect(opened.info).toMatchObject({
      kind: 'translation',
      title: 'About us, in Kannada (ಕನ್ನಡ)',
      route: '/kn/about',
    });
    expect(opened.data.madeFrom).toBe(opened.translation.version);
    const title = opened.translation.fields
      .flatMap((s) => s.fields)
      .find((f) => f.path.join('/') === 'sections/about-intro/title');
    expect(title).toMatchObject({ english: 'The story behind Vishwas Group', label: 'Title' });
    expect(pageIn('kn', 'pages/about.yaml')).toMatchObject({ missing: false, outOfDate: false, awaiting: 0 });
    expect(pageIn('hi', 'pages/about.yaml')?.missing).toBe(true);
    // A second start is refused: the translation exists.
    await expect(async () =>
      calls['POST new-translation'](ask({ file: 'pages/about.yaml', lang: 'kn' })),
    ).rejects.toMatchObject({ status: 409 });
    // Only languages of the site, only pages of the site.
    await expect(async () =>
      calls['POST new-translation'](ask({ file: 'pages/about.yaml', lang: 'ta' })),
    ).rejects.toMatchObject({ status: 404 });
    await expect(async () =>
      calls['POST new-translation'](ask({ file: '../etc/passwd', lang: 'kn' })),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('a translated field saved writes only its lines; its section then waits for a check', async () => {
    const opened = await open(KN);
    const before = opened.text;
    const english = opened.translation.english.data;
    const one = withTranslated(opened.data, english, ['meta', 'title'], 'ನಮ್ಮ ಬಗ್ಗೆ');
    await calls['POST save'](ask({ file: KN, data: one, version: opened.version }));
    const first = readFileSync(join(root, KN), 'utf8');
    expect(first.split('\n').filter((l) => !before.split('\n').includes(l))).toEqual(['meta:', '  title: ನಮ್ಮ ಬಗ್ಗೆ']);

    const again = await open(KN);
    const two = withTranslated(again.data, english, ['sections', 'about-intro', 'title'], 'ವಿಶ್ವಾಸ್ ಗ್ರೂಪ್‌ನ ಕಥೆ');
    await calls['POST save'](ask({ file: KN, data: two, version: again.version }));
    const second = readFileSync(join(root, KN), 'utf8');
    // Only added lines: the earlier ones stand as they were.
    const lines = second.split('\n');
    expect(first.split('\n').every((l) => lines.includes(l))).toBe(true);
    expect(parse(second).sections['about-intro']).toEqual({ awaitingCheck: true, title: 'ವಿಶ್ವಾಸ್ ಗ್ರೂಪ್‌ನ ಕಥೆ' });
    expect(pageIn('kn', 'pages/about.yaml')?.awaiting).toBe(1);

    // Checked by a native speaker: one line goes, nothing else changes.
    const third = await open(KN);
    await calls['POST save'](ask({ file: KN, data: withChecked(third.data, 'about-intro'), version: third.version }));
    const after = readFileSync(join(root, KN), 'utf8');
    expect(second.split('\n').filter((l) => !after.split('\n').includes(l))).toEqual(['    awaitingCheck: true']);
    expect(after.split('\n').length).toBe(lines.length - 1);
    expect(pageIn('kn', 'pages/about.yaml')?.awaiting).toBe(0);
  });

  it('an English page changed makes its translation out of date until the translator says it is up to date', async () => {
    const englishFile = join(root, 'pages/about.yaml');
    writeFileSync(
      englishFile,
      readFileSync(englishFile, 'utf8').replace(
        'title: The story behind Vishwas Group',
        'title: The story of Vishwas Group',
      ),
    );
    expect(pageIn('kn', 'pages/about.yaml')?.outOfDate).toBe(true);
    expect(pageIn('hi', 'pages/about.yaml')?.outOfDate).toBe(false);
    const opened = await open(KN);
    expect(opened.data.madeFrom).not.toBe(opened.translation.version);
    // What changed in English since: the one field, with its words as they were (read from the page's history).
    expect(opened.translation.changedSince).toEqual({
      'sections/about-intro/title': 'The story behind Vishwas Group',
    });
    await calls['POST save'](
      ask({ file: KN, data: withMadeFrom(opened.data, opened.translation.version), version: opened.version }),
    );
    expect(pageIn('kn', 'pages/about.yaml')?.outOfDate).toBe(false);
    // A picture's address changed is no change of words: still up to date.
    writeFileSync(
      englishFile,
      readFileSync(englishFile, 'utf8').replace('/images/about/rural-survey.webp', '/images/about/rural-survey-2.webp'),
    );
    expect(pageIn('kn', 'pages/about.yaml')?.outOfDate).toBe(false);
  });

  it('a site in English only has no languages to list', () => {
    const site = join(root, 'pages/_site.yaml');
    const text = readFileSync(site, 'utf8');
    writeFileSync(site, text.replace(/^languages:\n(?: {2}.*\n|\n)*/m, ''));
    expect(languages()).toEqual([]);
    writeFileSync(site, text);
  });
});

describe('an article’s translation', () => {
  const BLOG = 'pages/collections/blog.yaml';
  const KN_2 = 'pages/translations/kn/collections/blog/2.yaml';
  const article = (code: string, id: string) =>
    languages()
      .find((l) => l.code === code)
      ?.pages.find((p) => p.item?.id === id);
  const englishTitle = () => parse(readFileSync(join(root, BLOG), 'utf8')).items[1].title as string;

  it('lists each blog article in each language, and the page that shows them all, not translated yet', () => {
    expect(article('kn', '2')).toMatchObject({
      file: BLOG,
      title: englishTitle(),
      path: '/kn/resources/blog/2',
      translationFile: KN_2,
      missing: true,
      item: { collection: 'blog', id: '2' },
    });
    const labels = languages()[0].pages.find((p) => p.articlePage === 'blog');
    expect(labels).toMatchObject({
      file: 'pages/resources/blog/article.yaml',
      title: 'Blog article page (labels shared by every article)',
      path: '',
      missing: true,
    });
  });

  it('offers the article page’s not-found words with its own fields, for an address with no article', async () => {
    const file = 'pages/resources/blog/article.yaml';
    const made = (await calls['POST new-translation'](ask({ file, lang: 'hi' }))) as { file: string };
    const own = (await open(made.file)).translation.fields[0].fields;
    expect(own.map((f) => [f.label, f.path.join('/')])).toEqual(
      expect.arrayContaining([
        ['Page not found › Title', 'notFound/title'],
        ['Page not found › Link › Label', 'notFound/link/label'],
      ]),
    );
    // Its title and description are filled from each article ({title}): nothing to translate there.
    expect(own.map((f) => f.path.join('/'))).not.toContain('meta/title');
    rmSync(join(root, made.file));
  });

  it('is started for the article asked for, with its version alone, and opened with the article’s fields', async () => {
    const made = (await calls['POST new-translation'](ask({ file: BLOG, lang: 'kn', item: '2' }))) as { file: string };
    expect(made.file).toBe(KN_2);
    expect(Object.keys(parse(readFileSync(join(root, KN_2), 'utf8')))).toEqual(['madeFrom']);
    const opened = await open(KN_2);
    expect(opened.data.madeFrom).toBe(opened.translation.version);
    expect(opened.info).toMatchObject({ kind: 'translation', route: '/kn/resources/blog/2' });
    expect(opened.info.title).toBe(`${englishTitle()}, in Kannada (ಕನ್ನಡ)`);
    expect(opened.translation.english).toMatchObject({ file: BLOG, title: englishTitle(), route: '/resources/blog/2' });
    expect(opened.translation.item).toEqual({ collection: 'blog', id: '2' });
    expect(opened.translation.fields.map((s) => [s.id, s.name])).toEqual([['item', 'The article']]);
    const fields = opened.translation.fields[0].fields;
    expect(fields.find((f) => f.path.join('/') === 'item/title')).toMatchObject({ english: englishTitle() });
    expect(fields.find((f) => f.path.join('/') === 'item/content')?.html).toBe(true);
    // Only its words: no date, id, category or picture address.
    expect(fields.map((f) => f.path.at(-1))).not.toContain('date');
    expect(fields.map((f) => f.path.at(-1))).not.toContain('src');
    expect(article('kn', '2')).toMatchObject({ missing: false, outOfDate: false });
    expect(languages()[0].pages.find((p) => p.articlePage)?.path).toBe('/kn/resources/blog/2');
    // Twice is refused; an article the collection does not have is not found.
    await expect(async () =>
      calls['POST new-translation'](ask({ file: BLOG, lang: 'kn', item: '2' })),
    ).rejects.toMatchObject({ status: 409 });
    await expect(async () =>
      calls['POST new-translation'](ask({ file: BLOG, lang: 'kn', item: '99' })),
    ).rejects.toMatchObject({ status: 404 });
    await expect(async () => calls['POST new-translation'](ask({ file: BLOG, lang: 'kn' }))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('a translated title saved waits for a check under item; an English article changed makes it out of date', async () => {
    const opened = await open(KN_2);
    const english = { item: opened.translation.english.data };
    const t = withTranslated(opened.data, english, ['item', 'title'], 'ಆಸ್ಟ್ರೇಲಿಯಾದ ವರ್ಷಾಂತ್ಯ');
    await calls['POST save'](ask({ file: KN_2, data: t, version: opened.version }));
    expect(parse(readFileSync(join(root, KN_2), 'utf8')).item).toEqual({
      awaitingCheck: true,
      title: 'ಆಸ್ಟ್ರೇಲಿಯಾದ ವರ್ಷಾಂತ್ಯ',
    });
    expect(article('kn', '2')).toMatchObject({
      awaiting: 1,
      untranslated: opened.translation.fields[0].fields.length - 1,
    });

    // The English article's title changed, committed: the history knows the article as it was.
    const before = englishTitle();
    const blog = join(root, BLOG);
    const text = readFileSync(blog, 'utf8');
    const line = text.split('\n').find((l) => l.startsWith('    title:') && parse(l.trim()).title === before) ?? '';
    writeFileSync(blog, text.replace(line, '    title: A new title'));
    expect(englishTitle()).toBe('A new title');
    expect(article('kn', '2')?.outOfDate).toBe(true);
    expect(article('kn', '3')?.missing).toBe(true);
    const again = await open(KN_2);
    expect(again.translation.changedSince).toEqual({ 'item/title': before });
    await calls['POST save'](
      ask({ file: KN_2, data: withMadeFrom(again.data, again.translation.version), version: again.version }),
    );
    expect(article('kn', '2')?.outOfDate).toBe(false);
    writeFileSync(blog, text);
  });
});
