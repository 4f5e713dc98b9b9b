/**
 * Keys whose values are names for the code (ids, kinds of block, icons, choices of look, addresses of pages), not
 * words a person reads: the preview's click mapping (preview/fieldAt.ts) and the editor's search (search/pageSearch.ts)
 * never match text against them.
 */
export const NAMES_FOR_CODE: readonly string[] = [
  'id',
  'type',
  'icon',
  'variant',
  'layout',
  'route',
  'aliases',
  'schemaVersion',
  'kind',
  'align',
  'theme',
  'style',
  'size',
  'target',
  'mode',
  'color',
  'network',
  'method',
];
