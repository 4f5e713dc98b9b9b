/**
 * Dates as the content writes them, in English, for people: "20 December 2026", "14-16 August 2026", "March 2027"
 * (a day, days of one month, or a month), found in a text (`dateSpan`, the check of stale dated items) or making up
 * a whole text (`wholeDate`). A date field whose text is a whole date (`"x-words": "date"` in its schema) is not
 * translated: a page in another language writes it in its own words and digits with Intl (`dateIn`), so a translator
 * never retypes a date and it never goes stale in one language only.
 */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_NAMES = '(January|February|March|April|May|June|July|August|September|October|November|December)';
const DATE = `(?:(\\d{1,2})(?:\\s*[-–]\\s*(\\d{1,2}))?\\s+)?${MONTH_NAMES}\\s+(\\d{4})`;
const IN_TEXT = new RegExp(DATE, 'i');
const WHOLE = new RegExp(`^\\s*${DATE}\\s*$`, 'i');
/** The month first, as the blog writes its articles' dates: "March 15, 2024" (a whole text only). */
const MONTH_FIRST = new RegExp(`^\\s*${MONTH_NAMES}\\s+(\\d{1,2}),\\s*(\\d{4})\\s*$`, 'i');

/** A date read: its first and last day (UTC midnight), and whether it names days or a whole month. */
export interface DateSpan {
  first: number;
  last: number;
  kind: 'day' | 'days' | 'month';
}

function spanOf(m: RegExpExecArray | null): DateSpan | undefined {
  return m ? daySpan(m[1], m[2], m[3]!, m[4]!) : undefined;
}

/** The span of a day (`day`), days (`day` to `last`) or a month (no day) of `monthName` in `yearText`. */
function daySpan(
  day: string | undefined,
  lastDay: string | undefined,
  monthName: string,
  yearText: string,
): DateSpan | undefined {
  const month = MONTHS.indexOf(monthName.toLowerCase());
  const year = Number(yearText);
  if (!day) return { first: Date.UTC(year, month, 1), last: Date.UTC(year, month + 1, 0), kind: 'month' };
  const first = Date.UTC(year, month, Number(day));
  const last = Date.UTC(year, month, Number(lastDay ?? day));
  // 31 February is no day: not a date.
  if (new Date(first).getUTCMonth() !== month || new Date(last).getUTCMonth() !== month || last < first)
    return undefined;
  return { first, last, kind: lastDay ? 'days' : 'day' };
}

/** The first date in `text` ("From 1 July 2027" → 1 July 2027), or undefined when it has none of these forms. */
export function dateSpan(text: string): DateSpan | undefined {
  return spanOf(IN_TEXT.exec(text));
}

/**
 * The date `text` is, when it is nothing else ("20 December 2026" or "March 15, 2024", not "Effective 20 December
 * 2026").
 */
export function wholeDate(text: string): DateSpan | undefined {
  const m = MONTH_FIRST.exec(text);
  return m ? daySpan(m[2]!, undefined, m[1]!, m[3]!) : spanOf(WHOLE.exec(text));
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, kind: DateSpan['kind']): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let f = formats.get(key);
  if (!f) {
    const day = kind === 'month' ? {} : { day: 'numeric' as const };
    f = new Intl.DateTimeFormat(locale, { ...day, month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

/** `text`, a whole date, written in `locale` by Intl (14-16 August 2026 → 14–16 अगस्त 2026); else `text` as it is. */
export function dateIn(text: string, locale: string): string {
  const span = wholeDate(text);
  if (!span) return text;
  const f = format(locale, span.kind);
  return span.kind === 'days' ? f.formatRange(span.first, span.last) : f.format(span.first);
}
