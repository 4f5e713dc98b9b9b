import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../../src/content/load';
import { linkPath } from '../../../src/content/crossCheck';
import { formatProblem } from '../../../src/content/format';
import { pageText } from '../../../src/content/newPage';
import type { Problem } from '../../../src/content/types';
import { brief, loadSite, pageHead, problemsIn, yaml } from '../../fixtures/site';

const A = 'pages/a.yaml';

/** Loads a site with one test page at pages/a.yaml and returns the problems located in that page. */
function problemsOfPage(text: string, pending: string[] = []): Problem[] {
  return problemsIn(loadSite({ [A]: text }, { pending }), A);
}

function only(problems: Problem[]): Problem {
  expect(problems, JSON.stringify(problems, null, 2)).toHaveLength(1);
  return problems[0];
}

describe('the in-memory test site', () => {
  it('is valid when its page is valid, so every other test sees only the mistake it makes', () => {
    const content = loadSite({ [A]: yaml(...pageHead(), '  - type: hero', '    id: intro', '    title: Hello') });
    expect(content.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(content.pages.map((p) => p.data.route)).toEqual(['/a']);
  });
});

describe('schema messages', () => {
  it('reports an unknown field at its name, with a did-you-mean', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: hero', //          6
          '    id: intro', //           7
          '    title: Hello', //        8
          '    subtitel: Welcome', //   9
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 9,
      col: 5,
      where: 'section "intro" (hero)',
      message: 'unknown field "subtitel" — did you mean "subtitle"?',
    });
    expect(p.hint).toBe('Rename it to "subtitle".');
    expect(p.length).toBe('subtitel'.length);
  });

  it('reports a misspelt required field once, as the unknown field (not also as missing)', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: hero', //   6
          '    id: intro', //    7
          '    titel: Hello', // 8
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 8,
      col: 5,
      where: 'section "intro" (hero)',
      message: 'unknown field "titel" — did you mean "title"?',
    });
  });

  it('lists the allowed fields when an unknown field is close to none', () => {
    const p = only(
      problemsOfPage(yaml(...pageHead(), '  - type: hero', '    id: intro', '    title: Hello', '    zzzzzz: 1')),
    );
    expect(p.message).toBe('unknown field "zzzzzz"');
    expect(p.hint).toMatch(/^Remove it, or use one of the fields allowed here: .*"subtitle"/);
  });

  it('reports a missing required field at the first line of its entry, with what the field is for', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: hero', // 6
          '    id: intro', //  7
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 6,
      col: 5,
      where: 'section "intro" (hero)',
      message: 'missing "title"',
    });
    expect(p.hint).toMatch(/^Add a line `title: \.\.\.`/);
  });

  it('reports a missing top-level field of a page', () => {
    const p = only(
      problemsOfPage(yaml('route: /a', 'sections:', '  - type: hero', '    id: intro', '    title: Hello')),
    );
    expect(brief(p)).toEqual({ severity: 'error', file: A, line: 1, col: 1, where: '', message: 'missing "meta"' });
  });

  it('reports text where a list is expected, and says how to write a list', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: text', //                 6
          '    id: story', //                  7
          '    paragraphs: Just one line', //  8
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 8,
      col: 17,
      where: 'section "story" (text) › paragraphs',
      message: 'expected a list (entries starting with "- "), found the text "Just one line"',
    });
    expect(p.hint).toBe('Write each entry on its own line, starting with "- ".');
  });

  it('reports a list where text is expected', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: hero', //        6
          '    id: intro', //         7
          '    title: [one, two]', // 8
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 8,
      col: 12,
      where: 'section "intro" (hero) › title',
      message: 'expected text, found a list',
    });
  });

  it('names every kind the alternatives accept, in one message', () => {
    const p = only(
      problemsOfPage(
        yaml(
          'route: /a',
          'meta:',
          '  title: About us',
          '  description: A page about the company and its people.',
          '  service:', //           5
          '    name: Payroll', //    6
          '    serviceType: 5', //   7
          'sections:',
          '  - type: hero',
          '    id: intro',
          '    title: Hello',
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 7,
      col: 18,
      where: 'meta › service › serviceType',
      message: 'expected text or a list (entries starting with "- "), found the number 5',
    });
  });

  it('reports an unknown block type at its value, with a did-you-mean and the block types', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: heroo', //  6
          '    id: intro', //    7
          '    title: Hello', // 8
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 6,
      col: 11,
      where: 'section "intro" (heroo)',
      message: 'unknown block type "heroo" — did you mean "hero"?',
    });
    expect(p.hint).toMatch(/^The block types are /);
    for (const type of ['"cardGrid"', '"hero"', '"text"']) expect(p.hint).toContain(type);
  });

  it('reports a block without a type once', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - id: intro', //    6
          '    title: Hello', // 7
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 6,
      col: 5,
      where: 'sections[1]',
      message: 'this block has no "type"',
    });
    expect(p.hint).toMatch(/^Start the block with `- type: <block>`, one of .*"hero"/);
  });

  it('reports a misspelt icon name with a did-you-mean and the allowed icons', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: cardGrid', //         6
          '    id: services', //           7
          '    cards:', //                 8
          '      - id: accounting', //     9
          '        title: Accounting', // 10
          '        icon: calculater', //  11
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 11,
      col: 15,
      where: 'section "services" (cardGrid) › cards[1] › icon',
      message: 'the text "calculater" is not one of the allowed values — did you mean "calculator"?',
    });
    expect(p.hint).toMatch(/^Use one of the \d+ allowed values; the closest are "calculator"/);
    expect(p.hint).toContain('schema/defs/icon.schema.json');
  });

  it('reports a misspelt colour with a did-you-mean and the allowed colours', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: cardGrid', //         6
          '    id: services', //           7
          '    cards:', //                 8
          '      - id: accounting', //     9
          '        title: Accounting', // 10
          '        color: purpel', //     11
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 11,
      col: 16,
      where: 'section "services" (cardGrid) › cards[1] › color',
      message: 'the text "purpel" is not one of the allowed values — did you mean "purple"?',
    });
    expect(p.hint).toMatch(/^Use "blue", .*"purple"/);
  });

  it('reports a wrong layout with the two allowed layouts', () => {
    const p = only(
      problemsOfPage(
        yaml(
          'route: /a',
          'layout: resourses', // 2
          'meta:',
          '  title: About us',
          '  description: A page about the company and its people.',
          'sections:',
          '  - type: hero',
          '    id: intro',
          '    title: Hello',
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 2,
      col: 9,
      where: 'layout',
      message: 'the text "resourses" is not one of the allowed values — did you mean "resources"?',
    });
    expect(p.hint).toBe('Use "default" or "resources".');
  });

  it('reports a number outside an enum of numbers once, by its allowed values', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: cardGrid', //          6
          '    id: services', //            7
          '    columns: five', //           8
          '    cards:',
          '      - { id: a, title: A }',
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 8,
      col: 14,
      where: 'section "services" (cardGrid) › columns',
      message: 'the text "five" is not one of the allowed values',
    });
    expect(p.hint).toBe('Use 2, 3 or 4.');
  });

  it('reports a route that is not in the expected form, explaining the form', () => {
    const p = only(problemsOfPage(yaml(...pageHead('About'), '  - type: hero', '    id: intro', '    title: Hello')));
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 1,
      col: 8,
      where: 'route',
      message: 'the text "About" is not in the expected form',
    });
    expect(p.hint).toMatch(/starting with a slash/);
  });

  it('reports empty text that must not be empty', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: hero', // 6
          '    id: intro', //  7
          '    title: ""', //  8
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 8,
      col: 12,
      where: 'section "intro" (hero) › title',
      message: 'must not be empty',
    });
  });

  it('reports a wrong field in a block once, not once per block type', () => {
    const content = loadSite({
      [A]: yaml(
        ...pageHead(),
        '  - type: text', //                 6
        '    id: story', //                  7
        '    paragraphs: [One.]', //         8
        '    imagePosition: middle', //      9
      ),
    });
    const p = only(content.problems.filter((x) => x.severity === 'error'));
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 9,
      col: 20,
      where: 'section "story" (text) › imagePosition',
      message: 'the text "middle" is not one of the allowed values',
    });
    expect(p.hint).toBe('Use "left" or "right".');
  });
});

