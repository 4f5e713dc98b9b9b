import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PersonRef, ReleasesAnswer } from '../../contract/changes';
import type { Job } from '../../contract/jobs';
import { allowed } from '../../contract/calls';
import { dispatch, from } from '../../core/dispatch';
import { type ReleaseKeeper, releaseCalls } from './releaseCalls';
import { Refusal } from '../../core/refusal';

const who = { name: 'Pat', email: 'pat@firm.test' };
const answer: ReleasesAnswer = { releases: [], live: null, search: { release: null, ready: false } };
const restored: { id: string; by: unknown; address: string }[] = [];

/**
 * Publishing that knows one release, "20261127-120000" (its restore starts a job), finds "20261127-130000" live
 * already, and is bringing another back when asked for "20261127-150000".
 */
const fake: ReleaseKeeper = {
  releases: () => answer,
  restore: (id: string, by: PersonRef, address: string) => {
    if (id === '20261127-130000') throw new Refusal(409, 'This version of the site is the live one already.');
    if (id === '20261127-150000') throw new Refusal(409, 'An earlier version is being brought back already.');
    if (id !== '20261127-120000') throw new Refusal(404, 'There is no such version of the site.');
    restored.push({ id, by, address });
    return { id: 'job1', kind: 'restore', state: 'waiting', steps: ['switch'], title: 'x', by, createdAt: '' } as Job;
  },
};

let server: Server;
let base: string;
let keeper: ReleaseKeeper | undefined;

beforeAll(async () => {
  // As the team server answers them: looked up in the table of calls, the body read first.
  server = createServer((req, res) => {
    const path = (req.url ?? '').slice(1);
    void dispatch({ host: 'team', handlers: from(releaseCalls(keeper, who, '10.0.0.9')) }, path, req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const post = (path: string, body: unknown) =>
  fetch(`${base}/${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('the release calls', () => {
  it('are for publishers and administrators only', () => {
    for (const path of ['releases', 'releases/restore']) {
      expect(allowed('editor', path)).toBe(false);
      expect(allowed('publisher', path)).toBe(true);
      expect(allowed('administrator', path)).toBe(true);
    }
  });

  it('list the releases and start a restore as the person who asked, answering with its job', async () => {
    keeper = fake;
    const list = await fetch(`${base}/releases`);
    expect([list.status, await list.json()]).toEqual([200, answer]);
    const started = await post('releases/restore', { id: '20261127-120000' });
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ job: { id: 'job1', kind: 'restore', state: 'waiting' } });
    expect(restored).toEqual([
      { id: '20261127-120000', by: { name: 'Pat', email: 'pat@firm.test' }, address: '10.0.0.9' },
    ]);
  });

  it('answer refusals in plain words', async () => {
    keeper = fake;
    const unknown = await post('releases/restore', { id: '../etc' });
    expect([unknown.status, (await unknown.json()).error]).toEqual([404, 'There is no such version of the site.']);
    for (const id of ['20261127-130000', '20261127-150000'])
      expect((await post('releases/restore', { id })).status).toBe(409);
    for (const body of [{}, { id: 7 }, { id: 'x'.repeat(41) }, 'not json']) {
      expect((await post('releases/restore', body)).status).toBe(400);
    }
    expect((await post('releases', {})).status).toBe(405);
    expect((await fetch(`${base}/releases/restore`)).status).toBe(405);
    expect((await post('releases/restore', 'x'.repeat(5 * 1024 * 1024))).status).toBe(413);
  });

  it('say when publishing is not set up', async () => {
    keeper = undefined;
    expect((await fetch(`${base}/releases`)).status).toBe(409);
    expect((await post('releases/restore', { id: '20261127-120000' })).status).toBe(409);
  });
});
