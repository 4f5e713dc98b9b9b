/**
 * `npm run validate`: checks every file under pages/ and prints each problem as
 * `pages/x.yaml:LINE:COL  where: what is wrong`, with a code frame and a hint. Exit code 1 on any error.
 */
import { loadContent, hasErrors } from '../src/engine/load.js';
import { formatProblem, summary } from '../src/engine/format.js';
import { projectRoot } from './paths.js';

const content = loadContent(projectRoot);
for (const p of content.problems) console.log(formatProblem(p, content.texts.get(p.file)) + '\n');
console.log(summary(content.problems) + ` — ${content.pages.length} pages, ${content.collections.size} collections checked`);
process.exitCode = hasErrors(content) ? 1 : 0;
