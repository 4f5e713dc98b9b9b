import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkDraft, withoutAddedDefaults } from './check';
import { NOT_FOR_PEOPLE } from './plainProblem';
import { words } from '../contract/words';
import { updateYamlText } from './yamlSave';
import { problemPath } from './problemPath';
import { bundleSchemas, rewriteRef } from './schemaBundle';
import { areaOf, listFiles } from './files';
import { translationInfo } from './translations';

const root = join(import.meta.dirname, '..', '..');
const about = readFileSync(join(root, 'pages/about.yaml'), 'utf8');

describe('checking a draft', () => {
  it('gives the preview the draft page, not the file', () => {
    const data = parse(about);
    data.sections[0].title = 'A new title';
    const result = checkDraft(root, 'pages/about.yaml', about, data);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.preview?.path).toBe('/about');
    expect((result.preview!.page.sections[0] as { title: string }).title).toBe('A new title');
  });

  it('draws a collection item asked for by its id on its own page, the first item when none is asked for', () => {
    const blog = readFileSync(join(root, 'pages/collections/blog.yaml'), 'utf8');
    const data = parse(blog);
    const third = String(data.items[2].id);
    expect(checkDraft(root, 'pages/collections/blog.yaml', blog, data, { item: third }).preview?.path).toBe(
      `/resources/blog/${third}`,
    );
    expect(checkDraft(root, 'pages/collections/blog.yaml', blog, data).preview?.path).toBe(
      `/resources/blog/${String(data.items[0].id)}`,
    );
    // An id that is no item's, or one crafted to reach another page, draws the first item: never another page.
    for (const item of ['no-such-item', '../../about', `${third}/../../../about`, ''])
      expect(checkDraft(root, 'pages/collections/blog.yaml', blog, data, { item }).preview?.path).toBe(
        `/resources/blog/${String(data.items[0].id)}`,
      );
  });

  it("reports a missing field on that field, in the form's words", () => {
    const data = parse(about);
    delete data.sections[0].title;
    const result = checkDraft(root, 'pages/about.yaml', about, data);
    const problem = result.problems.find((p) => p.path.join('/') === 'sections/0/title');
    expect(problem?.message).toMatch(/^“[^”]+” needs to be filled in\.$/);
    expect(problem?.hint).toBeUndefined();
    expect(result.preview).toBeUndefined();
  });

  it('runs the cross-checks (a broken internal link)', () => {
    const data = parse(about);
    data.sections[0].buttons[0].href = '/no-such-page';
    const result = checkDraft(root, 'pages/about.yaml', about, data);
    expect(result.problems.find((p) => p.severity === 'error')?.path).toEqual(['sections', 0, 'buttons', 0, 'href']);
  });

  it("words a translation's problems against its English page for the translator, never by its keys or ids", () => {
    const file = 'pages/translations/kn/about.yaml';
    const text = readFileSync(join(root, file), 'utf8');
    const data = parse(text);
    const english = parse(about).sections.find((s: { id: string }) => s.id === 'our-story');
    data.sections['about-intro'].buttons[0].href = '/contact'; // addresses are never translated
    data.sections['old-section'] = { title: 'ಹಳೆಯ ವಿಭಾಗ' }; // a section the English page does not have
    data.sections['our-story'].paragraphs.push('ಇನ್ನೊಂದು'); // one entry more than in English
    const problems = checkDraft(root, file, text, data).problems.filter((p) => p.severity === 'error');
    const press = 'Press “Match the English page’s parts”: your translated words are kept.';
    expect(problems.map((p) => [p.path.join('/'), p.message, p.hint])).toEqual([
      ['sections/about-intro/buttons/0/href', words.plain.translation.extraWords, press],
      [
        'sections/our-story/paragraphs',
        words.plain.translation.listLength('Paragraphs', english.paragraphs.length),
        press,
      ],
      ['sections/old-section', words.plain.translation.extraSection, press],
    ]);
    for (const p of problems) {
      expect(NOT_FOR_PEOPLE.filter((re) => re.test(`${p.message} ${p.hint}`))).toEqual([]);
      expect(`${p.where} ${p.message} ${p.hint}`).not.toMatch(/href|old-section|about-intro|our-story/);
    }
  });
});

