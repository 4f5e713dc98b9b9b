import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLanguage, useSite } from './context';
import { languageOfPath } from './language';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  download?: boolean;
};

/**
 * The one link component: router links for site pages in the app's language, plain links for another language's
 * pages (a document navigation: that language's settings and fonts), new-tab links (noopener) for web addresses.
 */
export function SmartLink({ href, children, download, ...rest }: Props) {
  const { site } = useSite();
  const language = useLanguage();
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> {site.labels.newTab}</span>
      </a>
    );
  }
  const isFile = /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]);
  const otherLanguage = href.startsWith('/') && languageOfPath(language.codes, href) !== language.code;
  if (!href.startsWith('/') || isFile || download || otherLanguage) {
    return (
      <a href={href} {...(download ? { download: '' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  // Split "/page?service=x#part" into what the router wants: path, search object and hash.
  const url = new URL(href, 'http://site.invalid');
  const search = Object.fromEntries(url.searchParams);
  return (
    <Link
      to={url.pathname}
      search={Object.keys(search).length ? search : undefined}
      hash={url.hash ? url.hash.slice(1) : undefined}
      activeOptions={{ exact: true, includeSearch: false }}
      {...rest}
    >
      {children}
    </Link>
  );
}
