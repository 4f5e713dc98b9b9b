import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { splitByStatus, countByCategory, actionHref, type StatusItem, type StatusGroup } from './logic';
import { fill } from '../../render/fill';

const item = (
  id: string,
  status: StatusItem['status'],
  category?: StatusItem['category'],
  actionHref?: string,
): StatusItem => ({
  id,
  title: id,
  date: '1 July 2025',
  status,
  ...(category ? { category } : {}),
  ...(actionHref ? { actionHref } : {}),
});

const items = [
  item('a', 'upcoming', 'GST'),
  item('b', 'completed', 'GST'),
  item('c', 'upcoming', 'TDS'),
  item('d', 'effective', 'Payroll'),
  item('e', 'upcoming'),
  item('f', 'completed', 'Tax'),
];

describe('splitByStatus', () => {
  it("puts each item in the group of its status, keeping the items' order and the groups' order", () => {
    const groups: StatusGroup[] = [
      { status: 'completed', title: 'Done' },
      { status: 'upcoming', title: 'Next' },
    ];
    const split = splitByStatus(groups, items);
    expect(split.map((g) => g.group.title)).toEqual(['Done', 'Next']);
    expect(split[0].items.map((i) => i.id)).toEqual(['b', 'f']);
    expect(split[1].items.map((i) => i.id)).toEqual(['a', 'c', 'e']);
  });

  it('leaves out an empty group unless it has an empty-state text', () => {
    const split = splitByStatus(
      [
        { status: 'overdue', title: 'Overdue' },
        { status: 'live', title: 'Live', emptyText: 'Nothing live' },
        { status: 'effective', title: 'In force' },
      ],
      items,
    );
    expect(split.map((g) => [g.group.status, g.items.length])).toEqual([
      ['live', 0],
      ['effective', 1],
    ]);
  });
});

describe('countByCategory', () => {
  it('counts items of every status per tile category, zero when none', () => {
    const tiles = [
      { category: 'GST', label: 'GST' },
      { category: 'Tax', label: 'Tax' },
      { category: 'Corporate', label: 'ROC' },
    ] as const;
    expect(countByCategory([...tiles], items).map((c) => c.count)).toEqual([2, 1, 0]);
  });
});

describe('fill and actionHref', () => {
  it('fills known placeholders and leaves others', () => {
    expect(fill('Register Now for {title} ({x})', { title: 'GST 2.0' })).toBe('Register Now for GST 2.0 ({x})');
    expect(fill('{count} attendees', { count: 0 })).toBe('0 attendees');
  });

  it("uses the item's own target before the group's, and none without a group action", () => {
    const group: StatusGroup = {
      status: 'completed',
      title: 'Past',
      action: { label: 'View', href: '/contact', accessibleLabel: 'View {title}' },
    };
    expect(actionHref(group, item('x', 'completed', undefined, '/downloads/events/x.pdf'))).toBe(
      '/downloads/events/x.pdf',
    );
    expect(actionHref(group, item('y', 'completed'))).toBe('/contact');
    expect(
      actionHref({ status: 'completed', title: 'Past' }, item('z', 'completed', undefined, '/a.pdf')),
    ).toBeUndefined();
  });
});

/** Every statusList on the site gives the words its items need (the schema cannot say "required when used"). */
describe('statusList blocks in pages/', () => {
  const root = join(import.meta.dirname, '..', '..', '..', 'pages');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const full = join(dir, n);
      // Translations (pages/translations/) hold words by section id, not sections.
      if (n === 'translations') return [];
      return statSync(full).isDirectory() ? files(full) : n.endsWith('.yaml') ? [full] : [];
    });
  const blocks = files(root).flatMap((file) =>
    ((parse(readFileSync(file, 'utf8'))?.sections ?? []) as { type: string }[])
      .filter((s) => s.type === 'statusList')
      .map((s) => ({
        file,
        block: s as unknown as { labels?: Record<string, unknown>; items: StatusItem[]; groups: StatusGroup[] },
      })),
  );

  it('finds the pages that use the block', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  for (const { file, block } of blocks) {
    it(`${file.slice(root.length + 1)}: labels cover the fields the items use, and every item has a group`, () => {
      for (const field of ['priority', 'impact', 'attendees', 'agenda'] as const) {
        if (block.items.some((i) => i[field] !== undefined))
          expect(block.labels?.[field], `labels.${field}`).toBeTruthy();
      }
      const statuses = new Set(block.groups.map((g) => g.status));
      for (const i of block.items)
        expect(statuses.has(i.status), `${i.id}: no group shows status ${i.status}`).toBe(true);
    });
  }
});
