/**
 * The editing calls of the API under /_edit/api/ (editor/contract/calls.ts), answered for both hosts: each host
 * passes its own door first and says where files are read and written (the local editor: its one folder; the team
 * editor: the person's change sets). Files are read only through resolveInside, under pages/, and every write goes
 * through writeInside (diskWrite.ts), the one door that confines it, links included: a path that leads outside is
 * refused (403) with its reason. Saving goes through updateYamlText, so only what changed is written, refuses a
 * draft with problems, and refuses a file that changed on disk since the editor opened it (the version the editor
 * holds is the file's content hash). An uploaded picture is kept with the page's unsaved change (staging.ts) and
 * put in public/images/ by the save that names it, or dropped by `discard`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readContentText } from '../../src/content/files.js';
import { parse } from 'yaml';

import { listFiles, describe, readerIn } from './files.js';
import { addressIn } from '../contract/translationStatus.js';
import { changedSince, startTranslation, translationInfo, translationsOf, writeTranslation } from './translations.js';
import { bundleSchemas } from './schemaBundle.js';
import { checkDraft, withoutAddedDefaults } from './check.js';
import { FileExists, fileVersion, PAGES, resolveInside, unifiedDiff, updateYamlText, writeInside } from './yamlSave.js';
import { NewPageError, planPage, type PlannedPage } from '../../src/content/newPage.js';
import { menusOf, withMenuLink } from './menuLink.js';
import { words } from '../contract/words.js';
import { join } from 'node:path';
import { loadContent, readContentTexts } from '../../src/content/load.js';
import { manifestWithExamples } from '../../src/content/blockExamples.js';
import { collectionRoutes } from '../../src/contract/pageData.js';
import type { PreviewData } from '../contract/editing.js';
import { stagedPublicDir } from './staging.js';
import { inspectUpload, pictureArea } from './upload.js';
import type { HostCallKey } from '../contract/calls.js';
import { dropOwnedBy, dropStaged, listStaged, placeStaged, stagedIn, stagePicture, unplace } from './staging.js';
import { listMedia } from './media.js';
import { dispatch, from, type Handlers, sendJson } from './dispatch.js';
import { commitChanges, gitState } from './git.js';
import { Refusal } from './refusal.js';

const SITE_FILE = 'pages/_site.yaml';

/** The site settings' new text with a link to the planned page at `route` in `menu`; 422 when it would not be valid. */
function siteWithLink(root: string, menu: string, label: string, route: string, page: PlannedPage): string {
  const original = openFile(root, SITE_FILE).text;
  let text: string;
  try {
    text = withMenuLink(original, menu, label, route);
  } catch {
    throw new Refusal(422, words.menus.unknown);
  }
  const files = readContentTexts(root);
  files.set(page.file, page.text);
  files.set(SITE_FILE, text);
  const problems = loadContent(root, { files }).problems;
  if (problems.some((p) => p.file === SITE_FILE && p.severity === 'error'))
    throw new Refusal(422, words.newPage.mistakes.menuInvalid());
  return text;
}

export interface ApiOptions {
  root: string;
  /**
   * The door this API's requests pass, by its host: the local editor's (editor/local/guard.ts: this machine's host
   * names and the per-start token); the team editor's own, which it has already applied (sessions, roles, origins).
   */
  door: (req: IncomingMessage) => Refusal | null;
  /**
   * The content folder `file` is read, listed and checked in ('' for the whole content: the file list); `root`
   * when absent. The team editor reads each file from the change set it belongs to (editor/team/changes/).
   */
  rootFor?: (file: string) => string;
  /**
   * The content folder a write of `file` goes to ('' for a new page), made ready; it may refuse (any error with a
   * Refusal).
   * `root` when absent. The team editor writes into a change set's worktree, never into what is live.
   */
  rootForWrite?: (file: string) => Promise<string>;
  /** Called after a save or a new page wrote its files in `root`, before the answer (the team editor commits them). */
  afterWrite?: (message: string, root: string) => Promise<void>;
  /** Where a failure of the program is written (its message is never shown to people). */
  log?: (line: string) => void;
  /** Who last changed a file in `root`, for a save refused because it changed meanwhile (the team editor's history). */
  savedBy?: (file: string, root: string) => Promise<string | undefined>;
  /**
   * Runs a write (save, upload, new page, discard, commit), its body already read: the team editor runs it in the
   * repository's one queue, dropped when the person's browser leaves first. Directly when absent. Reads (files,
   * checks, diffs) never go through it.
   */
  write?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * The content folder whose pictures not saved yet for `file` may be dropped by this person; it may refuse (the
   * team editor lets only the people of the change set holding the file drop them). `rootFor` when absent.
   */
  rootForDiscard?: (file: string) => string;
  /**
   * True when a picture address (/images/…) is taken outside `root` (the team editor: by another change set), so an
   * upload is given another name: one address never means two different files.
   */
  pictureTaken?: (src: string) => boolean;
}

