import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Release, ReleasesAnswer } from '../../contract/changes';
import { allowed } from '../roles';
import type { SignedIn } from '../accounts/teamAccounts';
import { PublishFailed, type ReleasePublisher, ReleaseRefused } from './publisher';
import { ReleasesApi } from './releasesApi';
import { bodyOrRefusal } from '../../core/api';

const who = { person: { name: 'Pat', email: 'pat@firm.test' } } as SignedIn;
const answer: ReleasesAnswer = { releases: [], live: null, search: { release: null, ready: false } };
const restored: { id: string; by: unknown }[] = [];

/** A publisher that knows one release, "20261127-120000", and fails to restore "20261127-130000". */
const fake = {
  releases: () => answer,
  restore: async (id: string, by: unknown) => {
    if (id === '20261127-130000') throw new PublishFailed('push', 'It could not be sent.');
    if (id !== '20261127-120000') throw new ReleaseRefused(404, 'There is no such version of the site.');
    restored.push({ id, by });
    return { id: '20261127-140000', kind: 'restore', restored: id } as Release;
  },
} as unknown as ReleasePublisher;

let server: Server;
let base: string;
let api: ReleasesApi;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = (req.url ?? '').slice(1);
    // As the team server calls it: the body read (or refused) first.
    const read = await bodyOrRefusal(path, req, res);
    if (read) void api.handle(path, who, req, res, read.body as Record<string, unknown> | undefined);
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
    api = new ReleasesApi(fake);
    expect(api.handles('releases') && api.handles('releases/restore') && !api.handles('release')).toBe(true);
    const list = await fetch(`${base}/releases`);
    expect([list.status, await list.json()]).toEqual([200, answer]);
    const done = await post('releases/restore', { id: '20261127-120000' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ kind: 'restore', restored: '20261127-120000' });
    expect(restored).toEqual([{ id: '20261127-120000', by: { name: 'Pat', email: 'pat@firm.test' } }]);
  });

  it('answer refusals and failures in plain words, with the failed step', async () => {
    api = new ReleasesApi(fake);
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
    api = new ReleasesApi(undefined);
    expect((await fetch(`${base}/releases`)).status).toBe(409);
    expect((await post('releases/restore', { id: '20261127-120000' })).status).toBe(409);
  });
});
