/**
 * Child process of the benchmark: times one step on its own, process start-up excluded, and prints one JSON line.
 *   validate <root>: loadContent of a content root, as `npm run validate` does (schemas, read, parse, validate,
 *                    cross-checks): `{ seconds }`, or the first errors and exit code 1 when the content has any.
 *   search <out>:    the search index of a built site (scripts/prerender/searchIndex.ts): `{ seconds }`.
 * Run as `node --import tsx scripts/bench/timeStep.ts <step> <folder>`.
 */
import { loadContent } from '../../src/engine/load.js';
import { indexSite } from '../prerender/searchIndex.js';

const [step, folder] = process.argv.slice(2);
const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
if (step === 'validate') {
  const errors = loadContent(folder).problems.filter((p) => p.severity === 'error');
  console.log(JSON.stringify({ seconds: seconds() }));
  if (errors.length) {
    console.error(`${errors.length} errors, the first:`);
    for (const p of errors.slice(0, 3)) console.error(`${p.file}:${p.line}:${p.col} ${p.where}: ${p.message}`);
    process.exitCode = 1;
  }
} else if (step === 'search') {
  await indexSite(folder);
  console.log(JSON.stringify({ seconds: seconds() }));
} else throw new Error(`timeStep: no step "${step}" (validate or search)`);
