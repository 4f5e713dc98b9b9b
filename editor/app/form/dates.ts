/**
 * Dates as the site's files write them for people ("15 January 2027", "14-16 August 2025", "March 15, 2024",
 * "2027-01-15"): read into a day number to put dated items in order, and today's date written the way a
 * list already writes its dates.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH = MONTHS.join('|');
const DAY_MONTH_YEAR = new RegExp(`(?:(\\d{1,2})(?:\\s*[-–]\\s*\\d{1,2})?\\s+)?(${MONTH})\\s+(\\d{4})`, 'i');
const MONTH_DAY_YEAR = new RegExp(`(${MONTH})\\s+(\\d{1,2})(?:\\s*[-–]\\s*\\d{1,2})?,\\s*(\\d{4})`, 'i');
const ISO = /^(\d{4})-(\d{2})-(\d{2})/;

const monthOf = (name: string) => MONTHS.findIndex((m) => m.toLowerCase() === name.toLowerCase());

/** The first day a date text names (UTC milliseconds), or undefined when it is not a date read here. */
export function dayOf(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const iso = ISO.exec(text.trim());
  if (iso) return Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const us = MONTH_DAY_YEAR.exec(text);
  if (us) return Date.UTC(Number(us[3]), monthOf(us[1]), Number(us[2]));
  const uk = DAY_MONTH_YEAR.exec(text);
  if (uk) return Date.UTC(Number(uk[3]), monthOf(uk[2]), Number(uk[1] ?? 1));
  return undefined;
}

/** `day` written like the dates in `examples` (the list's other dates): ISO, "March 15, 2024" or "15 March 2024". */
export function writeDate(day: Date, examples: unknown[], isoByDefault = false): string {
  const y = day.getFullYear();
  const m = day.getMonth();
  const d = day.getDate();
  const sample = examples.findLast((e) => dayOf(e) !== undefined) as string | undefined;
  if (sample ? ISO.test(sample.trim()) : isoByDefault)
    return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (sample && MONTH_DAY_YEAR.test(sample)) return `${MONTHS[m]} ${d}, ${y}`;
  return `${d} ${MONTHS[m]} ${y}`;
}