function openFile(root: string, file: unknown): { file: string; abs: string; text: string } {
  if (typeof file !== 'string' || !/\.ya?ml$/.test(file)) throw new Refusal(400, words.server.badRequest);
  let abs: string;
  try {
    abs = resolveInside(root, file, PAGES);
  } catch (e) {
    throw new Refusal(403, (e as Error).message || words.server.pathRefused);
  }
  if (!existsSync(abs)) throw new Refusal(404, words.server.noFile);
  const text = readContentText(abs);
  if (typeof text !== 'string') throw new Refusal(422, words.server.unreadable(text.message));
  return { file, abs, text };
}

/** A file's data for its form; a file that cannot be read into data (a mistake, too many aliases) is refused (422). */
function readData(text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 100 });
  } catch {
    throw new Refusal(422, words.server.unreadable(words.server.noData));
  }
}

/** The editing calls (every call the local editor answers; editor/contract/calls.ts), with `opts`' folders. */
export type EditingCall = HostCallKey<'local'>;

/** The editing calls' handlers for one host and person: `opts` says where each file is read and written. */
export function editingCalls(opts: ApiOptions): Handlers<EditingCall> {
  /** The folder a file is read from, and the one a write of it goes to (both `opts.root` for the local editor). */
  const readRoot = (file: unknown) => (opts.rootFor ? opts.rootFor(typeof file === 'string' ? file : '') : opts.root);
  const writeRoot = async (file: unknown) =>
    opts.rootForWrite ? await opts.rootForWrite(typeof file === 'string' ? file : '') : opts.root;
  const write = <T>(work: () => Promise<T>): Promise<T> => (opts.write ? opts.write(work) : work());
  return {
    'GET files': () => {
      const root = readRoot('');
      const problems = loadContent(root).problems.filter((p) => p.severity === 'error');
      return {
        files: listFiles(root).map((f) => ({ ...f, problems: problems.filter((p) => p.file === f.file).length })),
      };
    },
    'GET menus': () => ({ menus: menusOf(openFile(readRoot(SITE_FILE), SITE_FILE).text) }),
    'GET schemas': () => bundleSchemas(join(opts.root, 'schema')),
    'GET file': async ({ url }) => {
      const wanted = url.searchParams.get('path');
      const root = readRoot(wanted);
      const { file, text } = openFile(root, wanted);
      // A translation comes with its English page's fields (and, out of date, what changed in English since).
      const info = translationInfo(root, file);
      const since = info
        ? await changedSince(root, info, (readData(text) as { madeFrom?: unknown } | null)?.madeFrom)
        : undefined;
      const translation = info && since ? { ...info, changedSince: since } : info;
      const described = describe(file, text, readerIn(root));
      return {
        file,
        text,
        data: readData(text),
        version: fileVersion(text),
        // An article's translation at its address in its language (its article page's, which describe cannot read).
        info: info?.item ? { ...described, route: addressIn(info.english.route, info.language.code) } : described,
        ...(translation ? { translation } : {}),
      };
    },
    'GET media': ({ url }) => {
      // The pictures on the site, and those added to this file's change, not saved yet (never another page's).
      const owner = url.searchParams.get('file') ?? '';
      const root = readRoot(owner);
      const staged = listStaged(root)
        .filter((p) => owner && p.owner === owner)
        .map(({ src, bytes }) => ({ src, bytes }));
      return { media: listMedia(root), staged };
    },
    'GET git': () => gitState(readRoot('')),
    'GET block-pictures': () => blockPictures(readRoot('')),
    'POST check': ({ body }) => {
      // `live`: drawn with what is live (the content folder: the team editor's stays on the live branch), never
      // with a change set's other files (its site settings), as a review's "before" must be.
      const root = body.live === true ? opts.root : readRoot(body.file);
      const { file, text } = openFile(root, body.file);
      // `item`: a collection's item (by its id) whose own page is drawn, as a review shows a changed item.
      const item = typeof body.item === 'string' && /^[\w-]{1,100}$/.test(body.item) ? { item: body.item } : undefined;
      const previewPath = typeof body.previewPath === 'string' ? body.previewPath : undefined;
      return checkDraft(root, file, text, body.data, item ?? previewPath);
    },
    'POST diff': ({ body }) => {
      const root = readRoot(body.file);
      const { file, text } = openFile(root, body.file);
      const next = updateYamlText(text, withoutAddedDefaults(root, file, text, body.data));
      return {
        changed: next !== text,
        diff: next === text ? '' : unifiedDiff(text, next, file),
        version: fileVersion(text),
        pictures: next === text ? [] : stagedIn(root, next).map((p) => p.src),
      };
    },
    'POST save': ({ body }) =>
      write(async () => {
        const root = await writeRoot(body.file);
        let done: Awaited<ReturnType<typeof save>>;
        try {
          done = await save(root, body);
        } catch (e) {
          const name =
            e instanceof Refusal && e.status === 409 ? await opts.savedBy?.(String(body.file), root) : undefined;
          if (name)
            throw new Refusal(409, words.teamServer.savedBy(name), { ...(e as Refusal).extra, savedBy: { name } });
          throw e;
        }
        const { title, ...answer } = done;
        if (done.changed) await opts.afterWrite?.(words.teamServer.saved(title), root);
        return answer;
      }),
    'POST upload': ({ url, bytes }) =>
      write(async () =>
        upload(await writeRoot(url.searchParams.get('file')), url, bytes ?? Buffer.alloc(0), opts.pictureTaken),
      ),
    'POST discard': async ({ body }) => ({
      dropped: await write(async () => {
        const root = opts.rootForDiscard
          ? opts.rootForDiscard(typeof body.file === 'string' ? body.file : '')
          : readRoot(body.file);
        return dropOwnedBy(root, openFile(root, body.file).file);
      }),
    }),
    'POST commit': ({ body }) => write(() => commitChanges(opts.root, String(body.message ?? ''))),
    'GET translations': () => ({ languages: translationsOf(readRoot('')) }),
    'POST new-translation': async ({ body }) => {
      const file = await write(async () => {
        // Made in the folder the English page is read from (the person's change set holding it, or what is live),
        // written where a new file of this person goes.
        // `item`: an article of the collection file `file` (by its id), translated on its own.
        const made = startTranslation(readRoot(body.file), body.file, body.lang, body.item);
        const root = await writeRoot(made.file);
        writeTranslation(root, made);
        await opts.afterWrite?.(words.teamServer.saved(made.title), root);
        return made.file;
      });
      return { file };
    },
    'POST new-page': async ({ body }) => {
      const route = String(body.route ?? '').trim();
      // The link that lets visitors find it, in the menu chosen (checked with the new page in place).
      const menu = typeof body.menu === 'string' && body.menu ? body.menu : '';
      const file = await write(async () => {
        const root = await writeRoot(menu ? SITE_FILE : '');
        try {
          const page = planPage(root, route, String(body.title ?? ''));
          const site = menu ? siteWithLink(root, menu, String(body.title).trim(), route, page) : undefined;
          writeInside(root, page.file, PAGES, page.text, { create: true });
          if (site) writeInside(root, SITE_FILE, PAGES, site);
          await opts.afterWrite?.(words.teamServer.newPage(route), root);
          return page.file;
        } catch (e) {
          if (e instanceof NewPageError) throw new Refusal(422, words.newPage.mistakes[e.kind](route, e.guess));
          if (e instanceof FileExists) throw new Refusal(409, words.server.exists(route));
          throw e;
        }
      });
      return { file };
    },
  };
}

