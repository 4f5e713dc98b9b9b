import styled from 'styled-components';
import { useLocation } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useSite } from '../render/context';
import { SmartLink } from '../render/SmartLink';

const Mark = styled(SmartLink)`
  display: inline-flex; align-items: center; gap: .6rem; color: #fff; text-decoration: none; font-weight: 800; font-size: 1.15rem; letter-spacing: .01em;
  picture { display: flex; }
  img { height: 40px; width: auto; }
`;

/** The logo: a link home; on the home page it scrolls to the top and reloads after 500 ms (spec 2.2). */
export function Logo() {
  const { site } = useSite();
  const { pathname } = useLocation();
  const logo = site.organisation.logo;
  const onClick = (e: MouseEvent) => {
    if (pathname !== '/') return;
    e.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    window.setTimeout(() => window.location.reload(), 500);
  };
  return (
    <Mark href="/" aria-label={site.header.homeLabel} onClick={onClick}>
      {/* A <picture> keeps React from adding a preload of the logo to the head: the logo is small and comes early
          in the HTML, so the head's preloads go to the page's own pictures. */}
      <picture>
        <img src={logo.src} alt="" width={logo.width} height={logo.height} />
      </picture>
      <span>{site.organisation.shortName}</span>
    </Mark>
  );
}
