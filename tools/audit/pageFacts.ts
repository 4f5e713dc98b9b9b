/** What the audit reads from a loaded page's DOM, in one evaluate call. */
import type { Page } from '@playwright/test';

export type PageFacts = Awaited<ReturnType<typeof readFacts>>;

/** The page's facts; the page needs the `__name` stand-in of visit.ts (functions sent to it use named helpers). */
export function readFacts(page: Page) {
  return page.evaluate(() => {
    const all = <T extends Element>(sel: string) => [...document.querySelectorAll<T>(sel)];
    const rendered = (el: Element) => el.getClientRects().length > 0;
    const headings = all<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')
      .filter(rendered)
      .map((h) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)));
    const refs: { source: string; url: string }[] = [];
    const push = (source: string, raw: string | null) => {
      if (!raw?.trim()) return;
      try {
        refs.push({ source, url: new URL(raw.trim(), document.baseURI).href });
      } catch {
        refs.push({ source, url: raw });
      }
    };
    const attrs: [string, string][] = [
      ['a', 'href'],
      ['area', 'href'],
      ['img', 'src'],
      ['link', 'href'],
      ['script', 'src'],
      ['source', 'src'],
      ['video', 'src'],
      ['video', 'poster'],
      ['audio', 'src'],
      ['track', 'src'],
      ['iframe', 'src'],
      ['embed', 'src'],
      ['object', 'data'],
      ['form', 'action'],
      ['use', 'href'],
      ['use', 'xlink:href'],
      ['image', 'href'],
    ];
    for (const [tag, attr] of attrs)
      for (const el of all(`${tag}[${attr.replace(':', '\\:')}]`)) push(`${tag}[${attr}]`, el.getAttribute(attr));
    for (const el of all('img[srcset], source[srcset]')) {
      for (const part of (el.getAttribute('srcset') ?? '').split(','))
        push(`${el.tagName.toLowerCase()}[srcset]`, part.trim().split(/\s+/)[0]);
    }
    for (const el of all('meta[property^="og:"], meta[name^="twitter:"]')) {
      const key = el.getAttribute('property') ?? el.getAttribute('name') ?? '';
      if (/image|url/.test(key)) push(`meta[${key}]`, el.getAttribute('content'));
    }
    return {
      headings,
      refs,
      blank: all<HTMLAnchorElement>('a[target="_blank"], area[target="_blank"], form[target="_blank"]').map((a) => ({
        href: a.getAttribute('href') ?? a.getAttribute('action') ?? '',
        rel: a.getAttribute('rel') ?? '',
      })),
      ids: all('[id]').map((e) => e.id),
      anchors: all<HTMLAnchorElement>('a[href]').map((a) => ({ href: a.href, text: a.innerText, rel: a.rel })),
      title: document.title,
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
      canonicals: all<HTMLLinkElement>('link[rel="canonical"]').map((l) => l.getAttribute('href') ?? ''),
    };
  });
}
