import { describe, expect, it } from 'vitest';
import { acceptedKey, keyFromWords } from './mapKey';

const NAMED_LINKS = '^[a-z][A-Za-z0-9]*$';

describe('the name of a new entry of named values', () => {
  it('is the person’s words joined as buttons refer to them', () => {
    expect(keyFromWords('News live')).toBe('newsLive');
    expect(keyFromWords('  YouTube channel! ')).toBe('youtubeChannel');
    expect(keyFromWords('Café menu')).toBe('cafeMenu');
    expect(keyFromWords('newsLive')).toBe('newsLive');
    expect(keyFromWords('2024 report')).toBe('link2024Report');
  });

  it('is one the map’s pattern accepts, or none', () => {
    for (const words of ['News live', 'Newsletter', '2024 report', 'a'])
      expect(acceptedKey(words, NAMED_LINKS)).toMatch(new RegExp(NAMED_LINKS));
    expect(acceptedKey('  …  ', NAMED_LINKS)).toBeUndefined();
    expect(acceptedKey('news', '^[A-Z]+$')).toBeUndefined();
  });
});
