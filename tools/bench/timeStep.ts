/**
 * `node --import tsx tools/bench/timeStep.ts validate|search <folder>`: times loadContent of a content root or the
 * search index of a built site (made in place: src/build/indexOnly.ts), start-up excluded, and prints `{ seconds }`;
 * a content error exits 1.
 */
import { loadContent } from '../../src/content/load.js';
import { indexInPlace } from '../../src/build/indexOnly.js';

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
  // In place, as a publish makes it: the parts of the index already there that the pages did not change are linked.
  await indexInPlace(folder);
  console.log(JSON.stringify({ seconds: seconds() }));
} else throw new Error(`timeStep: no step "${step}" (validate or search)`);
