/**
 * What a publisher reviews before approving a change set: for each changed page its text live and in the set and
 * the difference between them; and the site's validator (the one `npm run validate` and the editor's checks use)
 * run on the result of merging the set with what is live now, its problems placed on the page and field: every file
 * of the merged tree is read (treeTexts.ts), and the validator's kept results (src/content/fileChecks.ts) stand for
 * those whose text it has found valid before, so only what the set changed is checked again, with the checks across
 * files on all of them. A merge
 * that conflicts is named by the pages it touches; nothing is validated then (there is no result to check).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadContent } from '../../../src/content/load.js';
import { bundleSchemas } from '../../core/schemaBundle.js';
import type { SchemaBundle } from '../../contract/editing.js';
import { schemaKeyOf } from '../../core/files.js';
import { problemPaths } from '../../core/problemPath.js';
import { plainProblem } from '../../core/plainProblem.js';
import { unifiedDiff } from '../../core/yamlSave.js';
import type { ChangedFile, ReviewPage, ReviewProblem } from '../../contract/changes.js';
import type { ChangeRepo } from './worktrees.js';
import { treeTexts } from './treeTexts.js';

/** The most problems a review lists. */
export const MAX_REVIEW_PROBLEMS = 200;

export interface ReviewFindings {
  files: ChangedFile[];
  pages: ReviewPage[];
  problems: ReviewProblem[];
  /** The changed files that conflict with what is live now, as people know them (page titles, picture names). */
  conflicts: string[];
}

const bundles = new Map<string, SchemaBundle>();
function bundleOf(root: string): SchemaBundle {
  let bundle = bundles.get(root);
  if (!bundle) bundles.set(root, (bundle = bundleSchemas(join(root, 'schema'))));
  return bundle;
}

/**
 * The review of change set `id` at the commits `at` names: the set's (`at.set`, its version) against the live
 * branch's (`at.live`). Reads only: it never waits for the repository's write queue.
 */
export async function reviewChangeSet(
  repo: ChangeRepo,
  id: string,
  at: { live: string; set: string },
): Promise<ReviewFindings> {
  const files = await repo.changedFiles(id, at);
  const pages: ReviewPage[] = [];
  for (const file of files) {
    // A picture is listed by its name ("New picture: …"), never read as text.
    if (file.kind === 'picture') {
      pages.push({ file, beforeText: null, afterText: null, diff: '' });
      continue;
    }
    const beforeText = await repo.show(at.live, file.file);
    const afterText = await repo.show(at.set, file.file);
    pages.push({ file, beforeText, afterText, diff: unifiedDiff(beforeText ?? '', afterText ?? '', file.file) });
  }
  const { tree, conflicts } = await repo.merged(id, at);
  if (conflicts.length) {
    const label = (f: string) => files.find((c) => c.file === f)?.label ?? f.split('/').pop() ?? f;
    return { files, pages, problems: [], conflicts: conflicts.map(label) };
  }
  return { files, pages, problems: await problemsOf(repo, tree, id), conflicts: [] };
}

/** The validator's errors in the merged tree, each on its file and field (as the editor's problem list shows them). */
async function problemsOf(repo: ChangeRepo, tree: string, id: string): Promise<ReviewProblem[]> {
  // Every file of the merged tree, read at once; the validator reads again only those whose text is new to it.
  const texts = await treeTexts(repo.root, tree);
  // The set's pictures are in its worktree's public/ (the live ones in the content folder's).
  const setPublic = join(repo.folderOf(id), 'public');
  const content = loadContent(repo.root, {
    files: texts,
    ...(existsSync(setPublic) ? { staged: setPublic } : {}),
  });
  const errors = content.problems.filter((p) => p.severity === 'error').slice(0, MAX_REVIEW_PROBLEMS);
  const { definitions } = bundleOf(repo.root).root;
  return errors.map((p) => {
    const read = texts.get(p.file);
    const text = typeof read === 'string' ? read : '';
    let data: unknown;
    try {
      data = parse(text, { maxAliasCount: 100 });
    } catch {
      data = undefined;
    }
    const path = problemPaths(text, content.documents.get(p.file))(p.line, p.col, p.message);
    const plain = plainProblem(p, path, data, definitions[schemaKeyOf(p.file)], definitions);
    return { file: p.file, path: path.length ? `/${path.join('/')}` : '', message: plain.message };
  });
}
