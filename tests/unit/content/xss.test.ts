import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadContent, hasErrors } from '../../../src/content/load';
import { buildManifest } from '../../../src/content/manifest';
import { collectionRoutes } from '../../../src/contract/pageData';
import { render } from '../../../src/build/render';

const root = join(import.meta.dirname, '..', '..', '..');
const BLOG = 'pages/collections/blog.yaml';

function pageFiles(dir = join(root, 'pages')): [string, string][] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory()
      ? pageFiles(full)
      : /\.ya?ml$/.test(name)
        ? [[relative(root, full), readFileSync(full, 'utf8')] as [string, string]]
        : [];
  });
}

/** The first article's body with three classic attacks added by an editor (or an attacker with commit rights). */
const ATTACKS = [
  '<script>window.__xss = "script"</script>',
  '<img src="/images/missing.png" onerror="window.__xss = \'onerror\'" alt="x">',
  '<a href="javascript:window.__xss = \'link\'">Read the details</a>',
  '<p onclick="window.__xss = \'click\'" style="background:url(javascript:alert(1))">Quarterly filing dates</p>',
];

describe('HTML in a blog article body', () => {
  const files = new Map(pageFiles());
  files.set(BLOG, files.get(BLOG)!.replace(/(\n {4}content: \|\n)/, `$1      ${ATTACKS.join('\n      ')}\n`));
  const content = loadContent(root, { files });
  const manifest = buildManifest(content);
  const article = [...manifest.pages.values()].find((p) => p.entry)!;

  it('still validates (the attack is in allowed HTML text)', () => {
    expect(hasErrors(content)).toBe(false);
    expect(article.entry!.content).toContain('Quarterly filing dates');
  });

  it('is sanitised at build time: no script, no event handler attribute, no javascript: URL survives', () => {
    const body = article.entry!.content;
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/\son\w+=/i);
    expect(body).not.toMatch(/javascript:/i);
    expect(body).toContain('Read the details'); // the harmless text is kept
  });

  it('never reaches the prerendered page or its data', async () => {
    const { html } = await render({
      url: article.path,
      site: manifest.site,
      collections: collectionRoutes(manifest.routes),
      page: (key) => manifest.pages.get(key),
      assets: { entry: '/entry.js' },
    });
    expect(html).toContain('Quarterly filing dates');
    expect(html).not.toContain('window.__xss');
    expect(html).not.toMatch(/javascript:/i);
    expect(
      html.match(/<script\b[^>]*>/g)!.every((tag) => /type="application\/(ld\+)?json"|type="module" src=/.test(tag)),
    ).toBe(true);
  });
});