/**
 * The local editor's API: its door (`opts.door`), then the editing call `path` (the part after /_edit/api/)
 * answered by dispatch.ts.
 */
export async function handleApi(
  opts: ApiOptions,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const refused = opts.door(req);
  if (refused) return sendJson(res, refused.status, { error: refused.message });
  const handlers = editingCalls(opts);
  await dispatch({ host: 'local', handlers: from(handlers), ...(opts.log ? { log: opts.log } : {}) }, path, req, res);
}

/**
 * Saves a draft: refused when the file changed on disk since `version`, or when the draft has errors. The pictures
 * not saved yet that the new text names are put in public/images/ first (all or none; removed again when the text
 * cannot be written); then this file's other staged pictures, no longer used, are dropped.
 */
async function save(
  root: string,
  body: Record<string, unknown>,
): Promise<{ version: string; changed: boolean; diff: string; pictures: string[]; title: string }> {
  const { file, text } = openFile(root, body.file);
  if (body.version !== fileVersion(text)) {
    // The page named by its title as it is now (not its file name, which a person need not know).
    const { title } = describe(file, text, readerIn(root));
    throw new Refusal(409, words.server.changedOnDisk(title === file ? '' : title), {
      diskText: text,
      diskVersion: fileVersion(text),
    });
  }
  const checked = checkDraft(root, file, text, withoutAddedDefaults(root, file, text, body.data), undefined, true);
  if (checked.problems.some((p) => p.severity === 'error'))
    throw new Refusal(422, words.server.hasProblems, { problems: checked.problems });
  if (checked.text === text) return { version: fileVersion(text), changed: false, diff: '', pictures: [], title: '' };
  const pictures = stagedIn(root, checked.text);
  const placed = await placeStaged(root, pictures);
  try {
    writeInside(root, file, PAGES, checked.text);
  } catch (e) {
    unplace(root, placed);
    throw e;
  }
  dropStaged(root, pictures);
  dropOwnedBy(root, file);
  return {
    version: fileVersion(checked.text),
    changed: true,
    diff: unifiedDiff(text, checked.text, file),
    pictures: pictures.map((p) => p.src),
    // The page as the history names it: by its title as saved, never by its file name.
    title: pageTitleOf(root, file, checked.text),
  };
}

