import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useSite } from './context';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode; download?: boolean };

/** The one link component: router links for site pages, new-tab links (noopener) for web addresses. */
export function SmartLink({ href, children, download, ...rest }: Props) {
  const { site } = useSite();
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
  const [path, hash] = href.split('#');
  return (
    <Link to={path} hash={hash} activeOptions={{ exact: true, includeSearch: false }} {...rest}>
      {children}
    </Link>
  );
}
