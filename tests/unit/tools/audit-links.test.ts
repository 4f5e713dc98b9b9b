import { describe, it, expect } from 'vitest';
import {
  checkLinks,
  checkBlankTargets,
  createFetchCache,
  idsIn,
  localUrl,
  type Fetcher,
  type LinkCheckInput,
} from '../../../tools/audit/links';

const origin = 'http://localhost:4000';
const siteUrl = 'https://site.example.com';
const pages: Record<string, { status: number; body?: string }> = {
  [`${origin}/about`]: { status: 200, body: '<h2 id="team">Team</h2>' },
  [`${origin}/icons.svg`]: { status: 200, body: '<svg><symbol id="mail"></symbol></svg>' },
  [`${origin}/images/a.webp`]: { status: 200 },
};
const fake = (): Fetcher & { calls: string[] } => {
  const calls: string[] = [];
  const f: Fetcher = async (url) => {
    calls.push(url);
    return pages[url] ?? { status: 404 };
  };
  return Object.assign(f, { calls });
};
const input = (refs: [string, string][], extra: Partial<LinkCheckInput> = {}): LinkCheckInput => ({
  pageUrl: `${origin}/contact`,
  origin,
  siteUrl,
  ids: new Set(['main']),
  blank: [],
  refs: refs.map(([source, url]) => ({ source, url })),
  ...extra,
});

describe('audit: internal links', () => {
  it('passes working links, images, sprite fragments, same-page fragments, and ignores external URLs', async () => {
    const problems = await checkLinks(
      input([
        ['a[href]', `${origin}/about#team`],
        ['img[src]', `${origin}/images/a.webp`],
        ['use[href]', `${origin}/icons.svg#mail`],
        ['a[href]', `${origin}/contact#main`],
        ['a[href]', 'https://www.instagram.com/example'],
        ['a[href]', 'mailto:x@example.com'],
        ['link[canonical]', `${siteUrl}/about`],
      ]),
      fake(),
    );
    expect(problems).toEqual([]);
  });
  it('fails a broken link, a missing image, a missing id here or in the target, and a site-URL link that does not exist', async () => {
    const problems = await checkLinks(
      input([
        ['a[href]', `${origin}/no-such-page`],
        ['img[srcset]', `${origin}/images/missing.webp`],
        ['a[href]', `${origin}/contact#nowhere`],
        ['a[href]', `${origin}/about#nobody`],
        ['use[href]', `${origin}/icons.svg#nope`],
        ['meta[og:image]', `${siteUrl}/images/og.png`],
      ]),
      fake(),
    );
    expect(problems).toHaveLength(6);
    expect(problems).toContain('a[href] /no-such-page answers 404');
  });
  it('fetches each URL once however many pages link to it', async () => {
    const f = fake();
    const cached = createFetchCache(f);
    await checkLinks(
      input([
        ['a[href]', `${origin}/about`],
        ['a[href]', `${origin}/about#team`],
      ]),
      cached,
    );
    await checkLinks(input([['a[href]', `${origin}/about`]]), cached);
    expect(f.calls).toEqual([`${origin}/about`]);
    expect(cached.size()).toBe(1);
  });
  it('maps the public site URL to the local server and leaves other origins alone', () => {
    expect(localUrl(`${siteUrl}/about`, origin, siteUrl)?.href).toBe(`${origin}/about`);
    expect(localUrl(siteUrl, origin, siteUrl)?.href).toBe(`${origin}/`);
    expect(localUrl('https://other.example.com/about', origin, siteUrl)).toBeNull();
  });
  it('reads ids from HTML and SVG text', () => {
    expect([...idsIn(`<p id="a"></p><symbol id='b'/><div data-id="c"></div>`)]).toEqual(['a', 'b']);
  });
});

describe('audit: target="_blank"', () => {
  it('fails a new-tab link without noopener and noreferrer, passes one with both', () => {
    expect(
      checkBlankTargets([
        { href: 'https://x.example', rel: 'noopener noreferrer' },
        { href: 'https://y.example', rel: 'NoReferrer noopener external' },
      ]),
    ).toEqual([]);
    expect(checkBlankTargets([{ href: 'https://x.example', rel: '' }])).toHaveLength(1);
    expect(checkBlankTargets([{ href: 'https://x.example', rel: 'noopener' }])).toHaveLength(1);
    expect(checkBlankTargets([{ href: 'https://x.example', rel: 'noreferrer' }])).toHaveLength(1);
  });
});