describe('YAML syntax messages', () => {
  it('locates a tab used for indentation', () => {
    const p = only(
      problemsOfPage(
        yaml('route: /a', 'meta:', '  title: About us', '\tdescription: A page about the company.', 'sections: []'),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 4,
      col: 1,
      where: '',
      message: 'a tab is used to indent this line',
    });
    expect(p.hint).toMatch(/spaces only/);
  });

  it('locates a line indented unlike its neighbours', () => {
    const p = only(
      problemsOfPage(
        yaml('route: /a', 'meta:', '    title: About us', '  description: A page about the company.', 'sections: []'),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 4,
      col: 1,
      where: '',
      message: 'this line is not indented like the lines around it',
    });
  });

  it('locates a list entry indented unlike the others', () => {
    const p = only(problemsOfPage(yaml('route: /a', 'sections:', '  - type: hero', '   - type: text')));
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 4,
      col: 4,
      where: 'section (text)',
      message: 'this line is not indented like the lines around it',
    });
  });

  it('locates the second of two equal field names', () => {
    const p = only(
      problemsOfPage(yaml('route: /a', 'meta:', '  title: About us', '  title: About them', 'sections: []')),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 4,
      col: 3,
      where: '',
      message: 'this field appears twice in the same entry',
    });
    expect(p.hint).toBe('Keep one of the two and delete the other.');
  });

  it('locates an unclosed quote where it was opened, not where the file ends', () => {
    const p = only(
      problemsOfPage(
        yaml('route: /a', 'meta:', '  title: "About us', '  description: A page about the company.', 'sections: []'),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 3,
      col: 10,
      where: '',
      message: 'a closing quote or bracket is missing',
    });
    expect(p.hint).toMatch(/opened on this line/);
  });

  it('locates an unclosed single quote where it was opened', () => {
    const p = only(
      problemsOfPage(yaml('route: /a', 'meta:', "  title: 'It''s us", '  description: A page about the company.')),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 3,
      col: 10,
      where: '',
      message: 'a closing quote or bracket is missing',
    });
  });

  it('locates an unclosed bracket where it was opened', () => {
    const p = only(
      problemsOfPage(yaml('route: /a', 'meta:', '  keywords: [tax, audit', '  title: About us', 'sections: []')),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 3,
      col: 13,
      where: '',
      message: 'a closing quote or bracket is missing',
    });
  });

  it('locates an unclosed brace in a list where it was opened', () => {
    const p = only(
      problemsOfPage(yaml('route: /a', 'links:', '  - { label: A, href: /b', '  - { label: C, href: /d }')),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 3,
      col: 5,
      where: '',
      message: 'a closing quote or bracket is missing',
    });
  });

  it('reports an empty file', () => {
    const p = only(problemsOfPage(''));
    expect(brief(p)).toEqual({ severity: 'error', file: A, line: 1, col: 1, where: '', message: 'the file is empty' });
  });

  it('reports a file holding only comments as empty', () => {
    expect(only(problemsOfPage('# nothing here yet\n')).message).toBe('the file is empty');
  });
});

