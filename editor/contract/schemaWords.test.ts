import { describe, expect, it } from 'vitest';
import { itemName } from './schemaWords';

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
