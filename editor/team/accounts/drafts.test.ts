import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftService } from './drafts';
import { tempStore } from './testing';

let t: ReturnType<typeof tempStore>;
let ann: number;
let bob: number;
beforeEach(() => {
  t = tempStore();
  const add = t.store.db.prepare("INSERT INTO people (email, name, role, created_at) VALUES (?, ?, 'editor', 1)");
  ann = Number(add.run('ann@firm.example', 'Ann').lastInsertRowid);
  bob = Number(add.run('bob@firm.example', 'Bob').lastInsertRowid);
});
afterEach(() => t.done());

describe('drafts', () => {
  it('puts, gets, lists and drops one person’s drafts, raising the version on each put', () => {
    const drafts = draftService(t.store);
    expect(drafts.put(ann, 'pages/about.yaml', { title: 'A' })).toEqual({ version: 1, updatedAt: t.clock.now });
    t.clock.advance(1000);
    expect(drafts.put(ann, 'pages/about.yaml', { title: 'B' }).version).toBe(2);
    expect(drafts.get(ann, 'pages/about.yaml')).toEqual({
      file: 'pages/about.yaml',
      data: { title: 'B' },
      version: 2,
      updatedAt: t.clock.now,
    });
    expect(drafts.get(bob, 'pages/about.yaml')).toBeNull();
    expect(drafts.list(ann)).toEqual([{ file: 'pages/about.yaml', version: 2, updatedAt: t.clock.now, bytes: 13 }]);
    expect(drafts.drop(ann, 'pages/about.yaml')).toBe(true);
    expect(drafts.drop(ann, 'pages/about.yaml')).toBe(false);
  });

  it('refuses a draft over 2 MB, a bad file name, and more drafts than the count allows', () => {
    const drafts = draftService(t.store, { maxCount: 3 });
    expect(() => drafts.put(ann, 'big', 'x'.repeat(2 * 1024 * 1024))).toThrow(
      expect.objectContaining({ code: 'draftTooLarge' }),
    );
    expect(drafts.put(ann, 'just', 'x'.repeat(2 * 1024 * 1024 - 2)).version).toBe(1);
    expect(() => drafts.put(ann, '', 1)).toThrow(expect.objectContaining({ code: 'badDraftFile' }));
    expect(() => drafts.put(ann, 'a\nb', 1)).toThrow(expect.objectContaining({ code: 'badDraftFile' }));
    drafts.put(ann, 'two', 2);
    drafts.put(ann, 'three', 3);
    expect(() => drafts.put(ann, 'four', 4)).toThrow(expect.objectContaining({ code: 'tooManyDrafts' }));
    expect(drafts.put(ann, 'three', 33).version).toBe(2);
    expect(drafts.put(bob, 'four', 4).version).toBe(1);
  });
});
