import { describe, expect, it } from 'vitest';
import { changeSentence, plainChanges } from './plainChange';

describe('a page change in plain words', () => {
  it('names changed fields by their labels, old → new, without markup or key paths', () => {
    const before = {
      title: 'About us',
      sections: [{ id: 'a1', type: 'text', heading: 'Hours', body: '<p>9 to 5</p>' }],
    };
    const after = {
      title: 'About us',
      sections: [{ id: 'a1', type: 'text', heading: 'Hours', body: '<p>9 to 6</p>' }],
    };
    const { changes, more } = plainChanges(before, after);
    expect(more).toBe(0);
    expect(changes).toHaveLength(1);
    const sentence = changeSentence(changes[0]!);
    expect(sentence).toContain('“9 to 5” → “9 to 6”');
    expect(sentence).toContain('Sections');
    expect(sentence).toContain('“Hours”');
    expect(sentence).not.toMatch(/<p>|sections\/|\/0\//);
  });

  it('names an item once, by its own words or else its number, never by its list’s name again', () => {
    const page = (name: string): { categories: { title?: string; items: Record<string, string>[] }[] } => ({
      categories: [
        { title: 'Registrations', items: [{ question: 'GST registration', answer: 'Yes' }, { code: 'x1' }] },
        { items: [{ code: name }] },
      ],
    });
    const before = page('a2');
    const after = page('b2');
    after.categories[0]!.items[0]!.answer = 'No';
    after.categories[0]!.items[1]!.code = 'x9';
    const where = plainChanges(before, after).changes.map((c) => c.where);
    expect(where).toEqual([
      'Categories › “Registrations” › Items › “GST registration” › Answer',
      'Categories › “Registrations” › Items › item 2 › Code',
      'Categories › item 2 › Items › item 1 › Code',
    ]);
    expect(where.join(' ')).not.toMatch(/Categories, item|Items, item/);
  });

  it('matches list items by their id: a section added and one removed, not every later one changed', () => {
    const s = (id: string, heading: string) => ({ id, type: 'text', heading });
    const before = { sections: [s('a', 'One'), s('b', 'Two'), s('c', 'Three')] };
    const after = { sections: [s('b', 'Two'), s('c', 'Three'), s('d', 'Four')] };
    const kinds = plainChanges(before, after).changes.map((c) => [c.kind, c.kind === 'added' ? c.after : c.before]);
    expect(kinds).toEqual([
      ['added', 'Four'],
      ['removed', 'One'],
    ]);
  });

  it('words ticks, empty values and a page that is new', () => {
    expect(changeSentence(plainChanges({ reveal: false }, { reveal: true }).changes[0]!)).toBe(
      'Fade sections in: “not ticked” → “ticked”',
    );
    expect(plainChanges(null, { title: 'New page' }).changes[0]).toMatchObject({ kind: 'added', after: 'New page' });
    expect(plainChanges({ title: 'Same' }, { title: 'Same' }).changes).toEqual([]);
  });

  it('lists at most the first changes and counts the rest', () => {
    const a = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'x']));
    const b = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'y']));
    const { changes, more } = plainChanges(a, b, undefined, 4);
    expect(changes).toHaveLength(4);
    expect(more).toBe(6);
  });
});

describe('a long text in a page change', () => {
  const answer =
    'Tax deducted in a month must be paid by the 7th of the next month (30 April for tax deducted in March). ' +
    'Returns are filed every quarter, and the certificates are issued to the people taxed within fifteen days';
  const faq = (text: string) => ({
    sections: [{ id: 'f', type: 'faq', items: [{ id: 'q1', question: 'When?', answer: `<p>${text}</p>` }] }],
  });

  it('edited at its end shows the changed words, not the same first words on both sides', () => {
    const { changes } = plainChanges(faq(answer), faq(`${answer} of the end of the quarter.`));
    expect(changes).toHaveLength(1);
    const c = changes[0]!;
    expect(c.words?.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual([
      'of the end of the quarter.',
    ]);
    expect(c.words?.some((p) => p.kind === 'removed')).toBe(false);
    expect(
      c.words
        ?.filter((p) => p.kind === 'same')
        .map((p) => p.text)
        .join(''),
    ).toContain('within fifteen days');
    expect(c.whole).toEqual({ before: answer, after: `${answer} of the end of the quarter.` });
  });

  it('is compared as text, never as markup', () => {
    const { changes } = plainChanges(faq(answer), {
      sections: [
        { id: 'f', type: 'faq', items: [{ id: 'q1', question: 'When?', answer: `<p><strong>${answer}</strong></p>` }] },
      ],
    });
    expect(changes[0]?.words).toBeUndefined();
    const edited = plainChanges(faq(answer), faq(answer.replace('fifteen', '<em>twenty</em>'))).changes[0]!;
    expect(edited.words?.map((p) => p.text).join('')).not.toMatch(/<|>/);
    expect(edited.words?.filter((p) => p.kind !== 'same' && p.kind !== 'gap').map((p) => p.text)).toEqual([
      'fifteen',
      'twenty',
    ]);
  });

  it('added whole, keeps its cut sentence and gives the whole text', () => {
    const { changes } = plainChanges({ title: 'T' }, { title: 'T', intro: `<p>${answer}</p>` });
    expect(changes[0]).toMatchObject({ kind: 'added', whole: { before: '', after: answer } });
    expect(changes[0]?.words).toBeUndefined();
    expect(changes[0]?.after.endsWith('…')).toBe(true);
  });

  it('a short text keeps its one sentence, with no word comparison', () => {
    expect(plainChanges({ title: 'Old' }, { title: 'New' }).changes[0]?.words).toBeUndefined();
  });
});

describe('a changed picture in plain words', () => {
  it('is named by its name in words, never by its address', () => {
    const before = { images: [{ id: 1, title: 'Reception', src: '/images/gallery/office-reception.webp' }] };
    const after = { images: [{ id: 1, title: 'Reception', src: '/images/gallery/plain-words-photo.jpg' }] };
    const sentence = changeSentence(plainChanges(before, after).changes[0]!);
    expect(sentence).toContain('“office reception” → “plain words photo”');
    expect(sentence).not.toMatch(/\/images|\.webp|\.jpg/);
  });
});

describe('a changed entry of a map whose names people choose', () => {
  it('is named by its name, as the form labels it: Translation of “Technology”', () => {
    const root = {
      type: 'object',
      properties: {
        words: {
          title: 'Shared words',
          type: 'object',
          additionalProperties: { title: 'Translation', type: 'string' },
        },
      },
    };
    const before = { words: { Technology: 'ತಂತ್ರಜ್ಞಾನ', Home: 'ಮುಖಪುಟ' } };
    const after = { words: { Technology: 'ಡಿಜಿಟಲ್ ತಂತ್ರಜ್ಞಾನ', Home: 'ಮುಖಪುಟ' } };
    const { changes } = plainChanges(before, after, { root, definitions: {} });
    expect(changes.map(changeSentence)).toEqual([
      'Shared words › Translation of “Technology”: “ತಂತ್ರಜ್ಞಾನ” → “ಡಿಜಿಟಲ್ ತಂತ್ರಜ್ಞಾನ”',
    ]);
  });
});
