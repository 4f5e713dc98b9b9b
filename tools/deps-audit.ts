/**
 * `npm run audit:deps`: `npm audit --omit=dev` must show no high or critical advisory for what the site ships;
 * when the advisory service cannot be reached it says so and does not fail (there is no answer to judge).
 */
import { spawnSync } from 'node:child_process';

interface Report {
  metadata?: { vulnerabilities?: Record<string, number> };
  error?: { code?: string; summary?: string };
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: Report;
try {
  report = JSON.parse(run.stdout) as Report;
} catch {
  console.log(`npm audit gave no report (${run.stderr.trim().split('\n').pop() ?? 'no output'}): skipped.`);
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.log(
    `npm audit could not reach the advisory service (${report.error?.summary || report.error?.code || 'unknown error'}): skipped.`,
  );
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit --omit=dev: ${Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
if (serious) {
  console.error(
    `${serious} high or critical advisories in production dependencies: run npm audit --omit=dev for details.`,
  );
  process.exit(1);
}
