import { describe, expect, it } from 'vitest';
import { fieldAt, placeInTranslation, translationItemFields, type TranslationSection } from './translationFields';

const sections: TranslationSection[] = [
  {
    id: '',
    name: 'The page’s title, description and keywords',
    fields: [{ section: '', path: ['meta', 'title'], label: 'Title', english: 'About us', long: false }],
  },
  {
    id: 'our-story',
    name: 'Text, section 2',
    fields: [
      { section: 'our-story', path: ['sections', 'our-story', 'title'], label: 'Title', english: 'Story', long: false },
      {
        section: 'our-story',
        path: ['sections', 'our-story', 'paragraphs', 0],
        label: 'Paragraphs 1',
        english: 'In 2017…',
        long: true,
      },
    ],
  },
];

describe("a translation problem's place in the translator's view", () => {
  it('is its section and field, the field being the one the problem is on or the first within it', () => {
    expect(placeInTranslation(sections, ['sections', 'our-story', 'title'])).toBe('Text, section 2 › Title');
    expect(placeInTranslation(sections, ['meta', 'title'])).toBe('The page’s title, description and keywords › Title');
    // A list of another length: its section; the button takes the translator to its first entry.
    expect(placeInTranslation(sections, ['sections', 'our-story', 'paragraphs'])).toBe('Text, section 2');
    expect(fieldAt(sections, ['sections', 'our-story', 'paragraphs'])?.label).toBe('Paragraphs 1');
  });

  it('is the section alone for words the English page does not have, and nothing for a section it does not have', () => {
    expect(placeInTranslation(sections, ['sections', 'our-story', 'buttons', 0, 'href'])).toBe('Text, section 2');
    expect(fieldAt(sections, ['sections', 'our-story', 'buttons', 0, 'href'])).toBeUndefined();
    expect(placeInTranslation(sections, ['sections', 'old-section'])).toBe('');
  });
});

describe('an article’s fields', () => {
  const definitions = {
    image: { type: 'object', properties: { src: { type: 'string' }, alt: { type: 'string', title: 'Description' } } },
  };
  const schema = {
    type: 'object',
    properties: {
      title: { type: 'string' },
      content: { type: 'string', 'x-kind': 'html' },
      image: { $ref: '#/definitions/image' },
    },
  };
  const item = {
    id: 2,
    title: 'Checklist',
    content: '<p>Hello</p>',
    image: { src: '/images/x.webp', alt: 'Calendars' },
  };
  const words = { title: 'Checklist', content: '<p>Hello</p>', image: { alt: 'Calendars' } };
  const fields = translationItemFields(item, words, schema, definitions, 'The article');

  it('are one part, item, labelled from the item’s schema; its formatted text is marked as such', () => {
    expect(fields.map((s) => [s.id, s.name])).toEqual([['item', 'The article']]);
    expect(fields[0].fields.map((f) => [f.path.join('/'), f.label, f.html ?? false])).toEqual([
      ['item/title', 'Title', false],
      ['item/content', 'Content', true],
      ['item/image/alt', 'Image › Description', false],
    ]);
  });

  it('place a problem on the article’s field, or on the article for words it does not have', () => {
    expect(placeInTranslation(fields, ['item', 'title'])).toBe('The article › Title');
    expect(placeInTranslation(fields, ['item'])).toBe('The article');
    expect(fieldAt(fields, ['item'])?.path).toEqual(['item', 'title']);
    expect(placeInTranslation(fields, ['item', 'subtitle'])).toBe('The article');
    expect(fieldAt(fields, ['item', 'subtitle'])).toBeUndefined();
  });

  it('are none for an article without words', () => {
    expect(translationItemFields(item, undefined, schema, definitions, 'The article')).toEqual([
      { id: 'item', name: 'The article', fields: [] },
    ]);
  });
});
