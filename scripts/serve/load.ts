/**
 * `npm run load`: how many requests a second `npm start`'s server answers. It starts the server on a free
 * loopback port in its own process (serving dist/, or `--dir`), keeps `--connections` keep-alive connections
 * (50) busy with GET requests for `--path` (`/`) as a browser sends them (Accept-Encoding: gzip, deflate, br)
 * for `--seconds` (10), and prints requests per second, latency percentiles and errors, then stops the server.
 * `--url http://127.0.0.1:PORT/path` measures a server that is already running instead (loopback only).
 * A figure, not a test: it never fails on a slow run, only when the server cannot be reached or errs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { distDir, projectRoot } from '../paths.js';

const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const connections = Number(arg('--connections') ?? 50);
const seconds = Math.min(Number(arg('--seconds') ?? 10), 120);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }).on('error', reject);
  });
}

async function startServe(): Promise<{ url: URL; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/serve/serve.ts'), '--port', String(port), '--dir', arg('--dir') ?? distDir],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => { if (d.toString().includes('Serving')) resolve(); });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  return { url: new URL(arg('--path') ?? '/', `http://127.0.0.1:${port}`), child };
}

export const percentile = (sorted: number[], p: number) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

async function run(url: URL) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`load: ${url.hostname} is not this machine; the load script only measures loopback servers`);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const once = () => new Promise<void>((resolve) => {
    const start = performance.now();
    const req = request(url, { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - start);
        statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end();
  });
  const worker = async () => { while (performance.now() < end) await once(); };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ok = statuses.get(200) ?? 0;
  const other = [...statuses].filter(([s]) => s !== 200).map(([s, n]) => `${s}:${n}`).join(',') || 'none';
  console.log(`load ${url.href} connections=${connections} seconds=${elapsed.toFixed(1)}`);
  console.log(`requests/s=${Math.round(latencies.length / elapsed)} requests=${latencies.length} ok=${ok} other_status=${other} errors=${errors}`);
  console.log(`latency_ms p50=${percentile(latencies, 50).toFixed(1)} p90=${percentile(latencies, 90).toFixed(1)} p99=${percentile(latencies, 99).toFixed(1)} max=${(latencies.at(-1) ?? NaN).toFixed(1)}`);
  return errors === 0 && ok === latencies.length;
}

if (process.argv[1]?.endsWith('load.ts')) {
  const given = arg('--url');
  const server = given ? undefined : await startServe();
  try {
    const clean = await run(given ? new URL(given) : server!.url);
    process.exitCode = clean ? 0 : 1;
  } finally {
    server?.child.kill();
  }
}
