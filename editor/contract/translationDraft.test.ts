import { describe, expect, it } from 'vitest';
import {
  awaitingCheck,
  englishAt,
  withChecked,
  withEnglishShape,
  withMadeFrom,
  withTranslated,
} from './translationDraft';

const english = {
  meta: { title: 'About us', keywords: ['one', 'two', 'three'] },
  sections: [
    {
      type: 'hero',
      id: 'intro',
      title: 'Hello',
      text: ['First', 'Second'],
      buttons: [
        { label: 'A', href: '/a' },
        { label: 'B', href: '/b' },
      ],
    },
    { type: 'cardGrid', id: 'people', cards: [{ id: 'ravi', title: 'Ravi', text: 'Leads' }] },
  ],
};

describe('a translation changed field by field', () => {
  it('puts words at a section by its id and marks the section as awaiting a check', () => {
    const t = withTranslated({ madeFrom: 'v1' }, english, ['sections', 'intro', 'title'], 'ನಮಸ್ಕಾರ');
    expect(t).toEqual({ madeFrom: 'v1', sections: { intro: { awaitingCheck: true, title: 'ನಮಸ್ಕಾರ' } } });
    expect(awaitingCheck(t)).toEqual(['intro']);
  });

  it('makes a list as long as the English one, its other entries empty until translated', () => {
    const t = withTranslated({}, english, ['sections', 'intro', 'text', 1], 'ಎರಡನೇ');
    expect((t.sections as Record<string, { text: string[] }>).intro.text).toEqual(['', 'ಎರಡನೇ']);
    const b = withTranslated({}, english, ['sections', 'intro', 'buttons', 1, 'label'], 'ಬಿ');
    expect((b.sections as Record<string, { buttons: unknown[] }>).intro.buttons).toEqual([{}, { label: 'ಬಿ' }]);
    const k = withTranslated({}, english, ['meta', 'keywords', 0], 'ಒಂದು');
    expect(k).toEqual({ meta: { keywords: ['ಒಂದು', '', ''] } });
  });

  it('puts an item with an id under its id', () => {
    const t = withTranslated({}, english, ['sections', 'people', 'cards', 'ravi', 'text'], 'ಮುನ್ನಡೆಸುತ್ತಾರೆ');
    expect(t.sections).toEqual({ people: { awaitingCheck: true, cards: { ravi: { text: 'ಮುನ್ನಡೆಸುತ್ತಾರೆ' } } } });
    expect(englishAt(english, ['sections', 'people', 'cards', 'ravi', 'text'])).toBe('Leads');
  });

  it('a section checked by a native speaker loses its mark; changing its words again brings it back', () => {
    const t = withTranslated({}, english, ['sections', 'intro', 'title'], 'ನಮಸ್ಕಾರ');
    const checked = withChecked(t, 'intro');
    expect(checked.sections).toEqual({ intro: { title: 'ನಮಸ್ಕಾರ' } });
    expect(awaitingCheck(checked)).toEqual([]);
    expect(awaitingCheck(withTranslated(checked, english, ['sections', 'intro', 'title'], 'ನಮಸ್ತೆ'))).toEqual(['intro']);
  });

  it('the page’s own fields never mark a section; up to date sets madeFrom', () => {
    const t = withTranslated({ madeFrom: 'old' }, english, ['meta', 'title'], 'ನಮ್ಮ ಬಗ್ಗೆ');
    expect(awaitingCheck(t)).toEqual([]);
    expect(withMadeFrom(t, 'new').madeFrom).toBe('new');
  });
});

