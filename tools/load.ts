/**
 * `npm run load`: `--connections` keep-alive connections send a browser's GET for `--path` for `--seconds` to
 * `npm start`'s server, started in its own process on a free loopback port (or the running server at `--url`);
 * prints requests/s, latency percentiles and errors. It fails only when a request is not answered 200.
 */
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { distDir } from '../src/common/projectPaths.js';
import { startSite } from './audit/server.js';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    path: { type: 'string', default: '/' },
    dir: { type: 'string', default: distDir },
    url: { type: 'string' },
  },
});
const connections = Number(options.connections);
const seconds = Math.min(Number(options.seconds), 120);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** Loads the server at `url` and prints the figures; true when every request was answered 200. */
async function run(url: URL): Promise<boolean> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`load: ${url.hostname} is not this machine; the load script only measures loopback servers`);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const req = request(
        url,
        { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html' } },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - start);
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const worker = async () => {
    while (performance.now() < end) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ok = statuses.get(200) ?? 0;
  const other =
    [...statuses]
      .filter(([s]) => s !== 200)
      .map(([s, n]) => `${s}:${n}`)
      .join(',') || 'none';
  console.log(`load ${url.href} connections=${connections} seconds=${elapsed.toFixed(1)}`);
  console.log(
    `requests/s=${Math.round(latencies.length / elapsed)} requests=${latencies.length} ok=${ok} other_status=${other} errors=${errors}`,
  );
  console.log(
    `latency_ms p50=${percentile(latencies, 50).toFixed(1)} p90=${percentile(latencies, 90).toFixed(1)} p99=${percentile(latencies, 99).toFixed(1)} max=${(latencies.at(-1) ?? NaN).toFixed(1)}`,
  );
  return errors === 0 && ok === latencies.length;
}

const port = options.url ? 0 : await freePort();
const server = port ? await startSite(port, options.dir, false) : undefined;
try {
  process.exitCode = (await run(new URL(options.url ?? `http://127.0.0.1:${port}${options.path}`))) ? 0 : 1;
} finally {
  server?.stop();
}
