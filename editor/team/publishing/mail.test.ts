import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../tests/fixtures/teamServer';
import type { ChangeSet, Release } from '../../contract/changes';
import { oneLine, smtpMailer } from './mail';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
let received: Received[];

beforeAll(async () => {
  port = await freePort();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  received = [];
});

const person = (name: string) => ({ name, email: `${name.toLowerCase().replace(/\W/g, '')}@firm.test` });

function changeSet(title: string): ChangeSet {
  return {
    id: 'c1',
    title,
    state: 'in-review',
    owner: person('Eve'),
    authors: [person('Eve')],
    files: [],
    comments: [],
    createdAt: '2026-11-27T10:00:00Z',
    updatedAt: '2026-11-27T10:00:00Z',
  };
}

const release: Release = {
  id: '20261127-120000',
  at: '2026-11-27T12:00:00Z',
  by: person('Pat'),
  kind: 'publish',
  changeSets: [{ id: 'c1', title: 'New prices' }],
  commit: 'abc',
  seconds: 3,
};

function mailer(at = port) {
  const logged: string[] = [];
  const m = smtpMailer({
    smtp: { host: '127.0.0.1', port: at, secure: false, from: 'Site editor <editor@firm.test>' },
    editorUrl: 'https://edit.firm.test',
    log: (line) => logged.push(line),
  });
  return { m, logged };
}

/** The message's headers, folded lines joined. */
const headers = (raw: string) => raw.split(/\r\n\r\n/)[0].replace(/\r\n(?=[ \t])/g, '');
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(headers(raw))?.[1]?.replace(/\s+/g, ' ').trim();

describe('change mails', () => {
  it('tells the publishers a change waits for review, with the editor address', async () => {
    const { m, logged } = mailer();
    await m.changeSubmitted(changeSet('New prices'), [person('Pat'), person('Ann'), person('Pat')]);
    expect(logged).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('editor@firm.test');
    expect(received[0].to.sort()).toEqual(['ann@firm.test', 'pat@firm.test']);
    expect(subjectOf(received[0].raw)).toBe('A change waits for your review: New prices');
    expect(received[0].raw).toContain('https://edit.firm.test/_edit');
    expect(received[0].raw).toContain('Eve sent the change');
  });

  it('tells the authors their change was sent back (with the comment) and when it is live', async () => {
    const { m } = mailer();
    await m.changeSentBack(changeSet('New prices'), 'Please check the VAT figure.', [person('Eve')]);
    await m.changePublished(changeSet('New prices'), release, [person('Eve')]);
    expect(received.map((r) => r.to)).toEqual([['eve@firm.test'], ['eve@firm.test']]);
    expect(subjectOf(received[0].raw)).toBe('Your change was sent back: New prices');
    expect(received[0].raw).toContain('Please check the VAT figure.');
    expect(subjectOf(received[1].raw)).toBe('Your change is live: New prices');
    expect(received[1].raw).toContain('published by Pat at 27 November 2026');
  });

  it('keeps line breaks in titles and names out of the headers: no added header, no added recipient', async () => {
    const { m } = mailer();
    const evil = 'Prices\r\nBcc: thief@evil.test\r\nX-Injected: yes';
    await m.changeSubmitted(
      { ...changeSet(evil), owner: { name: 'Eve\r\nCc: thief@evil.test', email: 'eve@firm.test' } },
      [
        { name: 'Pat\nBcc: thief@evil.test', email: 'pat@firm.test' },
        { name: 'Thief', email: 'thief@evil.test>, other@evil.test' },
      ],
    );
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['pat@firm.test']);
    const head = headers(received[0].raw);
    expect(head).not.toMatch(/^(Bcc|Cc|X-Injected):/im);
    expect(subjectOf(received[0].raw)).toBe(
      'A change waits for your review: Prices Bcc: thief@evil.test X-Injected: yes',
    );
    expect(oneLine('a\u2028b\u0000c')).toBe('a b c');
  });

  it('does not throw when the mail server is not there: it logs', async () => {
    const { m, logged } = mailer(await freePort());
    await expect(m.changePublished(changeSet('New prices'), release, [person('Eve')])).resolves.toBeUndefined();
    expect(logged.join('\n')).toMatch(/was not sent/);
  });
});
