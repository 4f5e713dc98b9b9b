import { describe, expect, it } from 'vitest';
import { absoluteUrl, fillTemplate, organizationJsonLd, pageHead } from '../../../src/content/manifest';
import { toRouterHead } from '../../../src/render/routes';
import type { PageMeta, Site } from '../../../src/generated/content';

const organisation: Site['organisation'] = {
  name: 'Example Services Pvt. Ltd.',
  shortName: 'Example Group',
  description: 'An example company for tests.',
  email: 'hello@example.test',
  phones: ['+91 80 1111 2222', '+91 80 3333 4444'],
  address: { street: '1 Test Road', city: 'Bengaluru', region: 'Karnataka', postalCode: '560001', country: 'India' },
  foundingYear: 2019,
  copyrightYear: 2024,
  logo: { src: '/images/logo.svg', alt: 'Example Group' },
  social: [
    { network: 'instagram', href: 'https://www.instagram.com/example-test', label: 'Instagram' },
    { network: 'x', href: 'https://x.com/example-test', label: 'X' },
  ],
  whatsapp: { countryCode: '91', number: '9000000000', label: 'WhatsApp' },
};

const seo: Site['seo'] = {
  siteUrl: 'https://example.test',
  titleSuffix: ' | Example',
  defaultImage: '/images/default.png',
  locale: 'en_IN',
  twitterHandle: '@exampletest',
};

/** pageHead and organizationJsonLd read only the organisation and seo parts of the site file. */
const site = { organisation, seo } as Pick<Site, 'organisation' | 'seo'> as Site;

const meta: PageMeta = {
  title: 'About us',
  description: 'Who we are and what we do.',
  keywords: ['accounting', 'payroll'],
};

function metaContent(head: ReturnType<typeof pageHead>, key: string): string | undefined {
  return head.meta.find((m) => ('name' in m ? m.name : m.property) === key)?.content;
}

describe('pageHead', () => {
  const head = pageHead(site, meta, '/about');

  it('adds the site suffix to the title', () => {
    expect(head.title).toBe('About us | Example');
  });

  it('carries the description and the keywords joined by commas', () => {
    expect(metaContent(head, 'description')).toBe('Who we are and what we do.');
    expect(metaContent(head, 'keywords')).toBe('accounting, payroll');
  });

  it('leaves out keywords when the page has none', () => {
    const bare = pageHead(site, { title: 'Bare', description: 'No keywords here at all.' }, '/bare');
    expect(bare.meta.some((m) => 'name' in m && m.name === 'keywords')).toBe(false);
  });

  it('links the canonical address, absolute, from the site address', () => {
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://example.test/about' }]);
    expect(pageHead(site, meta, '/').links[0].href).toBe('https://example.test/');
  });

  it('fills the Open Graph tags', () => {
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:site_name')).toBe('Example Group');
    expect(metaContent(head, 'og:locale')).toBe('en_IN');
    expect(metaContent(head, 'og:title')).toBe('About us | Example');
    expect(metaContent(head, 'og:description')).toBe('Who we are and what we do.');
    expect(metaContent(head, 'og:url')).toBe('https://example.test/about');
    expect(metaContent(head, 'og:image')).toBe('https://example.test/images/default.png');
  });

  it('fills the Twitter tags', () => {
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:site')).toBe('@exampletest');
    expect(metaContent(head, 'twitter:title')).toBe('About us | Example');
    expect(metaContent(head, 'twitter:description')).toBe('Who we are and what we do.');
    expect(metaContent(head, 'twitter:image')).toBe('https://example.test/images/default.png');
  });

  it("uses the page's own preview image over the site default", () => {
    const own = pageHead(site, { ...meta, image: '/images/team.webp' }, '/about');
    expect(metaContent(own, 'og:image')).toBe('https://example.test/images/team.webp');
    expect(metaContent(own, 'twitter:image')).toBe('https://example.test/images/team.webp');
  });

  it('leaves out twitter:site when the site has no handle', () => {
    const noHandle = { organisation, seo: { ...seo, twitterHandle: undefined } } as Pick<
      Site,
      'organisation' | 'seo'
    > as Site;
    expect(metaContent(pageHead(noHandle, meta, '/about'), 'twitter:site')).toBeUndefined();
  });

  it('has no Service data on a page that names no service', () => {
    expect(head.jsonLd).toEqual([]);
  });

  it('adds Service data on a service page, provided by the organisation, served in India', () => {
    const service = pageHead(
      site,
      { ...meta, title: 'Payroll', service: { name: 'Payroll services', serviceType: ['Payroll', 'HR'] } },
      '/services/hr/payroll',
    );
    expect(service.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: 'Payroll services',
        description: 'Who we are and what we do.',
        serviceType: ['Payroll', 'HR'],
        url: 'https://example.test/services/hr/payroll',
        areaServed: { '@type': 'Country', name: 'India' },
        provider: { '@type': 'Organization', name: 'Example Services Pvt. Ltd.', url: 'https://example.test/' },
      },
    ]);
  });
});

