import type { HeadData } from './contract';

/** Turns build-time head data into TanStack Router head() output (title, meta, links, JSON-LD). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function toRouterHead(head: HeadData): { meta: any[]; links: any[] } {
  return {
    meta: [
      { title: head.title },
      ...head.meta,
      ...head.jsonLd.map((obj) => ({ 'script:ld+json': obj })),
    ],
    links: head.links,
  };
}
