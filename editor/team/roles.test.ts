import { describe, expect, it } from 'vitest';
import { allowed, API_PATHS } from './roles';

describe('allowed', () => {
  it('lets editors edit but not publish or manage people', () => {
    expect(allowed('editor', 'save')).toBe(true);
    expect(allowed('editor', 'upload')).toBe(true);
    expect(allowed('editor', 'publish')).toBe(false);
    expect(allowed('editor', 'people')).toBe(false);
    expect(allowed('editor', 'audit')).toBe(false);
  });
  it('lets publishers publish but not manage people', () => {
    expect(allowed('publisher', 'publish')).toBe(true);
    expect(allowed('publisher', 'people/invite')).toBe(false);
  });
  it('lets administrators do everything listed', () => {
    for (const path of API_PATHS) expect(allowed('administrator', path)).toBe(true);
  });
  it('refuses a path nobody listed, the local editor’s commit included', () => {
    expect(allowed('administrator', 'commit')).toBe(false);
    expect(allowed('administrator', '../files')).toBe(false);
    expect(allowed('administrator', 'constructor')).toBe(false);
  });
});
