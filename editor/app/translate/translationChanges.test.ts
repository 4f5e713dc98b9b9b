import { describe, expect, it } from 'vitest';
import { changeSentence } from '../team/plainChange';
import type { TranslationSection } from '../../contract/translationFields';
import { translationChanges } from './translationChanges';

const sections: TranslationSection[] = [
  {
    id: '',
    name: 'The page’s title',
    fields: [{ section: '', path: ['meta', 'title'], label: 'Title', english: 'About us', long: false }],
  },
  {
    id: 'intro',
    name: 'Banner “Hello”',
    fields: [{ section: 'intro', path: ['sections', 'intro', 'title'], label: 'Title', english: 'Hello', long: false }],
  },
];
const sentences = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  translationChanges(sections, before, after).changes.map(changeSentence);

describe('a translation’s changes in plain words', () => {
  it('names each field by its section and label, never by an id', () => {
    expect(
      sentences(
        { madeFrom: 'a' },
        { madeFrom: 'a', meta: { title: 'ನಮ್ಮ ಬಗ್ಗೆ' }, sections: { intro: { awaitingCheck: true, title: 'ನಮಸ್ಕಾರ' } } },
      ),
    ).toEqual(['Title: added “ನಮ್ಮ ಬಗ್ಗೆ”', 'Banner “Hello” › Title: added “ನಮಸ್ಕಾರ”']);
  });

  it('says a section was checked by a native speaker, and a translation brought up to date', () => {
    const [checked, upToDate] = sentences(
      { madeFrom: 'a', sections: { intro: { awaitingCheck: true, title: 'x' } } },
      { madeFrom: 'b', sections: { intro: { title: 'x' } } },
    );
    expect(checked).toContain('Checked by a native speaker');
    expect(upToDate).toContain('the English page as it is now');
  });

  it('a new translation is no change of version', () => {
    expect(sentences({}, { madeFrom: 'b' })).toEqual([]);
  });
});

describe('an article’s translation’s changes', () => {
  const article: TranslationSection[] = [
    {
      id: 'item',
      name: 'The article',
      fields: [
        { section: 'item', path: ['item', 'title'], label: 'Title', english: 'Checklist', long: false },
        { section: 'item', path: ['item', 'content'], label: 'Content', english: '<p>Hi</p>', long: true, html: true },
      ],
    },
  ];
  it('names the article’s fields, its formatted text by its words (never its tags), and its check', () => {
    const said = translationChanges(
      article,
      { madeFrom: 'a', item: { awaitingCheck: true, title: 'ಪಟ್ಟಿ' } },
      { madeFrom: 'a', item: { title: 'ಪಟ್ಟಿ', content: '<h2>ಮೊದಲು</h2>\n<p><strong>ಪಟ್ಟಿ</strong> ಇಲ್ಲಿದೆ</p>' } },
    ).changes;
    expect(said.map(changeSentence)).toEqual([
      'The article › Content: added “ಮೊದಲು ಪಟ್ಟಿ ಇಲ್ಲಿದೆ”',
      expect.stringContaining('Checked by a native speaker'),
    ]);
    expect(said[0].whole?.after).toBe('ಮೊದಲು ಪಟ್ಟಿ ಇಲ್ಲಿದೆ');
    expect(said[1].at.after).toEqual(['item']);
    expect(JSON.stringify(said)).not.toMatch(/<|awaitingCheck/);
  });
});
