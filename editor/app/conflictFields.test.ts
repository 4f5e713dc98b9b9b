import { describe, expect, it } from 'vitest';
import { conflictFields, fullWords, withChoices } from './conflictFields';

const page = (title: string, answer: string, sections = ['a', 'b']) => ({
  meta: { title, description: 'Our terms.' },
  sections: sections.map((id) => ({ id, type: 'faq', heading: `Heading ${id}`, answer })),
});

describe('a conflict, field by field', () => {
  it('lists only the fields where the two versions differ, named in words, with both values', () => {
    const base = page('Terms', '<p>Old</p>');
    const mine = page('Terms, revised', '<p>Old</p>');
    const theirs = page('Terms of use', '<p>New answer</p>');
    const fields = conflictFields(base, mine, theirs);
    expect(fields.map((f) => f.where)).toEqual([
      'Search engines and sharing › Title',
      'Sections › “Heading a” › Answer',
      'Sections › “Heading b” › Answer',
    ]);
    expect(fields[0]).toMatchObject({ mine: 'Terms, revised', theirs: 'Terms of use', onlyTheirs: false });
    // The answers were changed only in the other version: theirs is the one kept unless the person says otherwise.
    expect(fields[1]!.onlyTheirs).toBe(true);
    expect(fields.map((f) => f.where).join(' ')).not.toMatch(/meta\.|sections\/|\bid\b/);
  });

  it('saves what the person chose: mine where they kept mine, theirs elsewhere', () => {
    const base = page('Terms', 'Old');
    const mine = { ...page('Terms, revised', 'Mine'), sitemap: false };
    const theirs = page('Terms of use', 'Theirs');
    const fields = conflictFields(base, mine, theirs);
    const where = fields.map((f) => f.where);
    const keep = fields.map(
      (f) => f.where === 'Search engines and sharing › Title' || f.where === 'Listed for search engines',
    );
    const chosen = withChoices(theirs, fields, keep);
    expect(where).toContain('Listed for search engines');
    expect(chosen.meta.title).toBe('Terms, revised');
    expect(chosen.sections.map((s) => s.answer)).toEqual(['Theirs', 'Theirs']);
    expect((chosen as Record<string, unknown>).sitemap).toBe(false);
    // Keeping theirs everywhere is their version as it is.
    expect(
      withChoices(
        theirs,
        fields,
        fields.map(() => false),
      ),
    ).toEqual(theirs);
    // Keeping mine everywhere is mine.
    expect(
      JSON.parse(
        JSON.stringify(
          withChoices(
            theirs,
            fields,
            fields.map(() => true),
          ),
        ),
      ),
    ).toEqual(mine);
  });

  it('a list whose items differ in number or order is one field to choose, not a field per shifted item', () => {
    const base = page('T', 'x', ['a', 'b']);
    const mine = page('T', 'x', ['a', 'b', 'c']);
    const theirs = page('T', 'x', ['b', 'a']);
    const fields = conflictFields(base, mine, theirs);
    expect(fields.map((f) => f.where)).toEqual(['Sections']);
    expect(withChoices(theirs, fields, [true])).toEqual(mine);
  });

  it('a removed field is kept removed when mine is kept', () => {
    const theirs = { title: 'A', note: 'kept there' };
    const mine = { title: 'A' };
    const fields = conflictFields(theirs, mine, theirs);
    expect(fields).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(withChoices(theirs, fields, [true])))).toEqual(mine);
  });

  it('shows a long text in full, without markup', () => {
    const long = `<p>${'Tax deducted in a month must be paid by the 7th of the next month. '.repeat(3)}End.</p>`;
    const text = fullWords(long);
    expect(text.endsWith('End.')).toBe(true);
    expect(text).not.toContain('<p>');
    expect(fullWords('')).toBe('(empty)');
  });
});
