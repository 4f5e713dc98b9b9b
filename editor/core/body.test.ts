/**
 * Request bodies are read whole and bounded before anything waits: a body whose client left before it was read
 * settles at once (it used to wait forever for events that had fired), a slow one is refused at its time limit,
 * and JSON nested deeper than any page is refused in plain words before it is parsed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyRefused, jsonDepth, MAX_JSON_DEPTH, readJsonObject, readLimited } from './body';

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((done) => {
      if (!server) return done();
      server.close(() => done());
      server.closeAllConnections();
    }),
);

/** A server that hands each request to `take` (which reads it when it likes); resolves with its port. */
function serve(take: (req: IncomingMessage) => void): Promise<number> {
  server = createServer((req, res) => {
    take(req);
    res.on('error', () => undefined);
  });
  return new Promise((done) => server!.listen(0, '127.0.0.1', () => done((server!.address() as AddressInfo).port)));
}

describe('readLimited', () => {
  it('settles at once for a request whose client left before its body was read', async () => {
    let arrived!: (req: IncomingMessage) => void;
    const got = new Promise<IncomingMessage>((done) => (arrived = done));
    const port = await serve((req) => arrived(req));
    const client = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-length': 10 } });
    client.on('error', () => undefined);
    client.write('01234');
    const req = await got;
    client.destroy();
    await new Promise<void>((done) => req.once('close', () => done()));
    // Its turn comes only now: the reading must not wait for events that already fired.
    const started = Date.now();
    await expect(readLimited(req, 100)).rejects.toMatchObject({ status: 408 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a body that does not arrive whole within its time', async () => {
    let arrived!: (req: IncomingMessage) => void;
    const got = new Promise<IncomingMessage>((done) => (arrived = done));
    const port = await serve((req) => arrived(req));
    const client = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-length': 10 } });
    client.on('error', () => undefined);
    client.write('0');
    const refused = await readLimited(await got, 100, { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BodyRefused);
    expect((refused as BodyRefused).status).toBe(408);
    expect((refused as BodyRefused).message).toBe(
      'The request took too long to arrive, so it was not used. Try again.',
    );
    client.destroy();
  });
});

describe('JSON bodies', () => {
  it('counts nesting without parsing, brackets inside strings aside', () => {
    expect(jsonDepth('{"a":[{"b":1}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{\\"[["}')).toBe(1);
    expect(jsonDepth('[]')).toBe(1);
    expect(jsonDepth('"x"')).toBe(0);
  });

  it('refuses JSON nested deeper than any page, in plain words, however deep', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    let arrived!: (req: IncomingMessage) => void;
    const got = new Promise<IncomingMessage>((done) => (arrived = done));
    const port = await serve((req) => arrived(req));
    const client = request({ host: '127.0.0.1', port, method: 'POST', path: '/' });
    client.on('error', () => undefined);
    client.end(`{"a":${deep}}`);
    const refused = await readJsonObject(await got).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, message: 'Refused: this request is nested deeper than any page is.' });
    expect(jsonDepth(`{"a":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`)).toBe(MAX_JSON_DEPTH);
  });
});
