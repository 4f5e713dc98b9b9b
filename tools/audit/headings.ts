/**
 * Heading outline check: exactly one h1, and going down the outline a level never skips (h2 → h4 is an error;
 * h4 → h2 is fine). Input is the list of heading levels in document order, as the browser sees them.
 */
export function checkHeadings(levels: number[]): string[] {
  const problems: string[] = [];
  const h1s = levels.filter((l) => l === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements (expected exactly one)`);
  for (let i = 1; i < levels.length; i++) {
    if (levels[i] > levels[i - 1] + 1)
      problems.push(`h${levels[i - 1]} is followed by h${levels[i]} (heading ${i + 1} skips a level)`);
  }
  return problems;
}