describe('cross-checks', () => {
  const hero = ['  - type: hero', '    id: intro', '    title: Hello'];

  it('reports a route used by two pages, on the second page', () => {
    const content = loadSite({
      'pages/a.yaml': yaml(...pageHead('/same'), ...hero),
      'pages/b.yaml': yaml(...pageHead('/same'), ...hero),
    });
    expect(problemsIn(content, 'pages/a.yaml')).toEqual([]);
    const p = only(problemsIn(content, 'pages/b.yaml'));
    expect(brief(p)).toEqual({
      severity: 'error',
      file: 'pages/b.yaml',
      line: 1,
      col: 8,
      where: 'route',
      message: 'the address /same is already used by pages/a.yaml',
    });
  });

  it('reports an alias already used as an alias or as a route', () => {
    const content = loadSite({
      'pages/a.yaml': yaml('route: /a', 'aliases: [/old-a]', ...pageHead().slice(1), ...hero),
      'pages/b.yaml': yaml(
        'route: /b',
        'aliases:',
        '  - /fresh',
        '  - /old-a',
        '  - /a',
        ...pageHead().slice(1),
        ...hero,
      ),
    });
    expect(problemsIn(content, 'pages/a.yaml')).toEqual([]);
    expect(problemsIn(content, 'pages/b.yaml').map(brief)).toEqual([
      {
        severity: 'error',
        file: 'pages/b.yaml',
        line: 4,
        col: 5,
        where: 'aliases[2]',
        message: 'the address /old-a is already used by pages/a.yaml',
      },
      {
        severity: 'error',
        file: 'pages/b.yaml',
        line: 5,
        col: 5,
        where: 'aliases[3]',
        message: 'the address /a is already used by pages/a.yaml',
      },
    ]);
  });

  it('reports an internal link that matches no page, with a did-you-mean when one is close', () => {
    const content = loadSite({
      'pages/about.yaml': yaml(...pageHead('/about'), ...hero),
      [A]: yaml(
        ...pageHead(),
        '  - type: cta', //                                  6
        '    id: next', //                                   7
        '    title: Next', //                                8
        '    buttons:', //                                   9
        '      - { label: About, href: /abuot }', //        10
        '      - { label: Far, href: /zzzzzzzzzzzzzz }', // 11
      ),
    });
    const [close, far] = problemsIn(content, A);
    expect(problemsIn(content, A)).toHaveLength(2);
    expect(brief(close)).toEqual({
      severity: 'error',
      file: A,
      line: 10,
      col: 31,
      where: 'section "next" (cta) › buttons[1] › href',
      message: 'the link to /abuot matches no page — did you mean /about?',
    });
    expect(close.hint).toBe('Change it to /about.');
    expect(brief(far)).toEqual({
      severity: 'error',
      file: A,
      line: 11,
      col: 29,
      where: 'section "next" (cta) › buttons[2] › href',
      message: 'the link to /zzzzzzzzzzzzzz matches no page',
    });
  });

  it('accepts links to routes, aliases, anchors, query strings and files under public/', () => {
    const content = loadSite({
      'pages/about.yaml': yaml('route: /about', 'aliases: [/who-we-are]', ...pageHead().slice(1), ...hero),
      [A]: yaml(
        ...pageHead(),
        '  - type: cta',
        '    id: next',
        '    title: Next',
        '    buttons:',
        '      - { label: A, href: /about }',
        '      - { label: B, href: /who-we-are }',
        '      - { label: C, href: "/about?x=1#team" }',
        '  - type: cta',
        '    id: more',
        '    title: More',
        '    buttons:',
        '      - { label: D, href: /favicon.svg }',
        '      - { label: E, href: "#team" }',
        '      - { label: F, href: https://example.org/page }',
      ),
    });
    expect(problemsIn(content, A)).toEqual([]);
  });

  it('checks a link by its path: without its query or fragment, and without a trailing slash', () => {
    const cases: [string, string][] = [
      ['/', '/'],
      ['/about', '/about'],
      ['/about/', '/about'],
      ['/about?x=1', '/about'],
      ['/about/?x#y', '/about'],
      ['/about#team?x', '/about'],
      ['/#top', '/'],
      ['/?q', '/'],
      ['/a//', '/a/'],
      ['/a?b/', '/a'],
      ['/a/b/', '/a/b'],
    ];
    expect(cases.map(([href]) => [href, linkPath(href)])).toEqual(cases);
  });

  it('does not also report links to a page that has a mistake of its own', () => {
    const link = [
      '  - type: cta',
      '    id: next',
      '    title: Next',
      '    buttons:',
      '      - { label: About, href: /about }',
      '      - { label: Old, href: /who-we-are }',
    ];
    const schemaMistake = loadSite({
      'pages/about.yaml': yaml(
        'route: /about',
        'aliases: [/who-we-are]',
        ...pageHead().slice(1),
        '  - type: heroo',
        '    id: intro',
      ),
      [A]: yaml(...pageHead(), ...link),
    });
    expect(problemsIn(schemaMistake, A)).toEqual([]);
    expect(problemsIn(schemaMistake, 'pages/about.yaml').map((p) => p.message)).toEqual([
      'unknown block type "heroo" — did you mean "hero"?',
    ]);
    const syntaxMistake = loadSite({
      'pages/about.yaml': yaml(
        'route: /about',
        'aliases: [/who-we-are]',
        ...pageHead().slice(1),
        '  - type: hero',
        '	id: intro',
      ),
      [A]: yaml(...pageHead(), ...link),
    });
    expect(problemsIn(syntaxMistake, A)).toEqual([]);
    expect(problemsIn(syntaxMistake, 'pages/about.yaml').map((p) => p.message)).toEqual([
      'a tab is used to indent this line',
    ]);
  });

  it("warns while a page still has the new page's placeholder description", () => {
    const text = pageText('/a', 'Careers');
    const described = (t: string) => problemsOfPage(t, ['/contact']).filter((p) => p.where === 'meta › description');
    expect(only(described(text))).toMatchObject({
      severity: 'warning',
      message: "the description is still the new page's placeholder",
    });
    expect(described(text.replace(/description: .*/, 'description: Work with a Bengaluru team.'))).toEqual([]);
  });

  it('reports a link to a pending route as a warning, not an error', () => {
    const content = loadSite(
      {
        [A]: yaml(
          ...pageHead(),
          '  - type: cta', //                                   6
          '    id: next', //                                    7
          '    title: Next', //                                 8
          '    buttons:', //                                    9
          '      - { label: Soon, href: /coming-soon }', //    10
        ),
      },
      { pending: ['/coming-soon'] },
    );
    const p = only(problemsIn(content, A));
    expect(brief(p)).toEqual({
      severity: 'warning',
      file: A,
      line: 10,
      col: 30,
      where: 'section "next" (cta) › buttons[1] › href',
      message: 'the link to /coming-soon goes to a page that is not built yet',
    });
    expect(hasErrors(content)).toBe(false);
  });

  it('reports the same link as an error once the route is no longer pending', () => {
    const content = loadSite({
      [A]: yaml(
        ...pageHead(),
        '  - type: cta',
        '    id: next',
        '    title: Next',
        '    buttons:',
        '      - { label: Soon, href: /coming-soon }',
      ),
    });
    expect(only(problemsIn(content, A)).severity).toBe('error');
    expect(hasErrors(content)).toBe(true);
  });

  it('reports a file under public/ that does not exist', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: hero', //                                           6
          '    id: intro', //                                            7
          '    title: Hello', //                                         8
          '    image: { src: /images/no-such-picture.png, alt: x }', //  9
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 9,
      col: 19,
      where: 'section "intro" (hero) › image › src',
      message: 'the file public/images/no-such-picture.png does not exist',
    });
  });

  it('reports a duplicate id within a list, naming the first entry', () => {
    const p = only(
      problemsOfPage(
        yaml(
          ...pageHead(),
          '  - type: hero', //        6
          '    id: intro', //         7
          '    title: Hello', //      8
          '  - type: cardGrid', //    9
          '    id: services', //     10
          '    cards:', //           11
          '      - id: tax', //      12
          '        title: Tax', //   13
          '      - id: audit', //    14
          '        title: Audit', // 15
          '      - id: tax', //      16
          '        title: Tax 2', // 17
        ),
      ),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 16,
      col: 13,
      where: 'section "services" (cardGrid) › cards[3] › id',
      message: 'the id "tax" is already used by entry 1 of this list',
    });
  });

  it('reports duplicate section ids', () => {
    const p = only(
      problemsOfPage(yaml(...pageHead(), ...hero, '  - type: text', '    id: intro', '    paragraphs: [x]')),
    );
    expect(brief(p)).toEqual({
      severity: 'error',
      file: A,
      line: 10,
      col: 9,
      where: 'section "intro" (text) › id',
      message: 'the id "intro" is already used by entry 1 of this list',
    });
  });
});

