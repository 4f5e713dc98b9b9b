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