describe('checking an article’s translation', () => {
  const file = 'pages/translations/kn/collections/blog/2.yaml';
  const version = () => translationInfo(root, file)?.version ?? '';

  it('draws it at the article’s address in its language, with its translated words', () => {
    const result = checkDraft(root, file, '', { madeFrom: version(), item: { title: 'ವರ್ಷಾಂತ್ಯದ ಪಟ್ಟಿ' } });
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.preview?.path).toBe('/kn/resources/blog/2');
    expect(JSON.stringify(result.preview?.page)).toContain('ವರ್ಷಾಂತ್ಯದ ಪಟ್ಟಿ');
  });

  it('draws the article page’s translation at the first article translated in its language', () => {
    const labels = 'pages/translations/kn/resources/blog/article.yaml';
    const data = { madeFrom: translationInfo(root, labels)?.version };
    const path = checkDraft(root, labels, '', data).preview?.path;
    if (path !== undefined) expect(path).toMatch(/^\/kn\/resources\/blog\/\d+$/);
  });

  it('words its problems for the translator, of the English article, never by keys or file names', () => {
    const data = { madeFrom: version(), item: { title: 'ಪಟ್ಟಿ', date: '30 ಜೂನ್', image: { src: '/images/x.webp' } } };
    const problems = checkDraft(root, file, '', data).problems.filter((p) => p.severity === 'error');
    const press = 'Press “Match the English page’s parts”: your translated words are kept.';
    expect(problems.map((p) => [p.path.join('/'), p.message, p.hint])).toEqual([
      ['item/date', words.plain.translation.article.extraWords, press],
      ['item/image/src', words.plain.translation.article.extraWords, press],
    ]);
    for (const p of problems) {
      expect(NOT_FOR_PEOPLE.filter((re) => re.test(`${p.where} ${p.message} ${p.hint}`))).toEqual([]);
      expect(`${p.where} ${p.message} ${p.hint}`).not.toMatch(/\bitem\b|\bsrc\b|collections/);
    }
  });
});

describe("a problem's place", () => {
  it('is the deepest key or value at its line and column', () => {
    const text = 'a:\n  b:\n    - x: 1\n      y: two\n';
    expect(problemPath(text, 4, 10, 'must be a number')).toEqual(['a', 'b', 0, 'y']);
    expect(problemPath(text, 3, 7, 'missing "z"')).toEqual(['a', 'b', 0, 'z']);
  });
});

describe('the schema bundle', () => {
  it('rewrites every reference into the bundle', () => {
    expect(rewriteRef('../defs/common.schema.json#/definitions/id', 'blocks/hero.schema.json')).toBe(
      '#/definitions/defs_common/definitions/id',
    );
    expect(rewriteRef('#/definitions/items', 'blocks/faq.schema.json')).toBe(
      '#/definitions/blocks_faq/definitions/items',
    );
    const bundle = bundleSchemas(join(root, 'schema'));
    const refs = JSON.stringify(bundle.root).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const path = ref.slice(8, -1).replace('#/', '').split('/');
      let node: unknown = bundle.root;
      for (const part of path) node = (node as Record<string, unknown>)[part];
      expect(node, ref).toBeTypeOf('object');
    }
    expect(bundle.blocks.map((b) => b.type)).toContain('hero');
    expect(JSON.stringify(bundle.root)).not.toContain('"default":');
  });
});

describe('the file list', () => {
  it('lists pages by area, the site file and the blog, but not the pending routes', () => {
    const files = listFiles(root);
    expect(files.find((f) => f.file === 'pages/_site.yaml')?.kind).toBe('site');
    expect(files.find((f) => f.file === 'pages/collections/blog.yaml')?.kind).toBe('collection');
    expect(files.find((f) => f.file === 'pages/about.yaml')).toMatchObject({
      title: 'About us',
      route: '/about',
      area: 'main',
    });
    expect(files.some((f) => f.file === 'pages/_pending.yaml')).toBe(false);
    expect([areaOf('/privacy'), areaOf('/services/hr/compliance'), areaOf('/finance-coe')]).toEqual([
      'legal',
      'services',
      'financial',
    ]);
  });
});

describe('a value set back to its default', () => {
  it('is no change and is not written into the file (the sitemap box ticked again)', () => {
    const data = parse(about);
    expect(data.sitemap).toBeUndefined();
    const ticked = withoutAddedDefaults(root, 'pages/about.yaml', about, { ...data, sitemap: true });
    expect(updateYamlText(about, ticked)).toBe(about);
    const unticked = withoutAddedDefaults(root, 'pages/about.yaml', about, { ...data, sitemap: false });
    expect(updateYamlText(about, unticked)).toContain('sitemap: false');
  });
});