describe('reporting', () => {
  it('reports every problem of every file at once, sorted by file and line', () => {
    const content = loadSite({
      'pages/c.yaml': yaml('route: /c', 'meta:', '\ttitle: x'),
      'pages/b.yaml': yaml(...pageHead('/b'), '  - type: hero', '    id: intro', '    titel: x'),
      [A]: yaml(
        ...pageHead('/a'),
        '  - type: cardGrid',
        '    id: s',
        '    cards:',
        '      - { id: x, title: X, icon: calculater }',
        '  - type: heroo',
        '    id: h',
      ),
    });
    const errors = content.problems.filter((p) => p.severity === 'error').map((p) => `${p.file}:${p.line}:${p.col}`);
    expect(errors).toEqual(['pages/a.yaml:9:34', 'pages/a.yaml:10:11', 'pages/b.yaml:8:5', 'pages/c.yaml:3:1']);
  });

  it('reports an empty site file', () => {
    const content = loadSite({}, { siteText: '' });
    expect(brief(only(problemsIn(content, 'pages/_site.yaml')))).toMatchObject({
      line: 1,
      col: 1,
      message: 'the file is empty',
    });
  });

  it('formats a problem as a header line, a code frame with a caret underline and a hint', () => {
    const text = yaml(...pageHead(), '  - type: hero', '    id: intro', '    titel: Hello', '    text: [Hi]');
    const p = only(problemsOfPage(text));
    expect(formatProblem(p, text).split('\n')).toEqual([
      'pages/a.yaml:8:5  section "intro" (hero): unknown field "titel" — did you mean "title"?',
      '   7 |     id: intro',
      ' > 8 |     titel: Hello',
      '     |     ^^^^^',
      '   9 |     text: [Hi]',
      '   hint: Rename it to "title".',
    ]);
  });

  it('marks warnings in the header and shows tabs in the code frame', () => {
    const warning: Problem = {
      severity: 'warning',
      file: A,
      line: 2,
      col: 2,
      length: 3,
      where: 'x',
      message: 'look here',
      hint: 'Do this.',
    };
    expect(formatProblem(warning, 'one\n\tabc\n')).toBe(
      [
        'pages/a.yaml:2:2  warning: x: look here',
        '   1 | one',
        ' > 2 | →abc',
        '     |  ^^^',
        '   3 | ',
        '   hint: Do this.',
      ].join('\n'),
    );
  });

  it('formats a whole-file problem without a place in words', () => {
    const p = only(problemsOfPage(''));
    expect(formatProblem(p).split('\n')[0]).toBe('pages/a.yaml:1:1  the file is empty');
  });
});

