/**
 * The site's validator (src/content/load.ts) on the merged content before it is built, its problems put in plain
 * words with the page's title, as a publisher knows the page ("the page "Contact us": …"). It reads again only the
 * files whose text it has not found valid before (src/content/fileChecks.ts: the results the review, the build and
 * every earlier check kept), those git vouches for found by their blob id unread (src/content/gitBlobs.ts), and the
 * facts of the files the last check saw taken from memory (the publisher's ContentMemo); it runs the checks across
 * files on all of them.
 */
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parse } from 'yaml';
import type { ContentMemo } from '../../../src/content/contentMemo.js';
import { unchangedBlobs } from '../../../src/content/gitBlobs.js';
import { loadContent } from '../../../src/content/load.js';
import { resolveInside } from '../../core/diskWrite.js';
import { NOT_FOR_PEOPLE } from '../../core/plainProblem.js';
import { words } from '../../contract/words.js';

const SHOWN = 5;

/** The validator's message, unless it speaks of file syntax or key paths (its place in a form is the editor's). */
const forPeople = (text: string) => !NOT_FOR_PEOPLE.some((re) => re.test(text));

/** How a person knows a content file: its page's title, the site's settings, or its file name. */
export function pageName(root: string, file: string): string {
  if (file === 'pages/_site.yaml') return words.publishing.siteSettings;
  let title = '';
  if (file.startsWith('pages/') && /\.ya?ml$/.test(file)) {
    try {
      const data = parse(readFileSync(resolveInside(root, file, ['pages']), 'utf8')) as { meta?: { title?: unknown } };
      if (typeof data?.meta?.title === 'string') title = data.meta.title;
    } catch {
      // Not readable as a page (a conflict's markers, a mistake): named by its file below.
    }
  }
  return words.publishing.page(title || basename(file, extname(file)));
}

/**
 * The content's mistakes in plain words (at most a few, then how many more); empty when there are none. `memo`: what
 * this process kept of the content it checked before.
 */
export function contentProblems(root: string, memo?: ContentMemo): string[] {
  const content = loadContent(root, { freshSchemas: true, blobs: unchangedBlobs(root), ...(memo ? { memo } : {}) });
  const errors = content.problems.filter((p) => p.severity === 'error');
  const names = new Map<string, string>();
  const nameOf = (file: string) => names.get(file) ?? names.set(file, pageName(root, file)).get(file)!;
  const all = [
    ...new Set(
      errors.map((p) =>
        words.publishing.problem(nameOf(p.file), forPeople(p.message) ? p.message : words.publishing.mistake),
      ),
    ),
  ];
  const shown = all.slice(0, SHOWN);
  if (all.length > SHOWN) shown.push(words.publishing.moreProblems(all.length - SHOWN));
  return shown;
}
