/**
 * The prerender's cache of the layout parts (src/runtime/layoutParts.tsx). Header, footer, contact bar and
 * WhatsApp button are the same on almost every page, and rendering them was about a third of a page's time.
 * A LayoutCache renders each part once, on its own, at an address nothing links to, and keeps its HTML, the
 * style rules it added and the paths of its links. A page then renders a marker in the part's place (a
 * <template> element with a random name), adds the part's rules to its style sheet where rendering the part
 * would have added them, and replaces the marker with the HTML.
 *
 * That gives the same HTML as rendering the part in place as long as the part depends on the page only through
 * links that are active on their own page (aria-current): a page that one of a part's links points to renders
 * that part itself. The parts use no useId (their ids come from the items' places: src/layout/Header.tsx), which
 * would number them by their place in the tree. tests/unit/layout-cache.test.ts renders every page of the site both
 * ways and compares them byte for byte, so a part that starts to depend on the page in another way is caught.
 */
import { randomBytes } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { RouterContextProvider, type AnyRouter } from '@tanstack/react-router';
import { ServerStyleSheet } from 'styled-components';
import { Providers } from '../runtime/Root';
import { LAYOUT_PARTS, PARTS_AFTER_MAIN, PARTS_BEFORE_MAIN, type LayoutPartName } from '../runtime/layoutParts';
import type { BlockRegistry } from '../runtime/registry';
import type { SiteData } from '../runtime/contract';
import { MemoStylis } from './stylisMemo';

type StyleSheet = ServerStyleSheet['instance'];
/** One call of StyleSheet.insertRules: a component's id, its class name and the CSS rules. */
type Insert = [id: string, name: string, rules: string[]];

/** Text that takes the place of markup[at, end). */
export interface Splice { at: number; end: number; text: string }

interface CachedPart {
  html: string;
  inserts: Insert[];
  /** The paths its links point to (without query or fragment, without a trailing slash). */
  links: Set<string>;
}

/** "/a/b/" and "/a/b?x#y" → "/a/b" (the root stays "/"). */
export function pathOf(href: string): string {
  const path = href.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The paths of the href attributes in some HTML (entities decoded as React writes them). */
export function linkedPaths(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/\shref="([^"]*)"/g)) out.add(pathOf(m[1].replace(/&amp;/g, '&')));
  return out;
}

/** Renders one part on its own, recording the style rules it adds. */
function renderPart(name: LayoutPartName, router: AnyRouter, site: SiteData, registry: BlockRegistry): CachedPart {
  const sheet = new ServerStyleSheet();
  const inserts: Insert[] = [];
  const insert = sheet.instance.insertRules.bind(sheet.instance);
  sheet.instance.insertRules = (id, className, rules) => {
    inserts.push([id, className, rules]);
    insert(id, className, rules);
  };
  try {
    const Part = LAYOUT_PARTS[name];
    const html = renderToString(sheet.collectStyles(
      <MemoStylis><RouterContextProvider router={router}><Providers site={site} registry={registry}><Part /></Providers></RouterContextProvider></MemoStylis>,
    ));
    return { html, inserts, links: linkedPaths(html) };
  } finally {
    sheet.seal();
  }
}

export class LayoutCache {
  private readonly parts = new Map<LayoutPartName, CachedPart>();
  private readonly token = randomBytes(6).toString('hex');

  private constructor() {}

  /** Renders every part with `router`, which must be loaded at an address no link points to. */
  static create(router: AnyRouter, site: SiteData, registry: BlockRegistry): LayoutCache {
    const cache = new LayoutCache();
    for (const name of Object.keys(LAYOUT_PARTS) as LayoutPartName[]) cache.parts.set(name, renderPart(name, router, site, registry));
    return cache;
  }

  /** The name of the <template> standing in for a part (random per build, so no page's content can hold it). */
  private markerName(name: LayoutPartName): string {
    return `layout-${name}-${this.token}`;
  }

  /** Whether a page at `pathname` takes the part from the cache: not when one of the part's links points to it (the link is marked current there). */
  private reused(name: LayoutPartName, pathname: string): boolean {
    return !this.parts.get(name)!.links.has(pathOf(pathname));
  }

  /** What a page at `pathname` renders in each part's place: the marker, or undefined (the part itself). */
  standIn(pathname: string): (name: LayoutPartName) => React.ReactNode | undefined {
    return (name) => (this.reused(name, pathname) ? <template data-layout-part={this.markerName(name)} /> : undefined);
  }

  /** Adds the style rules of the parts `names` that the page at `pathname` takes from the cache, as rendering them would have. */
  private addRules(sheet: StyleSheet, names: readonly LayoutPartName[], pathname: string): void {
    for (const name of names.filter((n) => this.reused(n, pathname))) {
      for (const [id, className, rules] of this.parts.get(name)!.inserts) {
        if (!sheet.hasNameForId(id, className)) sheet.insertRules(id, className, rules);
      }
    }
  }

  /** Before rendering a page: the rules of the parts above its <main>, which render before its content. */
  beforeRender(sheet: StyleSheet, pathname: string): void {
    this.addRules(sheet, PARTS_BEFORE_MAIN, pathname);
  }

  /** After rendering a page: the rules of the parts below its <main>, as rendering them would have added them. */
  afterRender(sheet: StyleSheet, pathname: string): void {
    this.addRules(sheet, PARTS_AFTER_MAIN, pathname);
  }

  /**
   * Where the parts' HTML goes in a page's markup: each marker's place (start and end) and the part's HTML, in
   * the markup's order. The page is then put together once (entry-server), rather than by replacing one marker
   * after another, each replacement copying the whole page again.
   */
  places(pathname: string, markup: string): Splice[] {
    const out: Splice[] = [];
    for (const [name, part] of this.parts) {
      if (!this.reused(name, pathname)) continue;
      const marker = `<template data-layout-part="${this.markerName(name)}"></template>`;
      const at = markup.indexOf(marker);
      if (at < 0) throw new Error(`layout cache: the page at ${pathname} has no place for the ${name}`);
      out.push({ at, end: at + marker.length, text: part.html });
    }
    return out.sort((a, b) => a.at - b.at);
  }
}
