import { Parser } from 'htmlparser2';

/**
 * What makes an SVG unsafe to show on the site (scripts, event handlers, embedded HTML, references outside the
 * file other than a `data:` picture), one plain sentence per problem; empty when the SVG is safe.
 */
export function svgProblems(svg: string): string[] {
  const problems = new Set<string>();
  if (/<!ENTITY/i.test(svg)) problems.add('it declares an XML entity');
  const parser = new Parser({
    onopentag(name, attributes) {
      const tag = name.toLowerCase();
      if (tag === 'script') problems.add('it contains a <script> element');
      if (tag === 'foreignobject') problems.add('it embeds HTML (<foreignObject>)');
      if (tag === 'iframe' || tag === 'embed' || tag === 'object') problems.add(`it embeds another document (<${tag}>)`);
      for (const [key, value] of Object.entries(attributes)) {
        const attr = key.toLowerCase();
        if (attr.startsWith('on')) problems.add(`it has an event handler (${key}="…")`);
        if ((attr === 'href' || attr.endsWith(':href') || attr === 'src') && !isLocal(value)) problems.add(`it links outside itself (${key}="${value.slice(0, 60)}")`);
        if (attr === 'style' && hasExternalUrl(value)) problems.add('a style refers to an outside file');
      }
    },
    ontext(text) { if (hasExternalUrl(text) || /@import/i.test(text)) problems.add('a style refers to an outside file'); },
    onprocessinginstruction(name) { if (name.toLowerCase() === '?xml-stylesheet') problems.add('it loads a stylesheet'); },
  }, { xmlMode: true });
  parser.end(svg);
  return [...problems];
}

/** `#id` and `data:image/…` stay inside the file; everything else (http:, javascript:, a path) does not. */
function isLocal(value: string): boolean {
  const v = value.trim();
  return v.startsWith('#') || /^data:image\/(png|jpeg|gif|webp|avif);/i.test(v);
}

function hasExternalUrl(css: string): boolean {
  return [...css.matchAll(/url\(\s*['"]?([^'")]*)/gi)].some((m) => !isLocal(m[1]));
}
