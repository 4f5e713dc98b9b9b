/**
 * The parts of the layout around every page (contact bar, header, footer, WhatsApp button). Root renders each
 * through LayoutPart. In the browser and the dev server that is simply the part. The prerender renders a part
 * once on its own and puts the same HTML in every page (src/server/layoutCache.tsx): it provides a stand-in
 * that LayoutPart renders instead, a marker the cached HTML replaces after rendering. The HTML is the same as
 * rendering the part in place (checked for every page of the site by tests/unit/layout-cache.test.ts), so the
 * browser hydrates it as usual.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { ContactBar } from '../layout/ContactBar';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import { WhatsAppButton } from '../layout/WhatsAppButton';

export const LAYOUT_PARTS = { contactBar: ContactBar, header: Header, footer: Footer, whatsApp: WhatsAppButton } as const;
export type LayoutPartName = keyof typeof LAYOUT_PARTS;

/** The parts Root renders before the page's <main>, and after it, each in Root's order. */
export const PARTS_BEFORE_MAIN: readonly LayoutPartName[] = ['contactBar', 'header'];
export const PARTS_AFTER_MAIN: readonly LayoutPartName[] = ['footer', 'whatsApp'];

/** What stands in for a part (the server's marker), or undefined to render the part itself. */
export const PartStandIn = createContext<((name: LayoutPartName) => ReactNode | undefined) | null>(null);

export function LayoutPart({ name }: { name: LayoutPartName }) {
  const standIn = useContext(PartStandIn)?.(name);
  if (standIn !== undefined) return standIn;
  const Part = LAYOUT_PARTS[name];
  return <Part />;
}
