/**
 * Whether an SVG is safe to show on the site: the file is parsed as XML with its namespaces resolved
 * (@xmldom/xmldom), and every element and attribute must be on the allow-list of svgAllowList.ts, every link must
 * stay inside the file (`#id`, or a raster picture in a `data:` address for <image>), and styles may load nothing.
 */
import { DOMParser } from '@xmldom/xmldom';
import {
  ANIMATION_ELEMENTS,
  FREE_ATTRIBUTE,
  METADATA_NS,
  NAMESPACED_ATTRIBUTES,
  PICTURE_ELEMENTS,
  RDF_NS,
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_NS,
  XHTML_NS,
  XLINK_NS,
  XML_NS,
  XMLNS_NS,
} from './svgAllowList.js';

/** The plain-English sentences svgProblems returns (some take the name of what was found). */
export const SVG_PROBLEM = {
  malformed: 'it is not a well-formed SVG file (a tag, quote or name is broken), so browsers may read it differently',
  notDrawing: (tag: string) => `it is not an SVG drawing (it starts with <${tag}>, not <svg>)`,
  notSvg: 'it does not say it is an SVG drawing (its <svg> tag needs xmlns="http://www.w3.org/2000/svg")',
  script: 'it contains a <script> element, which could run in the browser',
  html: 'it embeds a web page (HTML) inside the picture, which could run in the browser',
  embed: (tag: string) => `it embeds another document (<${tag}>), which could run in the browser`,
  link: 'it contains a link (<a>), which a picture on the site must not have',
  animation: (tag: string) => `it contains an animation (<${tag}>), which could turn a link into a script`,
  element: (tag: string) => `it contains an element that is not part of a plain drawing (<${tag}>)`,
  handler: (name: string) => `it has an event handler (${name}), which could run a script in the browser`,
  attribute: (name: string) => `it has an attribute that is not part of a plain drawing (${name})`,
  javascript: 'it has a javascript: link, which could run a script in the browser',
  dataDocument: 'it embeds a document in a data: address, which could hold a script',
  outside: (ref: string) => `it refers to a file outside itself (${ref})`,
  cssOutside: (ref: string) => `a style refers to a file outside the picture (${ref})`,
  cssImport: 'a style loads another style sheet (@import)',
  cssCode: 'a style holds code for old browsers (expression, binding or behavior)',
  stylesheet: 'it asks for an outside style sheet (<?xml-stylesheet?>)',
  instruction: (target: string) => `it holds an instruction for other programs (<?${target}?>)`,
  entities: 'it declares entities or other definitions in its DOCTYPE, which can blow the file up or read others',
  hiddenMarkup: 'it hides HTML tags in a comment or a text block, which a page could run if the picture were put in it',
} as const;

/** Raster pictures in a data: address: they hold pixels, never a script. */
const RASTER_DATA = /^data:image\/(png|jpeg|gif|webp|avif)[;,]/;

const ELEMENT = 1,
  CDATA = 4,
  PROCESSING_INSTRUCTION = 7,
  COMMENT = 8,
  DOCTYPE = 10;

/** The parts of an xmldom node this check reads. */
interface XNode {
  nodeType: number;
  nodeName: string;
  namespaceURI: string | null;
  localName: string | null;
  childNodes: ArrayLike<XNode>;
  attributes?: ArrayLike<XAttr>;
  data?: string;
  textContent: string | null;
  internalSubset?: string | null;
  target?: string;
}
interface XAttr {
  namespaceURI: string | null;
  localName: string | null;
  name: string;
  value: string;
}

/**
 * What makes an SVG unsafe to show on the site, one plain sentence per kind of problem, each once; empty when the
 * SVG is safe. Malformed XML is a problem, never an exception.
 */
