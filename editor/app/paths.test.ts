import { describe, expect, it } from 'vitest';
import { errorSchemaOf, reconcile, setAt } from './paths';

const blocks = new Set(['hero', 'text']);

describe('the form data a level reports', () => {
  it('never adds the empty objects and lists the form library derives by itself', () => {
    const prev = { route: '/terms', meta: { title: 'Terms' } };
    const next = {
      route: '/terms',
      meta: { title: 'Terms, revised', service: {} },
      notFound: { link: {} },
      aliases: [],
    };
    expect(reconcile(prev, next, blocks)).toEqual({ route: '/terms', meta: { title: 'Terms, revised' } });
  });

  it("keeps the draft's block lists, which the block list field edits itself", () => {
    const sections = [
      { type: 'hero', id: 'a', title: 'A' },
      { type: 'text', id: 'b' },
    ];
    expect(reconcile({ sections }, { sections: [] }, blocks)).toEqual({ sections });
  });

  it('keeps a new list item and what the editor emptied on purpose', () => {
    const prev = { items: [{ id: 'x' }], tags: ['a'] };
    expect(reconcile(prev, { items: [{ id: 'x' }, {}], tags: [] }, blocks)).toEqual({
      items: [{ id: 'x' }, {}],
      tags: [],
    });
  });
});

describe('problems on a level', () => {
  it("become the form's error schema, relative to the level, with their hint", () => {
    const problems = [
      {
        severity: 'error' as const,
        line: 1,
        col: 1,
        where: '',
        message: 'missing "title"',
        hint: 'Add a line `title: ...`.',
        path: ['sections', 0, 'title'],
      },
    ];
    expect(errorSchemaOf(problems, ['sections', 0])).toEqual({
      title: { __errors: ['missing "title". Add a line `title: ...`.'] },
    });
    expect(errorSchemaOf(problems, ['sections', 1])).toEqual({});
  });

  it('setAt copies only along the path', () => {
    const data = { a: { b: [1, 2] }, c: {} };
    const next = setAt(data, ['a', 'b', 1], 3);
    expect(next).toEqual({ a: { b: [1, 3] }, c: {} });
    expect(next.c).toBe(data.c);
  });
});