describe('organizationJsonLd', () => {
  it('describes the organisation from the site file', () => {
    expect(organizationJsonLd(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Example Services Pvt. Ltd.',
      alternateName: 'Example Group',
      url: 'https://example.test/',
      logo: 'https://example.test/images/logo.svg',
      email: 'hello@example.test',
      telephone: '+91 80 1111 2222',
      foundingDate: '2019',
      description: 'An example company for tests.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Test Road',
        addressLocality: 'Bengaluru',
        addressRegion: 'Karnataka',
        postalCode: '560001',
        addressCountry: 'India',
      },
      sameAs: ['https://www.instagram.com/example-test', 'https://x.com/example-test'],
    });
  });
});

describe('absoluteUrl', () => {
  it('joins the site address and a path', () => {
    expect(absoluteUrl(site, '/resources/faqs')).toBe('https://example.test/resources/faqs');
  });
});

describe('fillTemplate', () => {
  it("replaces {field} placeholders with the item's values", () => {
    expect(fillTemplate('{title} by {author}', { title: 'Tax tips', author: 'A. Writer' })).toBe(
      'Tax tips by A. Writer',
    );
  });

  it('writes numbers as text and replaces a placeholder every time it appears', () => {
    expect(fillTemplate('{n} of {n}', { n: 3 })).toBe('3 of 3');
  });

  it('leaves a placeholder the item has no value for as it is', () => {
    expect(fillTemplate('{title} – {missing}', { title: 'Tax tips' })).toBe('Tax tips – {missing}');
  });
});

describe('toRouterHead', () => {
  it("turns head data into the router's title, meta, JSON-LD scripts and links", () => {
    const head = pageHead(site, { ...meta, service: { name: 'Audit', serviceType: 'Audit' } }, '/about');
    const out = toRouterHead(head);
    expect(out.meta[0]).toEqual({ title: 'About us | Example' });
    expect(out.meta).toContainEqual({ name: 'description', content: 'Who we are and what we do.' });
    expect(out.meta.filter((m) => 'script:ld+json' in m)).toEqual([{ 'script:ld+json': head.jsonLd[0] }]);
    expect(out.links).toEqual([{ rel: 'canonical', href: 'https://example.test/about' }]);
  });

  it("gives the alternates' language by React's name for it (hrefLang: the page's HTML says hreflang)", () => {
    const head = pageHead(site, meta, '/about');
    head.links.push({ rel: 'alternate', href: 'https://example.test/kn/about', hreflang: 'kn' });
    expect(toRouterHead(head).links).toEqual([
      { rel: 'canonical', href: 'https://example.test/about' },
      { rel: 'alternate', href: 'https://example.test/kn/about', hrefLang: 'kn' },
    ]);
  });
});
