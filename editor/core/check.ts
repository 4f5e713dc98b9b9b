/**
 * Checks a draft exactly as `npm run validate` does: the draft becomes the file's new text, then the whole content is
 * loaded with that one text in place of the file on disk, schemas and cross-checks included. Returns the file's
 * problems with the data path of each, and the data the preview draws (the manifest's page data for the page).
 * Pictures not saved yet (staging.ts) count as files of public/: a draft names them by the address they will have.
 */
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadContent, readContentTexts } from '../../src/content/load.js';
import type { ContentText } from '../../src/content/files.js';
import { buildManifest } from '../../src/content/manifest.js';
import { collectionRoutes, dataKeyOf } from '../../src/contract/pageData.js';
import type { CheckResult, FieldProblem, SchemaBundle } from '../contract/editing.js';
import { withoutDefaults } from '../contract/schemaDefaults.js';
import { schemaKeyOf } from './files.js';
import { addressIn, translationOf } from '../contract/translationStatus.js';
import { plainProblem } from './plainProblem.js';
import { withPreviewFonts } from './previewFonts.js';
import { problemPaths } from './problemPath.js';
import { bundleSchemas } from './schemaBundle.js';
import { stagedPublicDir } from './staging.js';
import { updateYamlText } from './yamlSave.js';

/** The schemas as the forms read them, per content root: read once, as the validator reads its schemas. */
const bundles = new Map<string, SchemaBundle>();
function bundleOf(root: string): SchemaBundle {
  let bundle = bundles.get(root);
  if (!bundle) bundles.set(root, (bundle = bundleSchemas(join(root, 'schema'))));
  return bundle;
}

/**
 * `draft` without the values equal to their schema's default that the file (whose text is `original`) leaves out:
 * a box ticked again as it was is no change, and is never written into the file (schemaDefaults.ts).
 */
export function withoutAddedDefaults(root: string, file: string, original: string, draft: unknown): unknown {
  const { definitions } = bundleOf(root).root;
  let saved: unknown;
  try {
    saved = parse(original);
  } catch {
    return draft;
  }
  return withoutDefaults(draft, saved, definitions[schemaKeyOf(file)], definitions);
}

/** The most problems a check returns (the first ones, by place in the file); `more` counts the rest. */
export const MAX_PROBLEMS = 200;

/** Every content file's text (or why it has none), with `file` replaced by `text`. */
export function contentTexts(root: string, file: string, text: string): Map<string, ContentText> {
  const files = readContentTexts(root);
  files.set(file, text);
  return files;
}

/**
 * The path the preview shows for a file's draft: the page's own route; for the site file, the home page; for a
 * collection (or its /$id page), the item the editor is on (`wanted`) or the first one.
 */
function previewPath(
  route: string | undefined,
  itemPrefix: string | undefined,
  file: string,
  pagePaths: string[],
  wanted?: string | { item: string },
): string | undefined {
  // A collection's item by its id: that item's own page.
  const itemPath = typeof wanted === 'object' && itemPrefix ? `${itemPrefix}${wanted.item}` : undefined;
  if (itemPath && pagePaths.includes(itemPath)) return itemPath;
  if (typeof wanted === 'string' && pagePaths.includes(wanted)) return wanted;
  if (file === 'pages/_site.yaml') return '/';
  if (route && !route.endsWith('/$id')) return route;
  return itemPrefix ? pagePaths.find((p) => p.startsWith(itemPrefix)) : undefined;
}

/** The English route a translation (`of`) is drawn at: its page's, or for an article its article page's with its id. */
function translatedRoute(
  pages: { source: { file: string }; data: { route?: string; collection?: string } }[],
  of: NonNullable<ReturnType<typeof translationOf>>,
): string | undefined {
  if (!of.item) return pages.find((p) => p.source.file === of.english)?.data.route;
  const { collection, id } = of.item;
  const route = pages.find((p) => p.data.collection === collection && p.data.route?.endsWith('/$id'))?.data.route;
  return route?.replace(/\$id$/, id);
}

/**
 * Checks `draft` as the new content of `file` (whose text on disk is `original`). `exact` validates the very text
 * a save would write (the save does); otherwise the draft is written out plainly, which gives the same data, the
 * same problems and the same paths in a fraction of the time (the save path's minimal edit of the largest page
 * took about 200 ms, too slow to follow typing), only with other line numbers, which the editor does not show.
 */
export function checkDraft(
  root: string,
  file: string,
  original: string,
  draft: unknown,
  wantedPath?: string | { item: string },
  exact = false,
): CheckResult {
  const text = exact ? updateYamlText(original, draft) : stringify(draft, { lineWidth: 0 });
  const content = loadContent(root, { files: contentTexts(root, file, text), staged: stagedPublicDir(root) });
  const own = content.problems.filter((p) => p.file === file);
  const pathOf = problemPaths(text, content.documents.get(file));
  const { definitions } = bundleOf(root).root;
  const rootSchema = definitions[schemaKeyOf(file)];
  // The command line's problem, in the form's words (plainProblem.ts).
  const problems = own.slice(0, MAX_PROBLEMS).map((p): FieldProblem => {
    const path = pathOf(p.line, p.col, p.message);
    const plain = plainProblem(p, path, draft, rootSchema, definitions);
    return { severity: p.severity, line: p.line, col: p.col, ...plain, path };
  });
  if (own.length > MAX_PROBLEMS) return { text, problems, more: own.length - MAX_PROBLEMS };
  if (own.some((p) => p.severity === 'error') || !content.site) return { text, problems };
  // Below: fewer than MAX_PROBLEMS problems, all warnings.
  try {
    const manifest = buildManifest(content);
    const paths = [...manifest.pages.values()].map((p) => p.path);
    // A translation is drawn at its language's address of its English page's route (/kn/about); an article's at its
    // article page's (/kn/resources/blog/2); the article page's own at the first article translated in its language.
    const of = translationOf(file);
    const englishRoute = of ? translatedRoute(content.pages, of) : undefined;
    const route = of
      ? englishRoute
        ? addressIn(englishRoute, of.code)
        : undefined
      : (draft as { route?: unknown }).route;
    const name = file.startsWith('pages/collections/') ? file.slice(18).replace(/\.ya?ml$/, '') : undefined;
    const itemRoute =
      typeof route === 'string' && route.endsWith('/$id')
        ? route
        : content.pages.find((p) => name && p.data.collection === name)?.data.route;
    const path = previewPath(
      typeof route === 'string' ? route : undefined,
      itemRoute?.slice(0, -3),
      file,
      paths,
      wantedPath,
    );
    const page = path ? manifest.pages.get(dataKeyOf(path)) : undefined;
    if (!path || !page) return { text, problems };
    // A page in another language is drawn with the site settings in that language.
    const site = (page.lang ? manifest.sites?.get(page.lang) : undefined) ?? manifest.site;
    return {
      text,
      problems,
      // A Kannada or Hindi page is drawn with the live site's Noto font, whole (previewFonts.ts).
      preview: withPreviewFonts({ path, page, site, collections: collectionRoutes(manifest.routes) }),
    };
  } catch {
    return { text, problems };
  }
}
