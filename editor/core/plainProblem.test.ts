import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkDraft } from './check';
import { NOT_FOR_PEOPLE, plainProblem } from './plainProblem';

const root = join(import.meta.dirname, '../..');
const text = (file: string) => readFileSync(join(root, file), 'utf8');

/** The problems the editor shows for `file` once `mutate` has broken its data. */
// biome-ignore lint/suspicious/noExplicitAny: a test breaks the parsed file at any depth
function problemsAfter(file: string, mutate: (data: Record<string, any>) => void) {
  const original = text(file);
  const data = parse(original);
  mutate(data);
  return checkDraft(root, file, original, data).problems;
}

const forbidden = (s: string) => NOT_FOR_PEOPLE.filter((re) => re.test(s)).map(String);

describe("the editor's problems, in the form's words", () => {
  it('name the field and the item it is on (a FAQ answer emptied)', () => {
    const problems = problemsAfter('pages/resources/faqs.yaml', (d) => {
      d.sections[1].categories[0].items[2].answer = '';
    });
    const p = problems.find((x) => x.path.join('/') === 'sections/1/categories/0/items/2/answer');
    expect(p?.message).toBe('“Answer” must not be empty.');
    expect(p?.where).toMatch(/^“.+”$/);
    expect(p?.where).toContain(
      parse(text('pages/resources/faqs.yaml')).sections[1].categories[0].items[2].question.slice(0, 20),
    );
  });

  it('name an item without words of its own by its list and number, once (a FAQ question emptied)', () => {
    const problems = problemsAfter('pages/resources/faqs.yaml', (d) => {
      d.sections[1].categories[0].items[2] = { question: '', answer: '' };
    });
    const p = problems.find((x) => x.path.join('/') === 'sections/1/categories/0/items/2/question');
    const category = parse(text('pages/resources/faqs.yaml')).sections[1].categories[0];
    expect(p?.where).toMatch(/^“.+” › [A-Z][a-z ]+ › item 3$/);
    expect(p?.where).toContain(category.title.slice(0, 20));
    expect(p?.where).not.toMatch(/, item/);
  });

  it('never show file syntax, key paths or commands, whatever the problem', () => {
    const problems = [
      ...problemsAfter('pages/about.yaml', (d) => {
        delete d.meta.title; // required
        d.meta.description = 'x'.repeat(400); // too long
        d.sections[0].id = 'Not An Id'; // pattern
        d.sections[0].unknownThing = 1; // unknown field
        d.sections[0].tone = 'purple'; // not one of the values
        d.sections[1].buttons = 'one'; // wrong kind
        d.sections.push({ type: 'noSuchBlock', id: 'x' }); // unknown block type
        d.sections.push({ ...d.sections[0] }); // the same id twice
      }),
      ...problemsAfter('pages/contact.yaml', (d) => {
        d.route = '/about'; // an address another page has
      }),
      ...problemsAfter('pages/_site.yaml', (d) => {
        d.organisation.email = 'not an address';
        d.header.nav[0].href = '/no-such-page';
      }),
    ];
    expect(problems.length).toBeGreaterThan(8);
    for (const p of problems) {
      expect({
        text: `${p.where} ${p.message} ${p.hint ?? ''}`,
        forms: forbidden(`${p.where} ${p.message} ${p.hint ?? ''}`),
      }).toMatchObject({ forms: [] });
    }
  });
});

describe('hints that name files', () => {
  it('are said in plain words rather than dropped (a link to a page still being made, an unknown address)', () => {
    const problems = problemsAfter('pages/about.yaml', (d) => {
      d.sections[0].buttons = [{ label: 'Somewhere', href: '/no-such-page-at-all' }];
    });
    const p = problems.find((x) => x.path.join('/') === 'sections/0/buttons/0/href');
    expect(p?.hint).toBeTruthy();
    expect(forbidden(p?.hint ?? '')).toEqual([]);
  });

  it('cover every hint of the cross-checks that names a file', async () => {
    const { plainHint } = await import('./plainProblem');
    for (const hint of [
      'It is listed in pages/_pending.yaml; it will work once that page exists.',
      'Check the address against the route: lines of the files in pages/.',
      'Create pages/collections/news.yaml.',
      'Add `collection: <name>` to say which items this page shows.',
      'Add x: https://... under links: in pages/_site.yaml, or use one of: linkedin, x.',
      'Restore pages/_site.yaml: it holds the header, footer and company details.',
    ]) {
      const plain = plainHint(hint);
      expect(plain, hint).toBeTruthy();
      expect(forbidden(plain ?? '')).toEqual([]);
    }
  });

  it('name a picture in words, never by its file (a picture too small for its place)', () => {
    const problem = {
      severity: 'error' as const,
      file: 'pages/gallery.yaml',
      line: 1,
      col: 1,
      length: 1,
      where: '',
      message:
        'the picture public/images/gallery/team-photo.png is 64 px wide, but this place shows it up to 960 px wide, so it would look blurry',
    };
    const plain = plainProblem(problem, ['sections', 1, 'images', 0, 'src'], {}, undefined, {});
    expect(plain.message).toBe(
      'The picture “team photo” is 64 px wide, but this place shows it up to 960 px wide, so it would look blurry',
    );
    expect(forbidden(plain.message)).toEqual([]);
  });
});
