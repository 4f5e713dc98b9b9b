/**
 * `npx tsx editor/bench/search.ts`: how long the page list's search (app/search/pageSearch.ts's fieldHits) takes
 * for one keystroke over every page of the real site, as the editor's page runs it: the pages' data read once, then
 * made ready for searching once (its time printed), then each search typed one letter at a time, every prefix
 * searched. Prints the median and the slowest search of each query with the first fields it finds, and a line
 * `bench edit_search_ms=<median of all> max=<slowest>`.
 *
 *   npx tsx editor/bench/search.ts [--rounds 5] [--show 3]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../../tests/editor/tempRoot';
import { type SearchablePage, searchIndex } from '../app/search/fieldIndex';
import { fieldHits } from '../app/search/pageSearch';
import { listFiles } from '../core/files';
import { bundleSchemas } from '../core/schemaBundle';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const rounds = arg('rounds', 5);
/** How many of the fields found are printed for each query. */
const show = arg('show', 3);
const QUERIES = ['phone', 'GST seminar', 'GST webinar', 'registraton', 'payroll workshop', 'qwxzvb'];

const bundle = bundleSchemas(join(projectRoot, 'schema'));
const definitions = bundle.root.definitions as SearchablePage['definitions'];
const pages: SearchablePage[] = listFiles(projectRoot).map((f) => ({
  file: f.file,
  title: f.title,
  data: parse(readFileSync(join(projectRoot, f.file), 'utf8'), { maxAliasCount: 100 }),
  schema: definitions[f.schema],
  definitions,
}));

const started = performance.now();
const index = searchIndex(pages);
console.log(`the pages made ready for searching in ${(performance.now() - started).toFixed(1)} ms`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const all: number[] = [];
for (const query of QUERIES) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (let n = 1; n <= query.length; n++) {
      const start = performance.now();
      fieldHits(index, query.slice(0, n));
      times.push(performance.now() - start);
    }
  all.push(...times);
  const hits = fieldHits(index, query);
  console.log(
    `${JSON.stringify(query).padEnd(20)} median ${median(times).toFixed(2)} ms, slowest ${Math.max(...times).toFixed(2)} ms; ${hits.length} found`,
  );
  for (const hit of hits.slice(0, show)) console.log(`    ${hit.where}: ${hit.text}`);
}
console.log(`${pages.length} pages`);
console.log(`bench edit_search_ms=${median(all).toFixed(2)} max=${Math.max(...all).toFixed(2)}`);
