/**
 * `npm run new-page -- <route> "<Title>"`: creates pages/<route>.yaml with a hero and a call to action, only when
 * the content is valid with it, and says what to do next; bad input ends with a plain message and exit code 1.
 */
import { pathToFileURL } from 'node:url';
import { NewPageError, planPage, type NewPageResult } from '../src/content/newPage.js';
import { PAGES, writeInside } from '../editor/core/diskWrite.js';
import { projectRoot } from '../src/common/projectPaths.js';

export { NewPageError, pageText, suggestRoute, type NewPageResult } from '../src/content/newPage.js';

/**
 * Creates the page under `root`: planned by src/content/newPage.ts, written through the editor's one door for
 * writes (inside pages/, never through a link that leads out, never over an existing file). Throws NewPageError
 * for bad input and PathRefused for a folder that leads outside pages/; writes nothing then.
 */
export function createPage(root: string, route: string, title: string): NewPageResult {
  const { file, text, otherProblems } = planPage(root, route, title);
  writeInside(root, file, PAGES, text, { create: true });
  return { file, otherProblems };
}

/** What to do next, printed after the file is written. */
export function nextSteps(result: NewPageResult, route: string): string {
  return [
    `✔ created ${result.file} — it is valid, and the build adds ${route} to sitemap.xml automatically.`,
    '',
    'Next:',
    `  1. Open ${result.file} and rewrite the meta description; add sections under "sections:" (see docs/blocks.md).`,
    '  2. Run npm run dev (if it is not already running).',
    `  3. Visit http://localhost:5173${route}`,
    `  4. Add it to the navigation: a "- label: ... / href: ${route}" entry under header.nav or footer.columns in pages/_site.yaml.`,
    '  5. Run npm run validate before sharing your changes.',
  ].join('\n');
}

function main(args: string[]): number {
  const [route, ...rest] = args;
  const title = rest.join(' ');
  try {
    const result = createPage(projectRoot, route ?? '', title);
    console.log(nextSteps(result, route.trim()));
    if (result.otherProblems.length) {
      console.log(
        `\nNote: ${result.otherProblems.length} problem(s) in other files; run npm run validate to see them.`,
      );
    }
    return 0;
  } catch (e) {
    if (e instanceof NewPageError) {
      console.error(`✖ ${e.message}`);
      return 1;
    }
    console.error(`✖ could not create the page: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = main(process.argv.slice(2));
