import { formatCount } from './language';

/**
 * Fills {name} placeholders in a label from YAML; unknown names stay as written, values are inserted literally, or,
 * given the page's locale, numbers as that locale writes them (Indian grouping kept: language.ts). A year is not a
 * count: leave the locale out for it.
 */
export function fill(template: string, values: Record<string, string | number>, locale?: string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return typeof value === 'number' && locale !== undefined ? formatCount(locale, value) : String(value);
  });
}
