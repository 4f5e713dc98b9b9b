/** The table of calls: which role may make each of the team editor's calls, by path. */
import { describe, expect, it } from 'vitest';
import { allowed, CALLS } from './calls';

const TEAM_PATHS = [
  ...new Set(CALLS.filter((c) => (c.hosts as readonly string[]).includes('team')).map((c) => c.path)),
];

describe('allowed', () => {
  it('lets editors edit but not publish or manage people', () => {
    expect(allowed('editor', 'save')).toBe(true);
    expect(allowed('editor', 'upload')).toBe(true);
    expect(allowed('editor', 'changes/approve')).toBe(false);
    expect(allowed('editor', 'changes/send-back')).toBe(false);
    expect(allowed('editor', 'people')).toBe(false);
    expect(allowed('editor', 'audit')).toBe(false);
  });
  it('lets editors keep and send their change sets, and look at their review', () => {
    for (const path of ['changes', 'changes/title', 'changes/submit', 'changes/withdraw', 'changes/comment'])
      expect([path, allowed('editor', path)]).toEqual([path, true]);
    expect(allowed('editor', 'changes/review')).toBe(true);
  });
  it('lets publishers approve, send back and unschedule change sets but not manage people', () => {
    for (const path of ['changes/approve', 'changes/send-back', 'changes/unschedule'])
      expect([path, allowed('publisher', path)]).toEqual([path, true]);
    expect(allowed('publisher', 'people/invite')).toBe(false);
  });
  it('lets administrators do everything listed', () => {
    for (const path of TEAM_PATHS) expect(allowed('administrator', path)).toBe(true);
  });
  it('refuses a path nobody listed, the local editor’s commit included', () => {
    expect(allowed('administrator', 'commit')).toBe(false);
    // The old "publish everything" call is gone: publishing happens only by approving a change set.
    expect(allowed('administrator', 'publish')).toBe(false);
    expect(allowed('administrator', '../files')).toBe(false);
    expect(allowed('administrator', 'constructor')).toBe(false);
  });
});
