/**
 * `npm run check-launch`: lists every value that must change before launch as `file:line:col  what  why` and exits
 * 1 while any remain; `--report` exits 0 (as `npm test` runs it), `--content <dir>` checks another root.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { yamlFiles } from '../../src/content/load.js';
import { projectRoot } from '../../src/common/projectPaths.js';
import { findPlaceholders, hasPlaceholderAddress, type Finding } from './placeholders.js';

/** Every finding under root/pages, in file order. */
export function checkLaunch(root: string): Finding[] {
  const files = yamlFiles(root).sort();
  const site = files.includes('pages/_site.yaml') ? readFileSync(join(root, 'pages/_site.yaml'), 'utf8') : '';
  const context = { placeholderAddress: hasPlaceholderAddress(site) };
  return files.flatMap((file) => findPlaceholders(file, readFileSync(join(root, file), 'utf8'), context));
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
