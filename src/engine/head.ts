/**
 * Builds each route's head at build time: title, description, keywords, canonical, Open Graph, Twitter and
 * JSON-LD (Organization on every page from the site file; Service on pages whose meta names a service).
 */
import type { PageMeta, Site } from '../generated/content.js';
import type { HeadData } from '../runtime/contract.js';

export function absoluteUrl(site: Site, path: string): string {
  return `${site.seo.siteUrl}${path === '/' ? '/' : path}`;
}

export function organizationJsonLd(site: Site): Record<string, unknown> {
  const o = site.organisation;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    alternateName: o.shortName,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, o.logo.src),
    email: o.email,
    telephone: o.phones[0],
    foundingDate: String(o.foundingYear),
    description: o.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.address.street,
      addressLocality: o.address.city,
      addressRegion: o.address.region,
      postalCode: o.address.postalCode,
      addressCountry: o.address.country,
    },
    sameAs: o.social.map((s) => s.href),
  };
}

/** The head of one page; `canonicalPath` is the main route (aliases point at it). */
export function pageHead(site: Site, meta: PageMeta, canonicalPath: string): HeadData {
  const title = `${meta.title}${site.seo.titleSuffix}`;
  const url = absoluteUrl(site, canonicalPath);
  const image = absoluteUrl(site, meta.image ?? site.seo.defaultImage);
  const head: HeadData = {
    title,
    meta: [
      { name: 'description', content: meta.description },
      ...(meta.keywords?.length ? [{ name: 'keywords', content: meta.keywords.join(', ') }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.organisation.shortName },
      { property: 'og:locale', content: site.seo.locale },
      { property: 'og:title', content: title },
      { property: 'og:description', content: meta.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(site.seo.twitterHandle ? [{ name: 'twitter:site', content: site.seo.twitterHandle }] : []),
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: meta.description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
    jsonLd: [],
  };
  if (meta.service) {
    head.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: meta.service.name,
      description: meta.description,
      serviceType: meta.service.serviceType,
      url,
      areaServed: { '@type': 'Country', name: 'India' },
      provider: { '@type': 'Organization', name: site.organisation.name, url: absoluteUrl(site, '/') },
    });
  }
  return head;
}

/** Fills {field} placeholders of collection pages from the item, e.g. "{title}". */
export function fillTemplate(text: string, item: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (item[key] !== undefined ? String(item[key]) : m));
}
