import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkDraft } from './check';
import { NOT_FOR_PEOPLE } from './plainProblem';

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
