/**
 * The name of a new entry of a map of named values (the site's named links): the person writes it in words
 * ("News live") and the entry is kept under a name the map's schema accepts (its `propertyNames` pattern, e.g.
 * `^[a-z][A-Za-z0-9]*$`), written as buttons refer to it: newsLive. A name already written that way stays as it is.
 */

/** The form library's name for an entry just added ("newKey", "newKey1"…): the person has not named it yet. */
export const UNNAMED = /^newKey\d*$/;

/** `text` as an entry's name: words joined, each after the first capitalised ("News live" → newsLive). */
export function keyFromWords(text: string): string {
  const parts = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  if (parts.length === 1 && /^[a-z]/.test(parts[0]!)) return parts[0]!;
  const key = parts
    .map((p, i) => (i === 0 ? p.toLowerCase() : p.charAt(0).toUpperCase() + p.slice(1).toLowerCase()))
    .join('');
  return !key || /^[a-z]/.test(key) ? key : `link${key}`;
}

/** The name `text` gives an entry, when the map's `pattern` (if any) accepts it; else undefined. */
export function acceptedKey(text: string, pattern: string | undefined): string | undefined {
  const key = keyFromWords(text);
  if (!key) return undefined;
  try {
    return !pattern || new RegExp(pattern, 'u').test(key) ? key : undefined;
  } catch {
    return key;
  }
}
