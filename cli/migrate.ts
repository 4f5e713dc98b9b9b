/**
 * `npm run migrate [-- --dry-run]`: upgrades every file under pages/ from the site file's `schemaVersion` to the
 * one this code reads, keeping comments, then checks the result; exit code 1 when it cannot or the result has errors.
 */
import { hasErrors, loadContent } from '../src/content/load.js';
import { formatProblem, summary } from '../src/content/format.js';
import { MigrationError, migrateProject, report } from '../src/content/migrations/run.js';
import { projectRoot } from '../src/common/projectPaths.js';

const dryRun = process.argv.includes('--dry-run');
try {
  const result = migrateProject(projectRoot, { dryRun });
  for (const line of report(result, dryRun)) console.log(line);
  if (!dryRun) {
    const content = loadContent(projectRoot, { freshSchemas: true });
    for (const p of content.problems.filter((x) => x.severity === 'error'))
      console.log(`\n${formatProblem(p, content.texts.get(p.file))}`);
    console.log(`\n${summary(content.problems)}`);
    process.exitCode = hasErrors(content) ? 1 : 0;
  }
} catch (e) {
  if (!(e instanceof MigrationError)) throw e;
  console.log(`✖ ${e.message}`);
  process.exitCode = 1;
}
