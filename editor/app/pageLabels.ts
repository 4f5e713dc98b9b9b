/**
 * The labels a page's changes are named by (the form's titles and each kind of section's plain name), for the
 * save dialog's list of changes and a conflict's fields: the same words as the team review (team/plainChange.ts).
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
