/**
 * The initials shown in the circle beside a quote: the first letters of the first and last words of the name,
 * skipping honorifics and initials written with a full stop (Dr., S.), in capitals.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !/\.$/.test(w) && /\p{L}/u.test(w));
  const letter = (word: string) => [...word].find((c) => /\p{L}/u.test(c)) ?? '';
  const last = words.length > 1 ? letter(words[words.length - 1]) : '';
  return (letter(words[0] ?? '') + last).toLocaleUpperCase('en-IN');
}
