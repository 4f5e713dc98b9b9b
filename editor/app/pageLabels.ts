/**
 * The labels a page's changes are named by (the form's titles and each kind of section's plain name), for the
 * save dialog's list of changes, a conflict's fields and the team review's changes and problems (team/plainChange.ts).
 */
import { blockKinds } from './blockKinds';
import type { SchemaBundle } from './api';
import type { LabelSchema } from './team/plainChange';

/** The labels of a file whose form follows the bundle's definition `schemaKey` (the file's `info.schema`). */
export function pageLabels(bundle: Pick<SchemaBundle, 'root' | 'blocks'>, schemaKey: string): LabelSchema {
  const { definitions } = bundle.root;
  const blockNames = new Map([...blockKinds(bundle)].map(([type, kind]) => [type, kind.title] as const));
  return { root: definitions[schemaKey], definitions, blockNames };
}

/** The labels of `file` by the form schema its data follows: the site settings, a collection's items, or a page. */
export function fileLabels(bundle: Pick<SchemaBundle, 'root' | 'blocks'>, file: string): LabelSchema {
  const key =
    file === 'pages/_site.yaml'
      ? 'site'
      : file.startsWith('pages/collections/')
        ? `collections_${file.slice(18).replace(/\.ya?ml$/, '')}`
        : 'page';
  return pageLabels(bundle, key);
}
