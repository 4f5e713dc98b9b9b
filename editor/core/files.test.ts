import { describe, expect, it } from 'vitest';
import { describe as describeFile } from './files';

describe('describe', () => {
  it('names a page by its title and places it by its address', () => {
    const about = describeFile('pages/about.yaml', 'route: /about\nmeta:\n  title: About us\n');
    expect(about).toMatchObject({ kind: 'page', title: 'About us', route: '/about', area: 'main' });
  });
  it('names a collection’s item page by what it is, not by its "{title}"', () => {
    const text = 'route: /resources/blog/$id\ncollection: blog\nmeta:\n  title: "{title}"\n';
    const page = describeFile('pages/resources/blog/article.yaml', text);
    expect(page.title).toBe('The page of each blog article');
    expect(page.title).not.toContain('{');
  });
});
