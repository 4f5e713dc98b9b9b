/**
 * The icon sprite: every icon named in schema/defs/icon.schema.json (and the few the layout draws itself) is
 * written once into /icons.svg as a <symbol>, which pages reference with <use>. Line icons come from lucide
 * (required as CommonJS on first use: faster than importing it); brand-* marks from simple-icons' SVG file of
 * each mark (not its 5 MB module of every brand); LinkedIn is drawn here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

type Node = [string, Record<string, string | number>][];

const require = createRequire(import.meta.url);
const lucide = () => (require('lucide') as { icons: Record<string, Node | undefined> }).icons;

/** The path of simple-icons' mark `slug`, from its SVG file: one <path> in a 24×24 view box. */
function brandPath(slug: string): string | undefined {
  let svg: string;
  try {
    svg = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  } catch {
    return undefined;
  }
  const paths = [...svg.matchAll(/<path\b[^>]*\bd="([^"]*)"/g)];
  if (paths.length !== 1 || !svg.includes('viewBox="0 0 24 24"'))
    throw new Error(`simple-icons/icons/${slug}.svg is not one path in a 24×24 box`);
  return paths[0][1];
}

/** Brand marks missing from simple-icons, drawn here (24×24, filled, letters cut out). */
const OWN_BRANDS: Record<string, string> = {
  linkedin:
    'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM7 10v7h2.5v-7zM8.25 6.5a1.4 1.4 0 1 0 0 2.8a1.4 1.4 0 1 0 0-2.8zM11 10v7h2.5v-3.3c0-1.1.6-1.8 1.6-1.8s1.4.7 1.4 1.8V17H19v-3.7c0-2.3-1.2-3.5-3.1-3.5-1.1 0-2 .4-2.5 1.2v-1z',
};

const pascal = (name: string) =>
  name
    .split('-')
    .map((s) => s[0].toUpperCase() + s.slice(1))
    .join('');
const esc = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One icon as a <symbol>, or undefined when no icon set has it. */
export function iconSymbol(name: string): string | undefined {
  if (name.startsWith('brand-')) {
    const brand = name.slice(6);
    const d =
      OWN_BRANDS[brand] ?? (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(brand) ? brandPath(brand.replace(/-/g, '')) : undefined);
    return d
      ? `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor"><path fill-rule="evenodd" d="${esc(d)}"/></symbol>`
      : undefined;
  }
  const node = lucide()[pascal(name)];
  if (!node) return undefined;
  const children = node
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${esc(v)}"`)
          .join(' ')}/>`,
    )
    .join('');
  return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${children}</symbol>`;
}

/** The names editors may use (the schema's enum) plus the layout's own. */
export function allIconNames(root: string, builtin: readonly string[]): string[] {
  const schema = JSON.parse(readFileSync(join(root, 'schema/defs/icon.schema.json'), 'utf8')) as { enum: string[] };
  return [...new Set([...schema.enum, ...builtin])].sort();
}

export function iconSprite(names: readonly string[]): string {
  const symbols = names.map((n) => {
    const s = iconSymbol(n);
    if (!s) throw new Error(`icon "${n}" is in the schema but in no icon set`);
    return s;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
