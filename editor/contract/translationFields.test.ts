import { describe, expect, it } from 'vitest';
import { fieldAt, placeInTranslation, type TranslationSection } from './translationFields';

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
