import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { menusOf, withMenuLink } from './menuLink';

const siteText = readFileSync(join(import.meta.dirname, '../../pages/_site.yaml'), 'utf8');
/** The lines of `b` that `a` does not have. */
const added = (a: string, b: string) => b.split('\n').filter((line) => !a.split('\n').includes(line));

describe('the menus a new page can be linked from', () => {
  it('are the header, each footer column and each resources menu, named for a person', () => {
    const labels = menusOf(siteText).map((m) => m.label);
    expect(labels).toContain('Top menu (in the header)');
    expect(labels).toContain('Footer: Company');
    expect(labels).toContain('Resources menu: HR Resources');
  });

  it('get the link at their end, one line added and nothing else changed', () => {
    const company = menusOf(siteText).find((m) => m.label === 'Footer: Company')!;
    const text = withMenuLink(siteText, company.id, 'Careers', '/careers');
    const column = parse(text).footer.columns.find((c: { title: string }) => c.title === 'Company');
    expect(column.links.at(-1)).toEqual({ label: 'Careers', href: '/careers', variant: 'link' });
    expect(text.split('\n').length).toBe(siteText.split('\n').length + 1);
    expect(added(siteText, text)).toEqual(['        - { label: Careers, href: /careers, variant: link }']);
    const header = withMenuLink(siteText, 'header', 'Careers', '/careers');
    expect(parse(header).header.nav.at(-1)).toEqual({ label: 'Careers', href: '/careers' });
  });

  it('refuse a menu that does not exist', () => {
    expect(() => withMenuLink(siteText, 'footer:99', 'Careers', '/careers')).toThrow();
    expect(() => withMenuLink(siteText, '__proto__', 'Careers', '/careers')).toThrow();
  });
});
