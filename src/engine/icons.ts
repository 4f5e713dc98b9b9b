/**
 * Resolves icon names (the enum in schema/defs/icon.schema.json) to SVG element data at build time, so the
 * browser receives only the icons a page uses. Line icons come from lucide; brand-* icons from simple-icons.
 */
import { icons as lucide } from 'lucide';
import * as simple from 'simple-icons';
import type { IconNode } from '../runtime/contract.js';

/** Brand marks missing from simple-icons, drawn here (24×24, filled, letters cut out). */
const OWN_BRANDS: Record<string, string> = {
  linkedin: 'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM7 10v7h2.5v-7zM8.25 6.5a1.4 1.4 0 1 0 0 2.8a1.4 1.4 0 1 0 0-2.8zM11 10v7h2.5v-3.3c0-1.1.6-1.8 1.6-1.8s1.4.7 1.4 1.8V17H19v-3.7c0-2.3-1.2-3.5-3.1-3.5-1.1 0-2 .4-2.5 1.2v-1z',
};

const pascal = (name: string) => name.split('-').map((s) => s[0].toUpperCase() + s.slice(1)).join('');

export function iconNode(name: string): IconNode | undefined {
  if (name.startsWith('brand-')) {
    const own = OWN_BRANDS[name.slice(6)];
    if (own) return [['path', { d: own, fill: 'currentColor', stroke: 'none', fillRule: 'evenodd' }]];
    const icon = (simple as unknown as Record<string, { path: string } | undefined>)[`si${pascal(name.slice(6))}`];
    return icon ? [['path', { d: icon.path, fill: 'currentColor', stroke: 'none' }]] : undefined;
  }
  const node = (lucide as unknown as Record<string, IconNode | undefined>)[pascal(name)];
  return node ? node.map(([tag, attrs]) => [tag, reactAttrs(attrs)]) : undefined;
}

/** SVG attribute names as React props (stroke-width → strokeWidth). */
function reactAttrs(attrs: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), v]));
}

export function iconMap(names: Iterable<string>): Record<string, IconNode> {
  const out: Record<string, IconNode> = {};
  for (const name of [...new Set(names)].sort()) {
    const node = iconNode(name);
    if (!node) throw new Error(`icon "${name}" is in the schema but in no icon set`);
    out[name] = node;
  }
  return out;
}
