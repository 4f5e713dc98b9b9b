import { describe, expect, it } from 'vitest';
import { type SearchablePage, searchIndex } from './fieldIndex';
import { fieldHits as hitsIn, pageMatches } from './pageSearch';

/** The search over `pages`, made ready for searching as the editor does once it has read them. */
const fieldHits = (pages: SearchablePage[], query: string) => hitsIn(searchIndex(pages), query);

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

/** A page of events as people name them otherwise: a webinar they call a seminar, among texts that say GST. */
const webinars: SearchablePage = {
  file: 'pages/resources/webinars.yaml',
  title: 'Events and Training',
  data: {
    meta: { keywords: ['GST workshop Bengaluru', 'payroll training'] },
    sections: [
      {
        type: 'statusList',
        heading: 'GST help for small firms',
        events: [
          {
            title: 'Union Budget 2027: What It Proposes',
            eventType: 'Webinar',
            date: '4 February 2027',
            location: 'Online',
          },
          {
            eventType: 'Webinar',
            date: '9 December 2026',
            location: 'Online',
            title: 'GSTR-9 and GSTR-9C: Closing the Year Cleanly',
            agenda: ['Who must file GSTR-9', 'Questions from participants'],
          },
        ],
      },
      { type: 'text', heading: 'GST registration in a week', text: 'We file your GST returns every month.' },
    ],
  },
  schema: definitions.page,
  definitions,
};
const gstr9Title = ['sections', 0, 'events', 1, 'title'];

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
  it('finds an event by what people call it: "GST seminar" is the GST webinar, at its title, and nothing else', () => {
    expect(fieldHits([site, webinars], 'GST seminar')).toEqual([
      {
        file: 'pages/resources/webinars.yaml',
        path: gstr9Title,
        where:
          'Events and Training › GST help for small firms › GSTR-9 and GSTR-9C: Closing the Year Cleanly · 9 December 2… › Title',
        text: 'GSTR-9 and GSTR-9C: Closing the Year Cleanly',
      },
    ]);
  });
  it('counts the words of a field’s item: "GST webinar" lists the event once, at its title, first', () => {
    const hits = fieldHits([webinars], 'GST webinar');
    expect(hits[0].path).toEqual(gstr9Title);
    expect(hits.filter((h) => h.path.slice(0, 4).join('/') === 'sections/0/events/1')).toHaveLength(1);
    // The other webinar does not say GST: it is not listed while the GST one has every word.
    expect(hits.map((h) => h.path.join('/'))).not.toContain('sections/0/events/0/eventType');
  });
  it('lists a field with the words as typed before one with near words', () => {
    expect(fieldHits([webinars, events], 'GST seminar').map((h) => h.path)).toEqual([
      ['sections', 0, 'events', 1, 'title'],
      gstr9Title,
    ]);
    expect(fieldHits([webinars, events], 'seminar').map((h) => h.text)).toEqual([
      'GST seminar for small firms',
      'Webinar',
      'Webinar',
    ]);
  });
  it('forgives a letter or two in a long word, never in a short one, and a made-up word finds nothing', () => {
    expect(fieldHits([webinars], 'registraton').map((h) => h.text)).toEqual(['GST registration in a week']);
    expect(fieldHits([webinars], 'GSR')).toEqual([]);
    expect(fieldHits([webinars, events, site], 'qwxzvb')).toEqual([]);
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
