import { Outlet } from '@tanstack/react-router';
import styled from 'styled-components';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { SiteContext } from './context';
import { RegistryContext } from './BlockRenderer';
import type { SiteData } from '../contract/pageData';
import { hydration, type BlockRegistry } from './registry';
import { ContactBar } from '../layout/ContactBar';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import { WhatsAppButton } from '../layout/WhatsAppButton';
import { languageOfSettings } from './language';
import { Head } from './Head';

const Skip = styled.a`
  position: absolute; left: .5rem; top: -4rem; z-index: 100; padding: .75rem 1rem; background: #fff; color: ${theme.color.brand};
  font-weight: 700; border-radius: ${theme.radius.sm}; &:focus { top: .5rem; }
`;
const Main = styled.main`min-height: 50vh; &:focus { outline: none; }`;

/** The parts of the layout around every page, in the order Root renders them. */
export const LAYOUT_PARTS = {
  contactBar: ContactBar,
  header: Header,
  footer: Footer,
  whatsApp: WhatsAppButton,
} as const;
export type LayoutPartName = keyof typeof LAYOUT_PARTS;

/** What the prerender renders in a part's place (a marker for its cached HTML: layoutCache.tsx), if anything. */
export const PartStandIn = createContext<((name: LayoutPartName) => ReactNode | undefined) | null>(null);

function LayoutPart({ name }: { name: LayoutPartName }) {
  const standIn = useContext(PartStandIn)?.(name);
  const Part = LAYOUT_PARTS[name];
  return standIn ?? <Part />;
}

/** Providers every page needs: site data, block registry (the theme is constants: src/theme/theme.ts). */
export function Providers({
  site,
  registry,
  children,
}: {
  site: SiteData;
  registry: BlockRegistry;
  children: ReactNode;
}) {
  return (
    <SiteContext.Provider value={site}>
      <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>
    </SiteContext.Provider>
  );
}

/**
 * The whole document: the head merged from the route matches (Head.tsx), the shared layout around the current route. Its language is the
 * settings' (every page the app shows is in it: another language's page is a document navigation).
 */
export function makeRoot(site: SiteData, registry: BlockRegistry) {
  const { code } = languageOfSettings(site);
  return function Root() {
    // Marks the document once React has hydrated it (tests and tools wait for this).
    useEffect(() => {
      hydration.blocks = null;
      document.documentElement.dataset.hydrated = 'true';
    }, []);
    return (
      <html lang={code}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <Head />
        </head>
        <body>
          <Providers site={site} registry={registry}>
            <GlobalStyle />
            <Skip href="#main">{site.site.labels.skipToContent}</Skip>
            <LayoutPart name="contactBar" />
            <LayoutPart name="header" />
            <Main id="main" tabIndex={-1}>
              <Outlet />
            </Main>
            <LayoutPart name="footer" />
            <LayoutPart name="whatsApp" />
          </Providers>
        </body>
      </html>
    );
  };
}
