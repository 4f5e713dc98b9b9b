import styled from 'styled-components';
import type { ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useSite } from '../render/context';
import { SmartLink } from '../render/SmartLink';
import { Container } from '../render/ui';
import { theme, up } from '../theme/theme';
import type { Site } from '../generated/content';
import { SearchBox } from './SearchBox';

/** On narrow screens the blocks' own containers give the side padding, so the frame adds none (no double inset). */
const Layout = styled(Container)`display: grid; gap: ${theme.space.lg}; padding: ${theme.space.lg} 0;
  ${up('lg')} { grid-template-columns: 16rem minmax(0, 1fr); align-items: start; padding: ${theme.space.lg}; }`;
const Side = styled.aside`
  background: ${theme.color.surfaceMuted}; padding: ${theme.space.lg};
  ${up('lg')} { border-radius: ${theme.radius.lg}; }
  ${up('lg')} { position: sticky; top: 88px; }
  h2 { font-size: ${theme.size.lg}; }
  [role=search] { margin-bottom: ${theme.space.md}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .15rem; }
  a { display: block; padding: .5rem .75rem; border-radius: ${theme.radius.sm}; color: ${theme.color.text}; text-decoration: none; }
  a:hover { background: #e6ebf3; }
  a[aria-current='page'], a[aria-current='true'] { background: ${theme.color.brand}; color: #fff; font-weight: 600; }
`;
const Main = styled.div`min-width: 0; order: -1; ${up('lg')} { order: 0; } > section, > [data-island] > section { border-radius: ${theme.radius.lg}; }`;

/** The first menu whose prefix starts the path; "/" is the catch-all (spec 2.7). */
export function menuFor(menus: Site['resourceMenus'], pathname: string) {
  return (
    menus.find((m) => m.prefix === '/' || pathname === m.prefix || pathname.startsWith(`${m.prefix}/`)) ??
    menus[menus.length - 1]
  );
}

/** The frame of resource pages: the side menu chosen by path prefix, beside the page. */
export function ResourcesLayout({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const { pathname } = useLocation();
  const menu = menuFor(site.resourceMenus, pathname);
  return (
    <Layout>
      <Side aria-labelledby="resource-menu-title">
        <h2 id="resource-menu-title">{menu.title}</h2>
        {site.resourceSearch && (
          <SearchBox
            id="resource-search"
            label={site.resourceSearch.label}
            placeholder={site.resourceSearch.placeholder}
          />
        )}
        <nav aria-labelledby="resource-menu-title">
          <ul>
            {menu.links.map((l) => (
              <li key={l.href}>
                {/* A page inside a section (an article under /resources/blog) marks the section's link too. */}
                <SmartLink
                  href={l.href}
                  {...(pathname.startsWith(`${l.href}/`) ? { 'aria-current': 'true' as const } : {})}
                >
                  {l.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </Side>
      <Main>{children}</Main>
    </Layout>
  );
}
