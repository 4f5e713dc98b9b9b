import { describe, expect, it } from 'vitest';
import { missingAlts } from './altCheck';

describe('missingAlts', () => {
  const base = {
    sections: [
      {
        images: [
          { src: '/images/a.webp', alt: '' },
          { src: '/images/b.webp', alt: 'B' },
        ],
      },
    ],
  };
  it('leaves pictures that did not change alone, even with an empty alt', () => {
    expect(missingAlts(base, base)).toEqual([]);
  });
  it('asks for the alt of a new or replaced picture', () => {
    const draft = {
      sections: [
        {
          images: [{ src: '/images/new.jpg', alt: ' ' }, { src: '/images/b.webp', alt: 'B' }, { src: '/images/c.jpg' }],
        },
      ],
    };
    expect(missingAlts(base, draft)).toEqual([
      ['sections', 0, 'images', 0, 'alt'],
      ['sections', 0, 'images', 2, 'alt'],
    ]);
  });
  it('is satisfied once the alt is written', () => {
    expect(missingAlts(base, { sections: [{ images: [{ src: '/images/new.jpg', alt: 'Our office' }] }] })).toEqual([]);
  });
});
