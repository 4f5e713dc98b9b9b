import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Release, ReleasesAnswer } from '../../contract/changes';
import { allowed } from '../../contract/calls';
import { dispatch, from } from '../../core/dispatch';
import { PublishFailed, type ReleasePublisher } from './publisher';
import { type ReleaseKeeper, releaseCalls } from './releaseCalls';
import { Refusal } from '../../core/refusal';

const who = { name: 'Pat', email: 'pat@firm.test' };
const answer: ReleasesAnswer = { releases: [], live: null, search: { release: null, ready: false } };
const restored: { id: string; by: unknown }[] = [];

/** A publisher that knows one release, "20261127-120000", and fails to restore "20261127-130000". */
const fake = {
  releases: () => answer,
  restore: async (id: string, by: unknown) => {
    if (id === '20261127-130000') throw new PublishFailed('push', 'It could not be sent.');
    if (id !== '20261127-120000') throw new Refusal(404, 'There is no such version of the site.');
    restored.push({ id, by });
    return { id: '20261127-140000', kind: 'restore', restored: id } as Release;
  },
} as unknown as ReleasePublisher;

let server: Server;
let base: string;
let keeper: ReleaseKeeper | undefined;

beforeAll(async () => {
  // As the team server answers them: looked up in the table of calls, the body read first.
  server = createServer((req, res) => {
    const path = (req.url ?? '').slice(1);
    void dispatch({ host: 'team', handlers: from(releaseCalls(keeper, who)) }, path, req, res);
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

  it('list the releases and restore one as the person who asked', async () => {
    keeper = fake;
    const list = await fetch(`${base}/releases`);
    expect([list.status, await list.json()]).toEqual([200, answer]);
    const done = await post('releases/restore', { id: '20261127-120000' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ kind: 'restore', restored: '20261127-120000' });
    expect(restored).toEqual([{ id: '20261127-120000', by: { name: 'Pat', email: 'pat@firm.test' } }]);
  });

  it('answer refusals and failures in plain words, with the failed step', async () => {
    keeper = fake;
    const unknown = await post('releases/restore', { id: '../etc' });
    expect([unknown.status, (await unknown.json()).error]).toEqual([404, 'There is no such version of the site.']);
    const failed = await post('releases/restore', { id: '20261127-130000' });
    expect([failed.status, await failed.json()]).toEqual([502, { error: 'It could not be sent.', step: 'push' }]);
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