export function svgProblems(svg: string): string[] {
  const problems = new Set<string>();
  if (/<!ENTITY/i.test(svg)) problems.add(SVG_PROBLEM.entities);
  let failed = false;
  const onError = (level: string) => {
    if (level !== 'warning') failed = true;
  };
  let doc: XNode;
  try {
    // text/xml, not image/svg+xml: with the latter xmldom would put a file that names no namespace in SVG's.
    doc = new DOMParser({ onError }).parseFromString(svg, 'text/xml') as unknown as XNode;
  } catch {
    problems.add(SVG_PROBLEM.malformed);
    return [...problems];
  }
  // Entities the parser does not expand make it stop too: that sentence says it better.
  if (failed && !problems.has(SVG_PROBLEM.entities)) problems.add(SVG_PROBLEM.malformed);
  const root = [...toArray(doc.childNodes)].find((n) => n.nodeType === ELEMENT);
  // A file without the SVG namespace is not drawn by browsers; its elements are still named as if it had it.
  const bare = root?.namespaceURI === null && root.localName === 'svg';
  if (!root || bare || root.namespaceURI !== SVG_NS || root.localName !== 'svg') {
    problems.add(bare ? SVG_PROBLEM.notSvg : SVG_PROBLEM.notDrawing(root?.nodeName ?? 'nothing'));
  }
  walk(doc, { problems, bare, inMetadata: false });
  return [...problems];
}

interface Walk {
  problems: Set<string>;
  bare: boolean;
  inMetadata: boolean;
}

function walk(node: XNode, w: Walk): void {
  for (const child of toArray(node.childNodes)) {
    if (child.nodeType === ELEMENT) checkElement(child, w);
    else if (child.nodeType === DOCTYPE && child.internalSubset?.trim()) w.problems.add(SVG_PROBLEM.entities);
    else if (child.nodeType === PROCESSING_INSTRUCTION) {
      const target = child.target ?? child.nodeName;
      if (target === 'xml') continue; // the XML declaration, <?xml version="1.0"?>
      const stylesheet = target.toLowerCase() === 'xml-stylesheet';
      w.problems.add(stylesheet ? SVG_PROBLEM.stylesheet : SVG_PROBLEM.instruction(target));
    } else if ((child.nodeType === COMMENT || child.nodeType === CDATA) && (child.data ?? '').includes('<')) {
      // Markup in a comment or CDATA block is inert here, but comes alive if the SVG is ever put inside a page.
      w.problems.add(SVG_PROBLEM.hiddenMarkup);
    }
  }
}

function checkElement(el: XNode, w: Walk): void {
  const ns = el.namespaceURI === null && w.bare ? SVG_NS : el.namespaceURI;
  const name = el.localName ?? el.nodeName;
  const lower = name.toLowerCase();
  if (w.inMetadata && ns && METADATA_NS.has(ns)) {
    for (const attr of toArray(el.attributes ?? [])) {
      if (/^on/i.test(attr.localName ?? attr.name)) w.problems.add(SVG_PROBLEM.handler(attr.name));
      else if (attr.namespaceURI !== XMLNS_NS && attr.namespaceURI !== RDF_NS && !isXmlLang(attr)) {
        w.problems.add(SVG_PROBLEM.attribute(attr.name));
      }
    }
    walk(el, w);
    return;
  }
  const before = w.problems.size;
  if (lower === 'script' || lower === 'handler' || lower === 'listener') w.problems.add(SVG_PROBLEM.script);
  else if (['iframe', 'embed', 'object', 'frame', 'portal'].includes(lower)) w.problems.add(SVG_PROBLEM.embed(lower));
  else if (lower === 'foreignobject' || ns === XHTML_NS) w.problems.add(SVG_PROBLEM.html);
  else if (ns === SVG_NS && name === 'a') w.problems.add(SVG_PROBLEM.link);
  else if (ns === SVG_NS && ANIMATION_ELEMENTS.has(name)) w.problems.add(SVG_PROBLEM.animation(name));
  else if (ns !== SVG_NS || !SVG_ELEMENTS.has(name)) w.problems.add(SVG_PROBLEM.element(el.nodeName));
  // On a refused element only the dangerous attributes are named, not every one it has.
  const refused = w.problems.size > before || !SVG_ELEMENTS.has(name) || ns !== SVG_NS;
  const picture = ns === SVG_NS && PICTURE_ELEMENTS.has(name);
  for (const attr of toArray(el.attributes ?? [])) checkAttribute(attr, picture, refused, w);
  if (ns === SVG_NS && name === 'style') {
    const css = el.textContent ?? '';
    cssProblems(css, w.problems);
    // CSS never needs `<`; in a style it can only be markup waiting for the picture to be put in a page.
    if (css.includes('<')) w.problems.add(SVG_PROBLEM.hiddenMarkup);
  }
  walk(el, { ...w, inMetadata: w.inMetadata || (ns === SVG_NS && name === 'metadata') });
}

