/**
 * The initials shown in the circle beside a quote: the first letters of the first and last words of the name,
 * skipping honorifics and initials written with a full stop (Dr., S.), in capitals.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !/\.$/.test(w) && /\p{L}/u.test(w));
  if (words.length === 0) return '';
  const first = [...words[0]].find((c) => /\p{L}/u.test(c)) ?? '';
  if (words.length === 1) return first.toLocaleUpperCase('en-IN');
  const last = [...words[words.length - 1]].find((c) => /\p{L}/u.test(c)) ?? '';
  return (first + last).toLocaleUpperCase('en-IN');
}
