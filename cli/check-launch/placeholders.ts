/**
 * What must change before the site goes live: placeholder contact details, example addresses, the e-mail
 * service's placeholder ids and content marked `illustrative: true`, each located. The rules look at a value and
 * its field path, never at prose: "for example" in a sentence is not a placeholder, `info@example.com` is.
 */
import { PLACEHOLDER_DESCRIPTION } from '../../src/content/placeholder.js';
import { LineCounter, parseDocument, visit, isScalar, isPair, isMap, isSeq, type Node } from 'yaml';

export interface Finding {
  file: string;
  line: number;
  col: number;
  /** The field and its value, e.g. `organisation.email = info@example.com`. */
  what: string;
  /** Why it must change and what to put there. */
  why: string;
}

/** A host or handle reserved for examples: example.com, vishwas.example.com, /example, @example-x, com.example.x. */
const EXAMPLE_HOST = /(^|[./@])example\.(com|org|net)\b/i;
const EXAMPLE_HANDLE = /(\/|@|id=com\.|\/app\/)example([-./]|$)/i;
/** Phone-like text with a run of zeros: +91 80 0000 0001, tel:+918000000001, 9000000000. */
const PHONE = /^(tel:)?\+?[\d\s()-]{8,}$/;

interface Context {
  placeholderAddress: boolean;
}
/** A rule: whether a value at a path is a placeholder, and why it must change. */
interface Rule {
  test: (path: string, value: string, context: Context) => boolean;
  why: string;
}

/** The rules, most specific first; the first that matches gives the reason. */
const RULES: Rule[] = [
  {
    test: (path, v) => /^seo\.siteUrl$/.test(path) && EXAMPLE_HOST.test(v),
    why: 'placeholder site address: canonical links, the sitemap, robots.txt and social previews all use it; set the real https:// address',
  },
  {
    test: (path, v) => path.startsWith('contactForm.') && /^example-/.test(v),
    why: 'placeholder e-mail service id: every contact message fails ("Message Failed to Send") until the real EmailJS ids are set',
  },
  {
    test: (path, v) =>
      /^organisation\.social\.\d+\.href$/.test(path) && (EXAMPLE_HOST.test(v) || EXAMPLE_HANDLE.test(v)),
    why: "placeholder social link: set the address of the group's own profile",
  },
  {
    test: (path, v) => /^organisation\.whatsapp\.number$/.test(path) && /0{5}/.test(v),
    why: 'placeholder WhatsApp number: the chat button opens wa.me with it; set the real number (digits, no country code)',
  },
  {
    test: (_path, v) => PHONE.test(v) && /0{4}/.test(v.replace(/\D/g, '').slice(2)),
    why: 'placeholder phone number: shown in the contact bar, contact page and footer; set the real number',
  },
  { test: (_path, v) => /@example\./i.test(v), why: 'placeholder e-mail address: set the real address' },
  {
    test: (path, v) => /^links\./.test(path) && (EXAMPLE_HOST.test(v) || EXAMPLE_HANDLE.test(v)),
    why: "placeholder off-site target (a product site, app listing or video channel): set the group's own page",
  },
  {
    test: (path, v) => /(^|\.)address\./.test(path) && /\bExample\b/.test(v),
    why: "placeholder postal address: set the office's real address",
  },
  {
    test: (path, _v, ctx) => /(^|\.)embedUrl$/.test(path) && ctx.placeholderAddress,
    why: "map made for the placeholder address: embed the real office's map (Google Maps › Share › Embed a map)",
  },
  {
    test: (path, v) => path === 'meta.description' && PLACEHOLDER_DESCRIPTION.test(v),
    why: "a new page's placeholder description: write one or two lines that tell visitors what the page offers (search engines show them under the title)",
  },
  {
    test: (_path, v) => EXAMPLE_HOST.test(v) || EXAMPLE_HANDLE.test(v),
    why: 'example address: point it at the real site, page or channel',
  },
];

/** The findings in one YAML file (path relative to the project root, e.g. pages/_site.yaml). */
export function findPlaceholders(
  file: string,
  text: string,
  context: Context = { placeholderAddress: true },
): Finding[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  if (doc.errors.length) return [];
  const out: Finding[] = [];
  const at = (node: Node | null | undefined) => lines.linePos(node?.range?.[0] ?? 0);
  visit(doc, {
    Pair(_key, pair, ancestry) {
      if (
        !isScalar(pair.key) ||
        pair.key.value !== 'illustrative' ||
        !isScalar(pair.value) ||
        pair.value.value !== true
      )
        return;
      const owner = ancestry[ancestry.length - 1];
      const data = isMap(owner) ? (owner.toJSON() as Record<string, unknown>) : {};
      const name = [data.type, data.id ? `"${String(data.id)}"` : '', data.title ? `(${String(data.title)})` : '']
        .filter(Boolean)
        .join(' ');
      const { line, col } = at(pair.key as Node);
      out.push({
        file,
        line,
        col,
        what: `illustrative ${name || 'content'}`,
        why: "sample content written for the first version (people, partners, quotes or figures that are not the firm's own): replace it with real content, then delete this line",
      });
    },
    Scalar(_key, node, ancestry) {
      if (typeof node.value !== 'string' && typeof node.value !== 'number') return;
      const parent = ancestry[ancestry.length - 1];
      if (isPair(parent) && parent.key === node) return;
      const value = String(node.value);
      const path = pathOf(ancestry, node);
      const rule = RULES.find((r) => r.test(path, value, context));
      if (!rule) return;
      const { line, col } = at(node);
      out.push({
        file,
        line,
        col,
        what: `${path} = ${value.length > 70 ? `${value.slice(0, 67)}...` : value}`,
        why: rule.why,
      });
    },
  });
  return out;
}

/** Whether the site file's postal address is still a placeholder (the contact map was made for it). */
export function hasPlaceholderAddress(siteText: string): boolean {
  const street = (parseDocument(siteText).toJS() as { organisation?: { address?: { street?: string } } } | null)
    ?.organisation?.address?.street;
  return typeof street === 'string' && /\bExample\b/.test(street);
}

/** The dotted path of field names and list positions to `node`, e.g. organisation.social.2.href. */
function pathOf(ancestry: readonly unknown[], node: Node): string {
  const parts: string[] = [];
  let child: unknown = node;
  for (let i = ancestry.length - 1; i >= 0; i--) {
    const a = ancestry[i];
    if (isPair(a) && isScalar(a.key)) parts.unshift(String(a.key.value));
    else if (isSeq(a)) parts.unshift(String(a.items.indexOf(child as never)));
    child = a;
  }
  return parts.join('.');
}
