/**
 * `npm run check-launch`: lists every value that must change before launch as `file:line:col  what  why` and exits
 * 1 while any remain; `--report` exits 0 (as `npm test` runs it), `--content <dir>` checks another root. On a site
 * with translations it lists out-of-date ones and sections awaiting a native speaker's check too.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent, yamlFiles } from '../../src/content/load.js';
import { projectRoot } from '../../src/common/projectPaths.js';
import { findPlaceholders, hasPlaceholderAddress, type Finding } from './placeholders.js';
import { translationFindings } from './translations.js';

/** Every finding under root/pages, in file order. */
export function checkLaunch(root: string): Finding[] {
  const files = yamlFiles(root).sort();
  const site = files.includes('pages/_site.yaml') ? readFileSync(join(root, 'pages/_site.yaml'), 'utf8') : '';
  const context = { placeholderAddress: hasPlaceholderAddress(site) };
  const found = files.flatMap((file) => findPlaceholders(file, readFileSync(join(root, file), 'utf8'), context));
  // Translations are checked against their English pages: only a site that has some loads its content for it.
  if (!files.some((file) => file.startsWith('pages/translations/'))) return found;
  const translated = translationFindings(loadContent(root));
  return [...found, ...translated].sort((a, b) =>
    a.file === b.file ? a.line - b.line || a.col - b.col : a.file < b.file ? -1 : 1,
  );
}

if (process.argv[1] && /check-launch\.[tj]s$/.test(process.argv[1])) {
  const { report, content } = parseArgs({
    options: { report: { type: 'boolean' }, content: { type: 'string', default: projectRoot } },
  }).values;
  const findings = checkLaunch(resolve(content));
  for (const f of findings) console.log(`${f.file}:${f.line}:${f.col}  ${f.what}  ${f.why}`);
  if (findings.length) {
    const files = new Set(findings.map((f) => f.file)).size;
    console.log(
      `\n✖ ${findings.length} value${findings.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} must change before launch${report ? ' (reported only: --report)' : ''}`,
    );
  } else {
    console.log('✔ nothing left to replace before launch');
  }
  process.exitCode = findings.length && !report ? 1 : 0;
}
