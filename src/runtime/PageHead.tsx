/**
 * The router-managed part of the document head (title, meta, links, JSON-LD). In the browser it is the router's
 * HeadContent, which updates the head on every navigation. On the server it renders the same tags (the router's
 * own useTags) straight into elements, as HeadContent's Asset components render them on the server, without
 * HeadContent's per-tag component, hooks and JSON keys: the same HTML at about half the cost, which the prerender
 * pays on every page. Tags of other kinds (styles, script files) are rendered by the router's Asset, as before.
 * tests/unit/server-render.test.ts renders every page of the site both ways and compares the HTML.
 */
import { useContext, type ReactNode } from 'react';
import { Asset, HeadContent, useTags } from '@tanstack/react-router';
import { ServerRender } from './serverRender';

type Tag = ReturnType<typeof useTags>[number];

/** One tag as the router's Asset renders it on the server. */
function element(tag: Tag, key: number): ReactNode {
  const attrs = (tag.attrs ?? {}) as Record<string, unknown>;
  switch (tag.tag) {
    case 'title':
      return <title key={key} {...attrs}>{tag.children}</title>;
    case 'meta':
      return <meta key={key} {...attrs} />;
    case 'link':
      return <link key={key} {...attrs} precedence={(attrs.precedence as string | undefined) ?? (attrs.rel === 'stylesheet' ? 'default' : undefined)} />;
    case 'script':
      if (attrs.src === undefined && typeof tag.children === 'string') return <script key={key} {...attrs} dangerouslySetInnerHTML={{ __html: tag.children }} />;
      return <Asset key={key} {...tag} />;
    default:
      return <Asset key={key} {...tag} />;
  }
}

function ServerHeadTags() {
  return <>{useTags().map(element)}</>;
}

export function PageHead() {
  return useContext(ServerRender) ? <ServerHeadTags /> : <HeadContent />;
}
