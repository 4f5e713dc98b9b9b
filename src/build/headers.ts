/**
 * The HTTP headers of the built site, written as `_headers` (Cloudflare Pages, Netlify, `npm start`) and as the nginx
 * server block (nginxConf.ts). The CSP allows only what the site uses: its own scripts, images, media and fonts, the
 * map frames' and e-mail service's origins, and inline styles (styled-components inlines and inserts rules).
 */
import type { SiteManifest } from '../content/manifest.js';
import { NOSNIFF, SVG_CONTENT_SECURITY_POLICY } from '../common/pictureHeaders.js';

/** The default origin of the e-mail service (@emailjs/browser sends to it unless the site file names another). */
export const EMAIL_API_ORIGIN = 'https://api.emailjs.com';

function originOf(url: string): string | undefined {
  const u = URL.canParse(url) ? new URL(url) : undefined;
  return u && /^https?:$/.test(u.protocol) ? u.origin : undefined;
}

/** The http(s) origins of the map frames the pages show (the manifest's `embeds`), each once, sorted. */
export function frameOrigins(manifest: Pick<SiteManifest, 'embeds'>): string[] {
  return [...new Set(manifest.embeds.flatMap((url) => originOf(url) ?? []))].sort();
}

export function contentSecurityPolicy(manifest: SiteManifest): string {
  const email = manifest.site.site.contactForm.origin ?? EMAIL_API_ORIGIN;
  const frames = frameOrigins(manifest);
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'", // the site search (Pagefind) runs WebAssembly
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${originOf(email) ?? email}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The caching rule of every host: files under `/assets/` have a content hash in their name and are kept a year; the
 * rest is revalidated on every use, the default of Netlify and Cloudflare Pages, so `_headers` names only `/assets/`.
 */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE_PREFIX = '/assets/';

/** The smallest file worth compressing, in bytes (the build's precompression, `npm start` and the nginx configuration). */
export const COMPRESS_MIN_BYTES = 512;

/** The Cache-Control of a response to this path (404 pages included). */
export function cacheControl(pathname: string): string {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** The `_headers` pattern of SVG files, which get a policy of their own (src/common/pictureHeaders.ts). */
export const SVG_PATTERN = '/*.svg';

/**
 * Headers for every response, then extra ones by path pattern. An SVG matches two rules with a
 * Content-Security-Policy: Cloudflare Pages joins the values of one header from several rules with ", ", which for
 * a CSP means both policies apply (a response must satisfy each, so the SVG's stricter one rules); Netlify lets the
 * later rule win, which leaves the SVG's own. Either way an SVG runs no script. `npm start` joins as Cloudflare does.
 */
export function siteHeaders(manifest: SiteManifest): [pattern: string, headers: Record<string, string>][] {
  return [
    [
      '/*',
      {
        'Content-Security-Policy': contentSecurityPolicy(manifest),
        'X-Content-Type-Options': NOSNIFF,
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      },
    ],
    [`${IMMUTABLE_PREFIX}*`, { 'Cache-Control': CACHE_IMMUTABLE }],
    [SVG_PATTERN, { 'Content-Security-Policy': SVG_CONTENT_SECURITY_POLICY }],
  ];
}

export function headersFile(manifest: SiteManifest): string {
  return `# Every other path keeps the host's default Cache-Control: ${CACHE_REVALIDATE}\n${siteHeaders(manifest)
    .map(
      ([pattern, headers]) =>
        `${pattern}\n${Object.entries(headers)
          .map(([k, v]) => `  ${k}: ${v}`)
          .join('\n')}`,
    )
    .join('\n\n')}\n`;
}

/** Parses a `_headers` file into [pattern, headers] rules. */
export function parseHeadersFile(text: string): [string, Record<string, string>][] {
  const rules: [string, Record<string, string>][] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push([line.trim(), {}]);
    else if (rules.length) {
      const i = line.indexOf(':');
      rules[rules.length - 1][1][line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

/**
 * The headers of the rules whose pattern matches the path (`/*` style wildcards), later rules adding to earlier
 * ones; a header named by several rules gets their values joined with ", ", as Cloudflare Pages does.
 */
export function headersFor(rules: [string, Record<string, string>][], pathname: string): Record<string, string> {
  const matching = rules.filter(([pattern]) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(pathname),
  );
  const out: Record<string, string> = {};
  for (const [, headers] of matching) {
    for (const [name, value] of Object.entries(headers)) out[name] = name in out ? `${out[name]}, ${value}` : value;
  }
  return out;
}

/**
 * `_redirects` for Netlify-style hosts (rules apply where no file exists): an unknown address under a prefix with a
 * 404 page of its own (a collection's, another language's) gets that page. Cloudflare Pages and `npm start` find
 * the nearest 404.html by themselves.
 */
export function redirectsFile(notFoundPrefixes: string[]): string {
  return `${notFoundPrefixes.map((p) => `${p}/*  ${p}/404.html  404`).join('\n')}\n/*  /404.html  404\n`;
}