function isXmlLang(attr: XAttr): boolean {
  return attr.namespaceURI === XML_NS && attr.localName === 'lang';
}

function checkAttribute(attr: XAttr, picture: boolean, refused: boolean, w: Walk): void {
  const ns = attr.namespaceURI;
  const local = attr.localName ?? attr.name;
  if (ns === XMLNS_NS) return; // a namespace declaration: what it declares is checked where it is used
  if (/^on/i.test(local)) {
    w.problems.add(SVG_PROBLEM.handler(attr.name));
    return;
  }
  const allowed =
    ns === null ? SVG_ATTRIBUTES.has(local) || FREE_ATTRIBUTE.test(local) : NAMESPACED_ATTRIBUTES.has(`${ns} ${local}`);
  if (!allowed && !refused) w.problems.add(SVG_PROBLEM.attribute(attr.name));
  if (local === 'href' && (ns === null || ns === XLINK_NS)) referenceProblem(attr.value, picture, w.problems);
  else cssProblems(attr.value, w.problems);
}

/** A link must stay inside the file: `#id`, or (for a picture element) a raster picture in a data: address. */
function referenceProblem(value: string, picture: boolean, problems: Set<string>): void {
  // Browsers drop spaces and control characters around a URL and tabs and newlines inside it ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop control characters inside a URL scheme (java\tscript:), so they are removed before the check
  const url = value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  if (url === '' || url.startsWith('#') || (picture && RASTER_DATA.test(url))) return;
  if (/^(javascript|vbscript|livescript):/.test(url)) problems.add(SVG_PROBLEM.javascript);
  else if (url.startsWith('data:')) problems.add(SVG_PROBLEM.dataDocument);
  else problems.add(SVG_PROBLEM.outside(shorten(value)));
}

/** Problems of CSS text (a <style> element or an attribute's value): outside files, imports, old code hooks. */
function cssProblems(css: string, problems: Set<string>): void {
  if (!/[\\(@:]/.test(css)) return;
  const text = css
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  if (/@import/i.test(text)) problems.add(SVG_PROBLEM.cssImport);
  if (/expression\s*\(|-moz-binding|behavior\s*:/i.test(text)) problems.add(SVG_PROBLEM.cssCode);
  for (const m of text.matchAll(CSS_REFERENCE)) {
    const target = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    const local = m[1].toLowerCase() === 'url' && (target.startsWith('#') || RASTER_DATA.test(target.toLowerCase()));
    if (!local) problems.add(SVG_PROBLEM.cssOutside(shorten(`${m[1]}(${target})`)));
  }
}

/** CSS functions that name a file or another element: url(…) and the newer ones that may take a bare string. */
const CSS_REFERENCE = /\b(url|src|image-set|image|cross-fade|element)\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))/gi;

/** The character of a CSS escape (`\72` is "r"); U+FFFD for none, as CSS does. */
const codePoint = (n: number) => String.fromCodePoint(n > 0 && n <= 0x10ffff ? n : 0xfffd);

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trim()}…` : text.trim());

function toArray<T>(list: ArrayLike<T>): T[] {
  return Array.from({ length: list.length }, (_, i) => list[i]);
}
