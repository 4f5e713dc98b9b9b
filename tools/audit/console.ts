/**
 * Console check: no console error or warning, uncaught error or CSP violation, except on a not-found page the
 * browser's "Failed to load resource … 404" for the document itself and the site's not-found log line.
 */
export interface ConsoleEntry {
  /** console message type ("error", "warning"…), "pageerror" for uncaught errors, "csp" for CSP violations. */
  type: string;
  text: string;
  /** The URL the message is attributed to, when the browser gives one. */
  url?: string;
}

/** What a not-found page is expected to print. */
export interface Expected404 {
  /** The document URL that answers 404. */
  documentUrl: string;
  /** The path the not-found page logs after its log message. */
  path: string;
  logMessage: string;
}

const REPORTED = new Set(['error', 'warning', 'assert', 'pageerror', 'csp']);
const STATUS_404 = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

function isExpected(entry: ConsoleEntry, expected: Expected404 | undefined): boolean {
  if (!expected) return false;
  if (entry.type === 'error' && STATUS_404.test(entry.text) && entry.url === expected.documentUrl) return true;
  return entry.type === 'warning' && entry.text === `${expected.logMessage} ${expected.path}`;
}

export function checkConsole(entries: ConsoleEntry[], expected?: Expected404): string[] {
  return entries
    .filter((e) => REPORTED.has(e.type) && !isExpected(e, expected))
    .map((e) => `${e.type}: ${e.text}${e.url ? ` (${e.url})` : ''}`);
}
