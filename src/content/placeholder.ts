/**
 * The description a new page starts with (newPage.ts), until someone writes the page's own: the validator warns
 * about it (crossCheck.ts) and the launch check lists it.
 */
export const placeholderDescription = (title: string): string =>
  `Replace this sentence with one or two lines that tell visitors what the ${title} page offers.`;

/** Matches a description still as placeholderDescription wrote it. */
export const PLACEHOLDER_DESCRIPTION = /^Replace this sentence with one or two lines that tell visitors what the\b/;
