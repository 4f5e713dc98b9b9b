/**
 * Dated content that has gone stale: a warning (never an error: the site still builds) for every item of a
 * statusList block whose status says it is still to come (upcoming, live) although its date has passed, and
 * for every item marked completed, or in force (effective), whose date is still to come. Statuses do not
 * change by themselves, so this is how the editor learns that the calendar, the events or the tax updates
 * need their turn.
 *
 * Dates are read as visitors read them: "20 December 2026", "14-16 August 2026", "From 1 April 2027",
 * "Effective 1 July 2026 (FY 2026-27)", "March 2027". A date in any other form is left alone.
 * `today` is a parameter so tests can fix it.
 */
import { locate, nodeAt } from './yamlFile.js';
import { describePath } from './messages.js';
import type { LoadedContent } from './load.js';
import type { Problem } from './types.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DATE = /(?:(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?\s+)?(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4})/i;

/** The first and last day a date text covers (UTC midnight), or undefined when it is not a date we read. */
export function dateSpan(text: string): { first: number; last: number } | undefined {
  const m = DATE.exec(text);
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[3].toLowerCase());
  const year = Number(m[4]);
  if (!m[1]) return { first: Date.UTC(year, month, 1), last: Date.UTC(year, month + 1, 0) };
  return { first: Date.UTC(year, month, Number(m[1])), last: Date.UTC(year, month, Number(m[2] ?? m[1])) };
}

const TO_COME = new Set(['upcoming', 'live']);
const DONE = new Set(['completed', 'effective']);

interface Item { id?: string; title?: string; date?: unknown; status?: unknown }
interface Section { type?: string; items?: Item[] }

export function staleDates(content: LoadedContent, today: Date = new Date()): Problem[] {
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const day = new Date(now).toISOString().slice(0, 10);
  const problems: Problem[] = [];
  for (const page of content.pages) {
    const sections = (page.data as { sections?: Section[] }).sections ?? [];
    sections.forEach((section, s) => {
      if (section.type !== 'statusList') return;
      (section.items ?? []).forEach((item, i) => {
        if (typeof item.date !== 'string' || typeof item.status !== 'string') return;
        const span = dateSpan(item.date);
        if (!span) return;
        let message: string | undefined;
        let hint = '';
        if (TO_COME.has(item.status) && span.last < now) {
          message = `"${item.title}" is still marked ${item.status}, but its date (${item.date}) has passed`;
          hint = `Today is ${day}. Change its status to completed (or effective, for a change now in force), or give it its new date; add what comes next.`;
        } else if (DONE.has(item.status) && span.first > now) {
          message = `"${item.title}" is marked ${item.status}, but its date (${item.date}) is still to come`;
          hint = `Today is ${day}. Change its status to upcoming, or correct the date.`;
        }
        if (!message) return;
        const path = ['sections', s, 'items', i, 'date'];
        const { node } = nodeAt(page.source, path);
        problems.push({ severity: 'warning', file: page.source.file, ...locate(page.source, node), where: describePath(page.source.data, path), message, hint });
      });
    });
  }
  return problems;
}
