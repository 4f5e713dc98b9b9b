/**
 * `npm run validate`: prints each problem under pages/ as `pages/x.yaml:LINE:COL  where: what is wrong`, and exits 1
 * on any error; `--content <dir>` checks another root holding pages/, schema/ and public/.
 */
import { loadContent, hasErrors } from '../src/content/load.js';
import { formatProblem, summary } from '../src/content/format.js';
import { resolve } from 'node:path';
import { projectRoot } from '../src/common/projectPaths.js';

const at = process.argv.indexOf('--content');
const content = loadContent(at > 0 ? resolve(process.argv[at + 1]) : projectRoot);
const errors = content.problems.filter((p) => p.severity === 'error');
const warnings = content.problems.filter((p) => p.severity === 'warning');
// Warnings (links to pages still being built) are one line each; errors come with a code frame and a hint.
for (const p of warnings) console.log(formatProblem(p));
if (warnings.length && errors.length) console.log('');
for (const p of errors) console.log(`${formatProblem(p, content.texts.get(p.file))}\n`);
console.log(
  `${summary(content.problems)} — ${content.pages.length} pages, ${content.collections.size} collections checked`,
);
process.exitCode = hasErrors(content) ? 1 : 0;