describe('hostile files in pages/', () => {
  it('makes each a located problem on that file, leaves dot-files out, and loads every other page', async () => {
    const { cpSync, mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { loadContent, yamlFiles } = await import('../../../src/content/load');
    const { repoRoot } = await import('../../fixtures/site');
    const root = mkdtempSync(join(tmpdir(), 'loader-hostile-'));
    try {
      cpSync(join(repoRoot, 'pages'), join(root, 'pages'), { recursive: true });
      symlinkSync(join(repoRoot, 'schema'), join(root, 'schema'), 'dir');
      symlinkSync(join(repoRoot, 'public'), join(root, 'public'), 'dir');
      const clean = loadContent(root).pages.length;
      symlinkSync(join(root, 'pages/nowhere.yaml'), join(root, 'pages/dangling.yaml'));
      symlinkSync(join(root, 'pages/loop-b.yaml'), join(root, 'pages/loop-a.yaml'));
      symlinkSync(join(root, 'pages/loop-a.yaml'), join(root, 'pages/loop-b.yaml'));
      symlinkSync('user@host.1234:1700000000', join(root, 'pages/.#about.yaml'));
      mkdirSync(join(root, 'pages/sub'));
      symlinkSync('..', join(root, 'pages/sub/up'));
      const bomb = ['route: /bomb', 'a: &a [x, x, x, x, x, x, x, x, x, x]'];
      for (let i = 1; i < 10; i++)
        bomb.push(
          `${'b'.repeat(i)}: &${'b'.repeat(i)} [${Array(10)
            .fill(i === 1 ? '*a' : `*${'b'.repeat(i - 1)}`)
            .join(', ')}]`,
        );
      writeFileSync(join(root, 'pages/bomb.yaml'), `${bomb.join('\n')}\n`);
      writeFileSync(join(root, 'pages/binary.yaml'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff, 0xfe]));
      writeFileSync(join(root, 'pages/empty.yaml'), '');
      expect(yamlFiles(root).filter((f) => f.startsWith('pages/.'))).toEqual([]);
      const started = performance.now();
      const content = loadContent(root);
      expect(performance.now() - started).toBeLessThan(20_000);
      const first = (file: string) => content.problems.find((p) => p.file === file)?.message;
      expect(first('pages/dangling.yaml')).toBe('the file is a link to something that does not exist');
      expect(first('pages/loop-a.yaml')).toBe('the file is a link that leads round in a circle');
      expect(first('pages/bomb.yaml')).toMatch(/repeats values through aliases/);
      expect(first('pages/binary.yaml')).toMatch(/not text/);
      expect(first('pages/empty.yaml')).toBe('the file is empty');
      expect(content.problems.filter((p) => p.file.includes('.#'))).toEqual([]);
      expect(content.pages.length).toBe(clean);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
