import { describe, it, expect } from 'vitest';
import { buttonVariantOn } from '../../../src/render/ui';

describe('buttonVariantOn', () => {
  it('makes the first button primary and the others secondary on light bands', () => {
    expect(buttonVariantOn(undefined, 0, false)).toBe('primary');
    expect(buttonVariantOn(undefined, 1, false)).toBe('secondary');
  });
  it('turns a dark secondary button into an outline on dark bands, and keeps explicit other choices', () => {
    expect(buttonVariantOn(undefined, 1, true)).toBe('outline');
    expect(buttonVariantOn('secondary', 0, true)).toBe('outline');
    expect(buttonVariantOn('link', 1, true)).toBe('link');
    expect(buttonVariantOn('secondary', 1, false)).toBe('secondary');
  });
});
