/**
 * The prerender's cache of the layout parts (LAYOUT_PARTS in src/render/Root.tsx), each rendered once with a style
 * sheet of its own. A page renders a marker (a <template> named at random per renderer) that the part's HTML
 * replaces, and carries its style element; a page a part links to renders that part itself (its link is current),
 * and so does a page that names a part as its own (the header of a page in several languages: its switcher links to
 * that page's addresses). One cache per language: its settings' words (render.tsx's siteCaches).
 */
import { randomBytes } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { RouterContextProvider, type AnyRouter } from '@tanstack/react-router';
import { ServerStyleSheet } from 'styled-components';
import { LAYOUT_PARTS, Providers, type LayoutPartName } from '../render/Root';
import type { BlockRegistry } from '../render/registry';
import type { SiteData } from '../contract/pageData';
import { MemoStylis, type StylisMemo } from './stylisMemo';

interface CachedPart {
  name: LayoutPartName;
  html: string;
  styles: string;
  marker: string;
  links: Set<string>;
}

/** "/a/b/" and "/a/b?x#y" → "/a/b" (the root stays "/"). */
export function pathOf(href: string): string {
  const path = href.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The paths of the href attributes in some HTML (entities decoded as React writes them). */
export function linkedPaths(html: string): Set<string> {
  return new Set([...html.matchAll(/\shref="([^"]*)"/g)].map((m) => pathOf(m[1].replace(/&amp;/g, '&'))));
}

export class LayoutCache {
  private constructor(private readonly parts: CachedPart[]) {}

  /** Renders every part with `router`, which must be loaded at an address no link points to. */
  static create(router: AnyRouter, site: SiteData, registry: BlockRegistry, stylis: StylisMemo): LayoutCache {
    const token = randomBytes(6).toString('hex');
    return new LayoutCache(
      (Object.keys(LAYOUT_PARTS) as LayoutPartName[]).map((name) => {
        const sheet = new ServerStyleSheet();
        try {
          const Part = LAYOUT_PARTS[name];
          const html = renderToString(
            sheet.collectStyles(
              <MemoStylis memo={stylis}>
                <RouterContextProvider router={router}>
                  <Providers site={site} registry={registry}>
                    <Part />
                  </Providers>
                </RouterContextProvider>
              </MemoStylis>,
            ),
          );
          return {
            name,
            html,
            styles: sheet.getStyleTags(),
            marker: `layout-${name}-${token}`,
            links: linkedPaths(html),
          };
        } finally {
          sheet.seal();
        }
      }),
    );
  }

  /** The parts a page at `pathname` takes from the cache: those without a link to it and not its `own`. */
  private reused(pathname: string, own: readonly LayoutPartName[]): CachedPart[] {
    return this.parts.filter((part) => !part.links.has(pathOf(pathname)) && !own.includes(part.name));
  }

  /** What the page renders in each part's place (PartStandIn): the marker, or undefined for the part itself. */
  standIn(
    pathname: string,
    own: readonly LayoutPartName[] = [],
  ): (name: LayoutPartName) => React.ReactNode | undefined {
    const reused = new Map(this.reused(pathname, own).map((part) => [part.name, part.marker]));
    return (name) => (reused.has(name) ? <template data-layout-part={reused.get(name)} /> : undefined);
  }

  /** The page's markup with each marker replaced by its part's HTML, and those parts' style elements in order. */
  fill(pathname: string, markup: string, own: readonly LayoutPartName[] = []): { markup: string; styles: string } {
    const reused = this.reused(pathname, own);
    for (const part of reused) {
      const marker = `<template data-layout-part="${part.marker}"></template>`;
      if (!markup.includes(marker))
        throw new Error(`layout cache: the page at ${pathname} has no place for the ${part.name}`);
      markup = markup.replace(marker, () => part.html);
    }
    return { markup, styles: reused.map((part) => part.styles).join('') };
  }
}
