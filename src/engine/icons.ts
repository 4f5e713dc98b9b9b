/**
 * The icon sprite. Every icon named in schema/defs/icon.schema.json (and the few the layout draws itself) is
 * written once into /icons.svg as a <symbol>; pages reference them with <use>, so icons cost no JavaScript and
 * no page data. Line icons come from lucide; brand-* marks from simple-icons (LinkedIn is drawn here).
 */
import { icons as lucide } from 'lucide';
import * as simple from 'simple-icons';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Node = [string, Record<string, string | number>][];

/** Brand marks missing from simple-icons, drawn here (24×24, filled, letters cut out). */
const OWN_BRANDS: Record<string, string> = {
  linkedin: 'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM7 10v7h2.5v-7zM8.25 6.5a1.4 1.4 0 1 0 0 2.8a1.4 1.4 0 1 0 0-2.8zM11 10v7h2.5v-3.3c0-1.1.6-1.8 1.6-1.8s1.4.7 1.4 1.8V17H19v-3.7c0-2.3-1.2-3.5-3.1-3.5-1.1 0-2 .4-2.5 1.2v-1z',
};

const pascal = (name: string) => name.split('-').map((s) => s[0].toUpperCase() + s.slice(1)).join('');
const esc = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One icon as a <symbol>, or undefined when no icon set has it. */
export function iconSymbol(name: string): string | undefined {
  if (name.startsWith('brand-')) {
    const brand = name.slice(6);
    const d = OWN_BRANDS[brand] ?? (simple as unknown as Record<string, { path: string } | undefined>)[`si${pascal(brand)}`]?.path;
    return d ? `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor"><path fill-rule="evenodd" d="${esc(d)}"/></symbol>` : undefined;
  }
  const node = (lucide as unknown as Record<string, Node | undefined>)[pascal(name)];
  if (!node) return undefined;
  const children = node.map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${esc(v)}"`).join(' ')}/>`).join('');
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
