import { useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useSite } from './context';
import { ServerRender } from './serverRender';

/** A site path the router would link to as it is: lowercase words and digits joined by - and /, no trailing slash. */
const PLAIN_PATH = /^\/(?:[a-z0-9]+(?:[-/][a-z0-9]+)*)?$/;

/**
 * What the router's Link renders on the server for a plain path, without working the address out again
 * (router.buildLocation): the element's props in the Link's order, then its state (tests/unit/server-render.test.ts
 * compares every page of the site both ways).
 */
function serverLinkProps(href: string, pathname: string, rest: Record<string, unknown>, children: ReactNode): Record<string, unknown> {
  const props: Record<string, unknown> = { ...rest, children };
  const active = href === (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (active) props.className = typeof rest.className === 'string' && rest.className ? `${rest.className} active` : 'active';
  props.href = href;
  if (active) {
    props['data-status'] = 'active';
    props['aria-current'] = 'page';
  }
  return props;
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode; download?: boolean };

/** The one link component: router links for site pages, new-tab links (noopener) for web addresses. */
export function SmartLink({ href, children, download, ...rest }: Props) {
  const { site } = useSite();
  // Read before any return, so the component calls the same hooks whatever its address.
  const server = useContext(ServerRender);
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> {site.labels.newTab}</span>
      </a>
    );
  }
  const isFile = /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]);
  if (!href.startsWith('/') || isFile || download) {
    return <a href={href} {...(download ? { download: '' } : {})} {...rest}>{children}</a>;
  }
  if (server && PLAIN_PATH.test(href)) return <a {...serverLinkProps(href, server.pathname, rest, children)} />;
  // Split "/page?service=x#part" into what the router wants: path, search object and hash.
  const url = new URL(href, 'http://site.invalid');
  const search = Object.fromEntries(url.searchParams);
  return (
    <Link to={url.pathname} search={Object.keys(search).length ? search : undefined} hash={url.hash ? url.hash.slice(1) : undefined} activeOptions={{ exact: true, includeSearch: false }} {...rest}>
      {children}
    </Link>
  );
}