/** A page's title for people (the site settings' own name for them), or a plain "a page" when it has none. */
function pageTitleOf(root: string, file: string, text: string): string {
  const { title } = describe(file, text, readerIn(root));
  return title === file ? words.teamServer.aPage : title;
}

/**
 * Stages an uploaded picture (`bytes`, the request's raw body; `file` names the page it is for, `name` the file's
 * original name) for the page's change, under the address it will have in public/images/<the page's area>/
 * (staging.ts), never one `taken` elsewhere. Refused unless it decodes as a picture, or when over 20 MB.
 */
async function upload(
  root: string,
  url: URL,
  bytes: Buffer,
  taken?: (src: string) => boolean,
): Promise<{ src: string; width?: number; height?: number }> {
  const { file, text } = openFile(root, url.searchParams.get('file'));
  const picture = await inspectUpload(bytes);
  return stagePicture(
    root,
    file,
    pictureArea(describe(file, text)),
    url.searchParams.get('name') ?? '',
    bytes,
    picture,
    taken,
  );
}

/** Where the block picker's page of examples is drawn in the preview (no page of the site has this address). */
export const BLOCK_PICTURES_PATH = '/_edit/block-pictures';

/**
 * The block picker's pictures: a page of every block's schema example, linked with the site as the preview draws
 * pages (src/content/blockExamples.ts), and the place of each block type's first drawable example among its
 * sections ("sections/3"), for the preview to show one at a time.
 */
function blockPictures(root: string): { preview: PreviewData; sections: Record<string, string> } {
  const content = loadContent(root, { staged: stagedPublicDir(root) });
  let made: ReturnType<typeof manifestWithExamples>;
  try {
    made = manifestWithExamples(content, BLOCK_PICTURES_PATH);
  } catch {
    // The site has a mistake that keeps it from being drawn: the picker shows the names alone.
    throw new Refusal(422, words.blocks.noPictures);
  }
  const { manifest, page, groups } = made;
  const sections: Record<string, string> = {};
  for (const group of groups) {
    const shown = group.examples.find((e) => e.section !== undefined);
    if (shown) sections[group.type] = `sections/${shown.section}`;
  }
  return {
    preview: { path: BLOCK_PICTURES_PATH, page, site: manifest.site, collections: collectionRoutes(manifest.routes) },
    sections,
  };
}
