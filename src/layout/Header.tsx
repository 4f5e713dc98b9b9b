import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from '@tanstack/react-router';
import { useLanguage, useSite } from '../render/context';
import { SmartLink } from '../render/SmartLink';
import { Icon } from '../render/Icon';
import { Container } from '../render/ui';
import { down, theme, up } from '../theme/theme';
import { Logo } from './Logo';
import { ServicesDropdown } from './ServicesDropdown';
import { navLinkCss } from './navStyles';
import { SearchBox } from './SearchBox';
import { switcherWords, usePageLanguages } from './pageLanguages';
import { HeaderLanguages } from './HeaderLanguages';

const Bar = styled.header`position: sticky; top: 0; z-index: 40; background: ${theme.color.brand}; color: #fff; box-shadow: 0 2px 10px rgba(0,0,0,.15);`;
// The search box (its results float below it) widens while in use (on tablets it is an icon until then); the
// phone menu has its own. The language switcher goes to the phone menu below 768 px, and from 1024 to 1280 px the
// search box beside it is narrower (the logo's name would wrap).
const Row = styled(
  Container,
)`display: flex; align-items: center; justify-content: space-between; min-height: 68px; gap: 1rem;
  [role=search] { margin-left: auto; ${down('md')} { display: none; } } input { width: 2.75rem; ${up('lg')} { width: 12rem; } } input:focus { width: 14rem; }
  [data-language-switcher]{flex:none;margin-left:auto;${down('md')}{display:none}}[role=search]+[data-language-switcher]{margin-left:0}
  @media (min-width:${theme.bp.lg}px) and (max-width:${theme.bp.xl - 0.02}px){[role=search]:has(+[data-language-switcher]) input:not(:focus){width:8rem}}`;
/** The phone menu's code loads when it is first opened: it is not part of any page's first-load JavaScript. */
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const Nav = styled.nav`${down('md')} { display: none; }`;
const List = styled.ul`list-style: none; display: flex; gap: .25rem; margin: 0; padding: 0; align-items: center;`;
const NavLink = styled(SmartLink)`${navLinkCss}; display: inline-flex; align-items: center;`;
const Burger = styled.button`
  display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border-radius: ${theme.radius.sm};
  background: transparent; border: 1px solid rgba(255,255,255,.35); color: #fff; cursor: pointer;
  ${up('md')} { display: none; }
`;

/**
 * The sticky header: logo, desktop navigation with the Services dropdown, the language switcher (on a page of a
 * site of several languages), and the phone menu below 768 px (which has the switcher there: beside the logo and
 * the menu button it would wrap the logo's name on a phone).
 */
export function Header() {
  const { site } = useSite();
  const language = useLanguage();
  const languages = usePageLanguages();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) closes the menu
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);
  return (
    <Bar>
      <Row>
        <Logo />
        <Nav aria-label={site.labels.mainNav}>
          <List>
            {site.header.nav.map((item, i) =>
              item.items ? (
                // Ids from the item's place, so the menu's ids stay the same whatever the page around it.
                <ServicesDropdown key={item.label} item={item} panelId={`services-menu-${i}`} />
              ) : (
                <li key={item.label}>
                  <NavLink href={item.href ?? '/'}>{item.label}</NavLink>
                </li>
              ),
            )}
          </List>
        </Nav>
        {site.search && (
          <SearchBox id="header-search" label={site.search.label} placeholder={site.search.placeholder} floating />
        )}
        {languages && (
          <HeaderLanguages languages={languages} current={language.code} words={switcherWords(site.labels)} />
        )}
        <Burger
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? site.header.closeMenuLabel : site.header.menuLabel}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <Icon name={menuOpen ? 'x' : 'menu'} size={24} />
        </Burger>
      </Row>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onNavigate={() => setMenuOpen(false)} />
        </Suspense>
      ) : (
        <nav id="mobile-menu" aria-label={site.labels.mobileNav} hidden />
      )}
    </Bar>
  );
}
