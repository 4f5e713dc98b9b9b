/**
 * The optional e-mails about change sets (settings.smtp), sent through the firm's mail server with nodemailer:
 * a change waiting for review (to the publishers), sent back (to its authors), live (to its authors). Plain
 * words with the editor's address. Sending never fails the work it reports on: a failure (or a server that does
 * not answer within the time limit) is logged and the call resolves. Names and titles come from people and are
 * made one line before they reach a header, and addresses are taken by allow-list, so nobody can add a header or
 * a recipient; nodemailer encodes what remains.
 */
import { createTransport } from 'nodemailer';
import { words } from '../../contract/words.js';
import type { ChangeSet, PersonRef, Release } from '../../contract/changes.js';
import type { SmtpSettings } from '../settings.js';

/** What the change-set side calls when a change set moves on. */
export interface ChangeMailer {
  changeSubmitted(set: ChangeSet, to: PersonRef[]): Promise<void>;
  changeSentBack(set: ChangeSet, comment: string, to: PersonRef[]): Promise<void>;
  changePublished(set: ChangeSet, release: Release, to: PersonRef[]): Promise<void>;
}

export interface MailerOptions {
  smtp: SmtpSettings;
  /** The mail server account's password (secrets.json's smtpPassword). */
  password?: string;
  /** The editor's address, named in every e-mail. */
  editorUrl: string;
  log?: (line: string) => void;
  /** How long one e-mail may take, connecting included (default 20 s). */
  timeoutMs?: number;
}

/** For a team without a mail server: nothing is sent. */
export const noMail: ChangeMailer = {
  changeSubmitted: async () => undefined,
  changeSentBack: async () => undefined,
  changePublished: async () => undefined,
};

/** Characters that may end or break a header line: control characters and Unicode's line separators. */
const breaking = (c: string) => {
  const n = c.codePointAt(0) ?? 0;
  return n < 0x20 || n === 0x7f || n === 0x85 || n === 0x2028 || n === 0x2029;
};

/** Text made one line (no line breaks or other control characters) and bounded, for a header. */
export function oneLine(text: string, max = 200): string {
  return [...text]
    .map((c) => (breaking(c) ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max);
}

/** A plain e-mail address: one @, no spaces, brackets, quotes, commas or control characters. */
export const plainAddress = (email: string) => /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9.-]{1,253}$/.test(email);

const whenOf = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC`;

/** The mailer through the firm's mail server. */
export function smtpMailer(o: MailerOptions): ChangeMailer {
  const limit = o.timeoutMs ?? 20_000;
  const log = o.log ?? (() => undefined);
  const transport = createTransport({
    host: o.smtp.host,
    port: o.smtp.port,
    secure: o.smtp.secure,
    ...(o.smtp.user ? { auth: { user: o.smtp.user, pass: o.password ?? '' } } : {}),
    connectionTimeout: limit,
    greetingTimeout: limit,
    socketTimeout: limit,
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  const send = async (to: PersonRef[], subject: string, text: string): Promise<void> => {
    const seen = new Set<string>();
    const recipients = to.filter((p) => {
      const key = p.email.toLowerCase();
      if (!plainAddress(p.email) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (!recipients.length) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        transport.sendMail({
          from: o.smtp.from,
          to: recipients.map((p) => ({ name: oneLine(p.name, 100), address: p.email })),
          subject: oneLine(subject),
          text,
        }),
        new Promise((_, fail) => {
          timer = setTimeout(() => fail(new Error(`no answer within ${limit / 1000} s`)), limit);
          timer.unref();
        }),
      ]);
    } catch (e) {
      log(`mail: "${oneLine(subject)}" to ${recipients.length} people was not sent: ${(e as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  };
  const w = words.publishing;
  const title = (set: ChangeSet) => oneLine(set.title);
  return {
    changeSubmitted: (set, to) =>
      send(to, w.mailSubmittedSubject(title(set)), w.mailSubmitted(oneLine(set.owner.name), title(set), o.editorUrl)),
    changeSentBack: (set, comment, to) =>
      send(to, w.mailSentBackSubject(title(set)), w.mailSentBack(title(set), comment.slice(0, 5000), o.editorUrl)),
    changePublished: (set, release, to) =>
      send(
        to,
        w.mailPublishedSubject(title(set)),
        w.mailPublished(title(set), oneLine(release.by.name), whenOf(release.at), o.editorUrl),
      ),
  };
}
