/**
 * Child process of the benchmark: validates one content root once, as `npm run validate` does, and prints one
 * JSON line: the seconds loadContent took (schemas included, process start-up excluded), the CPU seconds, and
 * what it found. Run as `node --import tsx scripts/bench/timeValidation.ts <root>`.
 */
import { loadContent } from '../../src/engine/load.js';

const root = process.argv[2];
const cpu0 = process.cpuUsage();
const started = performance.now();
const content = loadContent(root);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpu0);
const errors = content.problems.filter((p) => p.severity === 'error');
console.log(JSON.stringify({
  seconds,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  files: content.texts.size,
  pageFiles: content.pages.length,
  errors: errors.length,
  firstErrors: errors.slice(0, 3).map((p) => `${p.file}:${p.line}:${p.col} ${p.where}: ${p.message}`),
}));
