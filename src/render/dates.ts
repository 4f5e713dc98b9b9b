/**
 * A date field's text as a page shows it (src/contract/dates.ts): as typed on the pages of the site's main language;
 * on another language's pages, a date alone is written in that language's words by Intl (a translation never holds
 * it), and any other text (a translator's "from … on") is shown as it is.
 */
import { dateIn } from '../contract/dates';
import { useLanguage } from './context';

export function useDateText(): (text: string) => string {
  const { code, defaultCode, locale } = useLanguage();
  return code === defaultCode ? (text) => text : (text) => dateIn(text, locale);
}
