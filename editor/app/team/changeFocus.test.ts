import { describe, expect, it } from 'vitest';
import { focusOf, siteChangePath } from './changeFocus';
import { plainChanges } from './plainChange';

const faq = (answers: string[]) => ({
  sections: [
    { id: 'intro', type: 'text', body: 'Hello' },
    { id: 'f', type: 'faq', items: answers.map((answer, i) => ({ id: `q${i}`, question: `Q${i}?`, answer })) },
  ],
});

describe('where the before and after frames open', () => {
  it('at the changed FAQ answer: its place in each version and the question’s id to open', () => {
    const before = faq(['One', 'Two']);
    const after = { sections: [before.sections[1]!, before.sections[0]!] } as typeof before;
    after.sections[0] = { ...faq(['One', 'Two, changed']).sections[1]! };
    const [change] = plainChanges(before, after).changes;
    expect(change?.at).toEqual({
      before: ['sections', 1, 'items', 1, 'answer'],
      after: ['sections', 0, 'items', 1, 'answer'],
    });
    expect(focusOf('pages/help.yaml', before, change!.at.before)).toEqual({
      path: 'sections/1/items/1/answer',
      ids: ['f', 'q1'],
    });
    expect(focusOf('pages/help.yaml', after, change!.at.after)).toEqual({
      path: 'sections/0/items/1/answer',
      ids: ['f', 'q1'],
    });
  });

  it('on a new collection item’s own page after, and on none before', () => {
    const before = { items: [{ id: 1, title: 'First' }] };
    const after = {
      items: [
        { id: 1, title: 'First' },
        { id: 7, title: 'New article' },
      ],
    };
    const [change] = plainChanges(before, after).changes;
    expect(change?.kind).toBe('added');
    expect(focusOf('pages/collections/blog.yaml', after, change!.at.after)).toEqual({ item: '7', path: '', ids: [] });
    expect(focusOf('pages/collections/blog.yaml', before, change!.at.before).item).toBeUndefined();
  });
});

describe('where a change to the site settings is drawn', () => {
  const site = (technology: string) => ({
    header: { nav: [{ label: 'Home', href: '/' }] },
    languages: [
      { code: 'en', name: 'English' },
      { code: 'kn', name: 'ಕನ್ನಡ', words: { Technology: technology } },
    ],
  });

  it("on the home page of the language whose shared words changed, else nowhere but the file's own", () => {
    const { changes } = plainChanges(site('ತಂತ್ರಜ್ಞಾನ'), site('ಡಿಜಿಟಲ್ ತಂತ್ರಜ್ಞಾನ'));
    expect(siteChangePath(site('ಡಿಜಿಟಲ್ ತಂತ್ರಜ್ಞಾನ'), changes[0]!.at.after)).toBe('/kn');
    expect(siteChangePath(site('x'), ['header', 'nav', 0, 'label'])).toBeUndefined();
    expect(siteChangePath(site('x'), ['languages', 0, 'name'])).toBeUndefined();
  });
});
