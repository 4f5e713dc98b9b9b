import { useEffect } from 'react';
import styled from 'styled-components';
import { useRouterState } from '@tanstack/react-router';
import type { Link as LinkData } from '../generated/content';
import { useSite } from '../render/context';
import { Band, Container, LinkButton } from '../render/ui';
import { NOT_FOUND_RENDER_PATH } from '../contract/pageData';
import { theme } from '../theme/theme';

const Box = styled(Container)`text-align: center; padding-top: ${theme.space.xl}; padding-bottom: ${theme.space.xl};
  p { color: ${theme.color.textMuted}; font-size: ${theme.size.lg}; }`;
const Code = styled.p`font-size: clamp(4rem, 14vw, 7rem) !important; font-weight: 800; line-height: 1; color: ${theme.color.brand} !important; margin-bottom: .5rem;`;

/** A message with a way back; used by the site-wide 404 and by collection pages for unknown items. */
export function Missing({ code, title, text, link }: { code?: string; title: string; text?: string; link: LinkData }) {
  return (
    <Band>
      <Box>
        {code && <Code aria-hidden="true">{code}</Code>}
        <h1>
          {code && <span className="visually-hidden">{code} </span>}
          {title}
        </h1>
        {text && <p>{text}</p>}
        <LinkButton link={link} variant="secondary" />
      </Box>
    </Band>
  );
}

/** The site-wide not-found page (spec 2.20): logs the unknown path to the console. */
export function NotFound() {
  const { site } = useSite();
  // The unknown path, once the router has settled on it (not while it is already leaving for another page).
  const missingPath = useRouterState({
    select: (s) =>
      s.status === 'idle' && s.matches.some((m) => m._notFound || m.status === 'notFound') ? s.location.pathname : null,
  });
  useEffect(() => {
    if (missingPath && missingPath !== NOT_FOUND_RENDER_PATH) console.warn(site.notFound.logMessage, missingPath);
  }, [missingPath, site.notFound.logMessage]);
  return <Missing code={site.notFound.code} title={site.notFound.title} link={site.notFound.link} />;
}
