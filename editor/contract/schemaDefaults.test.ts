import { describe, expect, it } from 'vitest';
import { withoutDefaults } from './schemaDefaults';

const definitions = {
  page: {
    type: 'object',
    properties: {
      sitemap: { type: 'boolean', 'x-default': true },
      reveal: { type: 'boolean', default: false },
      sections: { type: 'array', items: { $ref: '#/definitions/block' } },
    },
  },
  block: { type: 'object', properties: { tone: { type: 'string', 'x-default': 'light' } } },
};

describe('a value equal to its default where the file has none', () => {
  it('is left out (a box unticked and ticked again)', () => {
    const base = { sections: [{}] };
    const draft = { sitemap: true, reveal: false, sections: [{ tone: 'light' }] };
    expect(withoutDefaults(draft, base, definitions.page, definitions)).toEqual({ sections: [{}] });
  });

  it('is kept where the file has it, and any other value is kept', () => {
    const base = { sitemap: true, sections: [] };
    const draft = { sitemap: true, reveal: true, sections: [{ tone: 'dark' }] };
    expect(withoutDefaults(draft, base, definitions.page, definitions)).toEqual(draft);
    expect(withoutDefaults({ sitemap: false }, {}, definitions.page, definitions)).toEqual({ sitemap: false });
  });

  it('gives back the same object when nothing is left out', () => {
    const draft = { sitemap: false, sections: [{ tone: 'dark' }] };
    expect(withoutDefaults(draft, {}, definitions.page, definitions)).toBe(draft);
  });
});