describe('a translation put back in the English page’s shape', () => {
  const fields = [
    { path: ['meta', 'title'] },
    { path: ['sections', 'intro', 'title'] },
    { path: ['sections', 'intro', 'text', 0] },
    { path: ['sections', 'intro', 'text', 1] },
    { path: ['sections', 'people', 'cards', 'ravi', 'text'] },
  ];
  it('keeps every translated field and its section’s mark, and takes out what the English page no longer has', () => {
    const translation = {
      madeFrom: 'v1',
      meta: { title: 'ಶೀರ್ಷಿಕೆ' },
      sections: {
        intro: { awaitingCheck: true, title: 'ನಮಸ್ಕಾರ', text: ['ಒಂದು', 'ಎರಡು', 'ಮೂರು'], subtitle: 'gone' },
        people: { cards: { ravi: { text: 'ಮುನ್ನಡೆಸುತ್ತಾರೆ' }, meera: { text: 'gone' } } },
        gone: { title: 'gone' },
      },
    };
    expect(withEnglishShape(translation, english, fields)).toEqual({
      madeFrom: 'v1',
      meta: { title: 'ಶೀರ್ಷಿಕೆ' },
      sections: {
        intro: { awaitingCheck: true, title: 'ನಮಸ್ಕಾರ', text: ['ಒಂದು', 'ಎರಡು'] },
        people: { cards: { ravi: { text: 'ಮುನ್ನಡೆಸುತ್ತಾರೆ' } } },
      },
    });
  });
  it('makes a list too short as long as the English one', () => {
    const t = { sections: { intro: { text: ['ಒಂದು'] } } };
    expect(withEnglishShape(t, english, fields).sections).toEqual({ intro: { text: ['ಒಂದು', ''] } });
  });
});

describe('an article’s translation (its words under item)', () => {
  const article = {
    item: { id: 2, title: 'Year-end checklist', image: { src: '/images/x.webp', alt: 'Two calendars' } },
  };

  it('marks the item as awaiting a check when any of its words change, the mark first', () => {
    const t = withTranslated({ madeFrom: 'v1' }, article, ['item', 'title'], 'ವರ್ಷಾಂತ್ಯದ ಪಟ್ಟಿ');
    expect(t).toEqual({ madeFrom: 'v1', item: { awaitingCheck: true, title: 'ವರ್ಷಾಂತ್ಯದ ಪಟ್ಟಿ' } });
    expect(Object.keys(t.item as object)[0]).toBe('awaitingCheck');
    const alt = withTranslated(t, article, ['item', 'image', 'alt'], 'ಎರಡು ಕ್ಯಾಲೆಂಡರ್');
    expect(alt.item).toEqual({ awaitingCheck: true, title: 'ವರ್ಷಾಂತ್ಯದ ಪಟ್ಟಿ', image: { alt: 'ಎರಡು ಕ್ಯಾಲೆಂಡರ್' } });
    expect(awaitingCheck(alt)).toEqual(['item']);
  });

  it('checked by a native speaker loses its mark; its words changed again bring it back', () => {
    const t = withTranslated({}, article, ['item', 'title'], 'ಪಟ್ಟಿ');
    const checked = withChecked(t, 'item');
    expect(checked).toEqual({ item: { title: 'ಪಟ್ಟಿ' } });
    expect(awaitingCheck(checked)).toEqual([]);
    expect(withChecked(checked, 'item')).toBe(checked);
    expect(awaitingCheck(withTranslated(checked, article, ['item', 'title'], 'ಹೊಸ'))).toEqual(['item']);
  });

  it('put back in the English article’s shape, keeps its words and its mark, and drops what the article lacks', () => {
    const t = { madeFrom: 'v1', item: { awaitingCheck: true, title: 'ಪಟ್ಟಿ', subtitle: 'gone' }, sections: { x: {} } };
    expect(withEnglishShape(t, article, [{ path: ['item', 'title'] }, { path: ['item', 'image', 'alt'] }])).toEqual({
      madeFrom: 'v1',
      item: { awaitingCheck: true, title: 'ಪಟ್ಟಿ' },
    });
  });

  it('an item without the mark, or with it false, waits for nobody', () => {
    expect(awaitingCheck({ item: { title: 'x' } })).toEqual([]);
    expect(awaitingCheck({ item: { awaitingCheck: false } })).toEqual([]);
  });
});
