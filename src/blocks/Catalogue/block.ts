import type { BlockDeclaration, BlockFacts, SearchPart } from '../../contract/blockDeclaration';
export default { type: 'catalogue', static: false } satisfies BlockDeclaration<'catalogue'>;

interface Entry {
  id: string;
  title: string;
  description?: string;
  subsections?: Entry[];
  sections?: unknown[];
}

/**
 * A detail's picture is at most 280 px wide (PICTURE_SIZES). A detail shows only after a click, so each service and
 * subsection is a search result of its own, at the address that opens it (`?service=registrations&sub=gst`).
 */
export const facts = {
  pictureWidth: 280,
  search: {
    marker: 'data-catalogue-view',
    parts(block, path) {
      const out: SearchPart[] = [];
      const part = (url: string, entry: Entry): SearchPart => ({
        url,
        title: entry.title,
        description: entry.description,
        detail: entry.sections,
      });
      for (const entry of (block.items ?? []) as Entry[]) {
        const at = `${path}?service=${encodeURIComponent(entry.id)}`;
        out.push(part(at, entry));
        for (const sub of entry.subsections ?? []) out.push(part(`${at}&sub=${encodeURIComponent(sub.id)}`, sub));
      }
      return out;
    },
  },
} satisfies BlockFacts<'catalogue'>;
