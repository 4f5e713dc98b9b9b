/**
 * A new page whose file another program makes between the editor's plan and its write: refused (409) naming the
 * page by its address, never by its file name. The other program is played by the plan itself (mocked to make the
 * file just after planning), as no request can come between the two.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { editingCalls } from './api.js';
import { Refusal } from './refusal.js';

vi.mock('../../src/content/newPage.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/content/newPage.js')>();
  return {
    ...real,
    planPage: (root: string, route: string, title: string) => {
      const page = real.planPage(root, route, title);
      writeFileSync(join(root, page.file), 'route: /made-elsewhere\n');
      return page;
    },
  };
});

const repo = join(import.meta.dirname, '../..');
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-race-'));
  cpSync(join(repo, 'pages'), join(root, 'pages'), { recursive: true });
  symlinkSync(join(repo, 'schema'), join(root, 'schema'), 'dir');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('refuses a new page whose file was made meanwhile, naming its address (409), and keeps the other file', async () => {
  const calls = editingCalls({ root, door: () => null });
  const refused = await Promise.resolve(
    calls['POST new-page']({
      req: new IncomingMessage(new Socket()),
      url: new URL('http://localhost/_edit/api/new-page'),
      body: { route: '/made-meanwhile', title: 'Made meanwhile' },
    }),
  ).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(Refusal);
  expect(refused).toMatchObject({
    status: 409,
    message:
      'A page with the address /made-meanwhile was made meanwhile: open it from the list, or choose another address.',
  });
  expect(readFileSync(join(root, 'pages/made-meanwhile.yaml'), 'utf8')).toBe('route: /made-elsewhere\n');
});
