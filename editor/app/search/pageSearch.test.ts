import { describe, expect, it } from 'vitest';
import { fieldHits, pageMatches, type SearchablePage } from './pageSearch';

const definitions = {
  site: {
    type: 'object',
    properties: {
      organisation: {
        type: 'object',
        title: 'Company',
        properties: { phones: { type: 'array', title: 'Phone numbers', items: { type: 'string' } } },
      },
    },
  },
  page: {
    type: 'object',
    properties: {
      sections: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            heading: { type: 'string', title: 'Heading' },
            events: {
              type: 'array',
              items: { type: 'object', properties: { title: { type: 'string' }, date: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
};
const site: SearchablePage = {
  file: 'pages/_site.yaml',
  title: 'Site settings',
  data: { organisation: { phones: ['+91 80 0000 0001', '+91 80 0000 0002'] } },
  schema: definitions.site,
  definitions,
};
const events: SearchablePage = {
  file: 'pages/resources/events.yaml',
  title: 'Events',
  data: {
    sections: [
      {
        type: 'statusList',
        id: 'phone-events',
        heading: 'Upcoming events',
        events: [
          { title: 'Payroll basics', date: '2026-12-01' },
          { title: 'GST seminar for small firms', date: '2026-12-10' },
        ],
      },
    ],
  },
  schema: definitions.page,
  definitions,
};

describe('pageMatches', () => {
  it('finds a page by every word of its title or address, in any case', () => {
    const page = { title: 'Contact us', route: '/contact', file: 'pages/contact.yaml' };
    expect(pageMatches(page, 'CONTACT')).toBe(true);
    expect(pageMatches(page, 'us contact')).toBe(true);
    expect(pageMatches(page, 'phone')).toBe(false);
  });
});

describe('fieldHits', () => {
  it('finds a field by its label, named by its place in the form’s words, leading to the field', () => {
    expect(fieldHits([events, site], 'phone')).toEqual([
      {
        file: 'pages/_site.yaml',
        path: ['organisation', 'phones', 0],
        where: 'Site settings › Company › Phone numbers',
        text: '+91 80 0000 0001, +91 80 0000 0002',
      },
    ]);
  });
  it('finds a field by its value: an event by the words of its title, all of them first', () => {
    const hits = fieldHits([site, events], 'gst Seminar');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      file: 'pages/resources/events.yaml',
      path: ['sections', 0, 'events', 1, 'title'],
      text: 'GST seminar for small firms',
    });
    expect(hits[0].where).toBe('Events › Upcoming events › GST seminar for small firms · 2026-12-10 › Title');
  });
  it('falls back to the fields with the most words found, and finds nothing for nothing', () => {
    expect(fieldHits([events], 'payroll workshop').map((h) => h.text)).toEqual(['Payroll basics']);
    expect(fieldHits([events, site], '  ')).toEqual([]);
    expect(fieldHits([events, site], 'zebra')).toEqual([]);
  });
  it('opens a list of words at the entry that has the word searched for', () => {
    expect(fieldHits([site], '0002')[0].path).toEqual(['organisation', 'phones', 1]);
  });
  it('never matches the names kept for the code (ids, kinds of block)', () => {
    expect(fieldHits([events], 'statusList')).toEqual([]);
    expect(fieldHits([events], 'phone-events')).toEqual([]);
  });
  it('shows the words around the match in a long text', () => {
    const long: SearchablePage = {
      ...events,
      data: { sections: [{ heading: `${'Word '.repeat(30)}the GST seminar is here` }] },
    };
    expect(fieldHits([long], 'seminar')[0].text).toMatch(/^….*GST seminar is here$/);
  });
});
