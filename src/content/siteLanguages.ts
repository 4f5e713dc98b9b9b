/**
 * The site settings' languages checked on their own (issue 47): what the site file alone says, so it is kept with
 * the file's result (fileFacts.ts) and the file is not read again while its text is unchanged.
 */
import { languagesOf, siteWords, untranslatedSiteWords, type WordsRule } from '../contract/translation.js';
import { choices, problemAt, problemAtKey } from './messages.js';
import type { Problem, SourceFile } from './types.js';
import type { Site } from '../generated/content.js';

/** The labels the language switcher and the out-of-date note need when the site has several languages. */
export const LANGUAGE_LABELS = ['language', 'notTranslated', 'outOfDate', 'readInEnglish'] as const;

/**
 * The site settings' own problems with their languages (the site file alone: kept with its result): a code listed
 * twice, the labels a language switcher needs, the shared words a language lacks (one warning per language) or has
 * for English text no longer in the settings.
 */
export function siteLanguageProblems(source: SourceFile, data: Site, rule: WordsRule): Problem[] {
  const problems: Problem[] = [];
  if (!data.languages) return problems;
  const languages = languagesOf(data);
  const seen = new Set<string>();
  languages.forEach((lang, i) => {
    if (seen.has(lang.code))
      problems.push(
        problemAt(
          source,
          ['languages', i, 'code'],
          `the language "${lang.code}" is listed twice`,
          'Remove one of them.',
        ),
      );
    seen.add(lang.code);
  });
  if (languages.length > 1) {
    const labels = data.labels as Record<string, unknown>;
    const missing = LANGUAGE_LABELS.filter((l) => typeof labels[l] !== 'string');
    if (missing.length)
      problems.push(
        problemAt(
          source,
          ['labels'],
          `a site in several languages needs the labels ${choices(missing)}`,
          'Add them under labels: (see docs/languages.md for their English words).',
        ),
      );
  }
  const english = new Set(siteWords(data, rule).map((w) => w.text));
  languages.slice(1).forEach((lang, n) => {
    const i = n + 1;
    const name = lang.englishName ?? lang.name;
    const lacking = untranslatedSiteWords(data, lang, rule);
    if (lacking.length)
      problems.push(
        problemAt(
          source,
          ['languages', i, ...(lang.words ? ['words'] : [])],
          `${lacking.length} of the site's shared words have no ${name} translation yet (English is shown there), e.g. ${choices(
            lacking.map((w) => (w.text.length > 40 ? `${w.text.slice(0, 40)}…` : w.text)),
            3,
          )}`,
          `Add each English text, exactly as written in the site settings, with its ${name} words under this language's words.`,
          'warning',
        ),
      );
    for (const text of Object.keys(lang.words ?? {}))
      if (!english.has(text))
        problems.push(
          problemAtKey(
            source,
            ['languages', i, 'words', text],
            `the site settings no longer have the words "${text}": this translation is not used`,
            'Remove it, or change it to the English words as they are now written.',
            'warning',
          ),
        );
  });
  return problems;
}
