import { describe, expect, it } from 'vitest';
import { blockName, itemName } from './schemaWords';

describe('an item of a list, as a place names it', () => {
  it('is named by its own first words, quoted, without markup', () => {
    expect(itemName({ question: '<b>GST</b> registration' }, 4)).toBe('“GST registration”');
    expect(itemName({ title: 'Registrations', items: [] }, 1)).toBe('“Registrations”');
  });

  it('is named by its number once when it has no words of its own', () => {
    expect(itemName({ code: 'x1' }, 4)).toBe('item 4');
    expect(itemName(42, 2)).toBe('item 2');
  });

  it('is a section named by its kind and its words', () => {
    expect(itemName({ type: 'text', heading: 'Opening hours' }, 1, 'Text')).toBe('Text “Opening hours”');
    expect(itemName({ type: 'text' }, 3, 'Text')).toBe('Text');
  });

  it('has long words cut short', () => {
    const name = itemName({ title: 'word '.repeat(30) }, 1, undefined, 20);
    expect(name.length).toBeLessThanOrEqual(22);
    expect(name).toMatch(/…”$/);
  });
});

describe('a section, as the breadcrumb names it', () => {
  it('is named by its kind and its heading or title, never its id', () => {
    expect(blockName({ type: 'faq', id: 'faq-1', heading: 'Questions about GST' }, 2, 'FAQ')).toBe(
      'FAQ “Questions about GST”',
    );
    expect(blockName({ type: 'cta', id: 'cta-contact', title: 'Talk to us' }, 1, 'Call to action')).toBe(
      'Call to action “Talk to us”',
    );
  });

  it('is named by its kind and its place when it has no words of its own', () => {
    const name = blockName({ type: 'faq', id: 'faq-1', items: [] }, 3, 'FAQ');
    expect(name).toBe('FAQ, section 3');
    expect(name).not.toContain('faq-1');
  });

  it('never takes an address or a picture’s path for its words', () => {
    expect(blockName({ type: 'image', id: 'photo-1', src: '/images/team.webp' }, 1, 'Picture')).toBe(
      'Picture, section 1',
    );
    expect(blockName({ type: 'video', id: 'v-1', url: 'https://example.com/v' }, 2, 'Video')).toBe('Video, section 2');
    expect(
      blockName({ type: 'blogArticle', id: 'article', readTimeLabel: '{minutes} min read' }, 1, 'Blog article'),
    ).toBe('Blog article, section 1');
  });
});
