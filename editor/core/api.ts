/**
 * The edit server's API under /_edit/api/ (JSON in, JSON out). Every request passes the door checks (guard.ts);
 * files are read only through resolveInside, under pages/, and every write goes through writeInside (diskWrite.ts),
 * the one door that confines it, links included: a path that leads outside is refused (403) with its reason. Saving goes through updateYamlText, so
 * only what changed is written, refuses a draft with problems, and refuses a file that changed on disk since the
 * editor opened it (the version the editor holds is the file's content hash). An uploaded picture is kept with the
 * page's unsaved change (staging.ts) and put in public/images/ by the save that names it, or dropped by `discard`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readContentText } from '../../src/content/files.js';
import { parse } from 'yaml';
import type { Refusal } from './requests.js';
import { listFiles, describe } from './files.js';
import { bundleSchemas } from './schemaBundle.js';
import { checkDraft, withoutAddedDefaults } from './check.js';
import {
  FileExists,
  fileVersion,
  PAGES,
  PathRefused,
  resolveInside,
  unifiedDiff,
  updateYamlText,
  writeInside,
} from './yamlSave.js';
import { NewPageError, planPage, type PlannedPage } from '../../src/content/newPage.js';
import { menusOf, withMenuLink } from './menuLink.js';
import { words } from '../contract/words.js';
import { join } from 'node:path';
import { loadContent, readContentTexts } from '../../src/content/load.js';
import { manifestWithExamples } from '../../src/content/blockExamples.js';
import { collectionRoutes } from '../../src/contract/pageData.js';
import type { PreviewData } from '../contract/editing.js';
import { stagedPublicDir } from './staging.js';
import { inspectUpload, pictureArea, readBody, UploadRefused } from './upload.js';
import { dropOwnedBy, dropStaged, listStaged, placeStaged, stagedIn, stagePicture, unplace } from './staging.js';
import { listMedia } from './media.js';
import { BodyRefused, discardRest, readJsonObject } from './body.js';
import { commitChanges, CommitRefused, gitState } from './git.js';

const SITE_FILE = 'pages/_site.yaml';

/** The site settings' new text with a link to the planned page at `route` in `menu`; 422 when it would not be valid. */
function siteWithLink(root: string, menu: string, label: string, route: string, page: PlannedPage): string {
  const original = openFile(root, SITE_FILE).text;
  let text: string;
  try {
    text = withMenuLink(original, menu, label, route);
  } catch {
    throw new HttpError(422, words.menus.unknown);
  }
  const files = readContentTexts(root);
  files.set(page.file, page.text);
  files.set(SITE_FILE, text);
  const problems = loadContent(root, { files }).problems;
  if (problems.some((p) => p.file === SITE_FILE && p.severity === 'error'))
    throw new HttpError(422, words.newPage.mistakes.menuInvalid());
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
   * numeric `status` and plain words: asRefusal).
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

/** A call's body: a picture's bytes for `upload`, a JSON object for the other writes. */
export type ApiBody = Record<string, unknown> | Buffer;

/**
 * Reads a POST call's body whole (bounded in size, time and nesting: body.ts), before the call waits for anything;
 * undefined for a read. Refuses with BodyRefused or UploadRefused.
 */
export async function readApiBody(path: string, req: IncomingMessage): Promise<ApiBody | undefined> {
  if (req.method !== 'POST') return undefined;
  return path === 'upload' ? readBody(req) : readJsonObject(req);
}

/**
 * readApiBody, answering a refusal itself (and discarding the rest of a body too large): `{ body }`, or null when
 * the call has been answered.
 */
export async function bodyOrRefusal(
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ body: ApiBody | undefined } | null> {
  try {
    return { body: await readApiBody(path, req) };
  } catch (e) {
    const refusal = asRefusal(e);
    if (!refusal) throw e;
    send(res, refusal.status, { error: refusal.message });
    if (refusal.status === 413) discardRest(req);
    return null;
  }
}

/** A refusal with its status and plain words (and any fields the answer carries besides `error`). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

function openFile(root: string, file: unknown): { file: string; abs: string; text: string } {
  if (typeof file !== 'string' || !/\.ya?ml$/.test(file)) throw new HttpError(400, words.server.badRequest);
  let abs: string;
  try {
    abs = resolveInside(root, file, PAGES);
  } catch (e) {
    throw new HttpError(403, (e as Error).message || words.server.pathRefused);
  }
  if (!existsSync(abs)) throw new HttpError(404, words.server.noFile(file));
  const text = readContentText(abs);
  if (typeof text !== 'string') throw new HttpError(422, words.server.unreadable(file, text.message));
  return { file, abs, text };
}

/** A file's data for its form; a file that cannot be read into data (a mistake, too many aliases) is refused (422). */
function readData(text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 100 });
  } catch {
    throw new HttpError(422, words.server.unreadable('', words.server.noData));
  }
}

/**
 * Handles one API request; `path` is the part after /_edit/api/. `body` is the call's body when the server read it
 * already (readApiBody); otherwise it is read here, before anything else.
 */
export async function handleApi(
  opts: ApiOptions,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
  given?: ApiBody,
): Promise<void> {
  const refused = opts.door(req);
  if (refused) return send(res, refused.status, { error: refused.message });
  const url = new URL(req.url ?? '/', 'http://localhost');
  /** The folder a file is read from, and the one a write of it goes to (both `opts.root` for the local editor). */
  const readRoot = (file: unknown) => (opts.rootFor ? opts.rootFor(typeof file === 'string' ? file : '') : opts.root);
  const writeRoot = async (file: unknown) =>
    opts.rootForWrite ? await opts.rootForWrite(typeof file === 'string' ? file : '') : opts.root;
  const write = <T>(work: () => Promise<T>): Promise<T> => (opts.write ? opts.write(work) : work());
  try {
    if (req.method === 'GET' && path === 'files') {
      const root = readRoot('');
      const problems = loadContent(root).problems.filter((p) => p.severity === 'error');
      return send(res, 200, {
        files: listFiles(root).map((f) => ({ ...f, problems: problems.filter((p) => p.file === f.file).length })),
      });
    }
    if (req.method === 'GET' && path === 'menus')
      return send(res, 200, { menus: menusOf(openFile(readRoot(SITE_FILE), SITE_FILE).text) });
    if (req.method === 'GET' && path === 'schemas') return send(res, 200, bundleSchemas(join(opts.root, 'schema')));
    if (req.method === 'GET' && path === 'file') {
      const wanted = url.searchParams.get('path');
      const { file, text } = openFile(readRoot(wanted), wanted);
      return send(res, 200, {
        file,
        text,
        data: readData(text),
        version: fileVersion(text),
        info: describe(file, text),
      });
    }
    if (req.method === 'GET' && path === 'media') {
      // The pictures on the site, and those added to this file's change, not saved yet (never another page's).
      const owner = url.searchParams.get('file') ?? '';
      const root = readRoot(owner);
      const staged = listStaged(root)
        .filter((p) => owner && p.owner === owner)
        .map(({ src, bytes }) => ({ src, bytes }));
      return send(res, 200, { media: listMedia(root), staged });
    }
    if (req.method === 'GET' && path === 'git') return send(res, 200, await gitState(readRoot('')));
    if (req.method === 'GET' && path === 'block-pictures') return send(res, 200, blockPictures(readRoot('')));
    if (req.method !== 'POST') throw new HttpError(405, words.server.badRequest);
    const read = given ?? (await readApiBody(path, req));
    if (path === 'upload') {
      if (!Buffer.isBuffer(read)) throw new HttpError(400, words.server.badRequest);
      const file = url.searchParams.get('file');
      return send(res, 200, await write(async () => upload(await writeRoot(file), url, read, opts.pictureTaken)));
    }
    if (!read || Buffer.isBuffer(read)) throw new HttpError(400, words.server.badRequest);
    const body = read;
    if (path === 'check') {
      const root = readRoot(body.file);
      const { file, text } = openFile(root, body.file);
      return send(
        res,
        200,
        checkDraft(root, file, text, body.data, typeof body.previewPath === 'string' ? body.previewPath : undefined),
      );
    }
    if (path === 'diff') {
      const root = readRoot(body.file);
      const { file, text } = openFile(root, body.file);
      const next = updateYamlText(text, withoutAddedDefaults(root, file, text, body.data));
      return send(res, 200, {
        changed: next !== text,
        diff: next === text ? '' : unifiedDiff(text, next, file),
        version: fileVersion(text),
        pictures: next === text ? [] : stagedIn(root, next).map((p) => p.src),
      });
    }
    if (path === 'save') {
      const saved = await write(async () => {
        const root = await writeRoot(body.file);
        let done: Awaited<ReturnType<typeof save>>;
        try {
          done = await save(root, body);
        } catch (e) {
          const name =
            e instanceof HttpError && e.status === 409 ? await opts.savedBy?.(String(body.file), root) : undefined;
          if (name)
            throw new HttpError(409, words.teamServer.savedBy(name), { ...(e as HttpError).extra, savedBy: { name } });
          throw e;
        }
        if (done.changed) await opts.afterWrite?.(words.teamServer.saved(String(body.file)), root);
        return done;
      });
      return send(res, 200, saved);
    }
    if (path === 'discard') {
      const dropped = await write(async () => {
        const root = opts.rootForDiscard
          ? opts.rootForDiscard(typeof body.file === 'string' ? body.file : '')
          : readRoot(body.file);
        const { file } = openFile(root, body.file);
        return dropOwnedBy(root, file);
      });
      return send(res, 200, { dropped });
    }
    if (path === 'commit') {
      try {
        return send(res, 200, await write(() => commitChanges(opts.root, String(body.message ?? ''))));
      } catch (e) {
        if (e instanceof CommitRefused) throw new HttpError(e.status, e.message);
        throw e;
      }
    }
    if (path === 'new-page') {
      const route = String(body.route ?? '').trim();
      // The link that lets visitors find it, in the menu chosen (checked with the new page in place).
      const menu = typeof body.menu === 'string' && body.menu ? body.menu : '';
      const made = await write(async () => {
        const root = await writeRoot(menu ? SITE_FILE : '');
        try {
          const page = planPage(root, route, String(body.title ?? ''));
          const site = menu ? siteWithLink(root, menu, String(body.title).trim(), route, page) : undefined;
          writeInside(root, page.file, PAGES, page.text, { create: true });
          if (site) writeInside(root, SITE_FILE, PAGES, site);
          await opts.afterWrite?.(words.teamServer.newPage(route), root);
          return page.file;
        } catch (e) {
          if (e instanceof NewPageError) throw new HttpError(422, words.newPage.mistakes[e.kind](route, e.guess));
          if (e instanceof FileExists) throw new HttpError(409, words.server.exists(e.path));
          throw e;
        }
      });
      return send(res, 200, { file: made });
    }
    throw new HttpError(404, words.server.badRequest);
  } catch (e) {
    const refusal = asRefusal(e);
    if (refusal) {
      send(res, refusal.status, { error: refusal.message, ...refusal.extra });
      if (refusal.status === 413) discardRest(req);
      return;
    }
    if (e instanceof PathRefused) return send(res, 403, { error: e.message });
    // Never the program's own message: it is for the log, not for people.
    opts.log?.(`editor API ${path}: ${(e as Error).stack ?? String(e)}`);
    return send(res, 500, { error: words.server.failedPlain });
  }
}

/**
 * A refusal with its status and plain words, from any part of the editing core or the team editor (every one of
 * them has a numeric `status` and plain words as its message); null for anything else (a failure of the program).
 */
export function asRefusal(e: unknown): { status: number; message: string; extra: Record<string, unknown> } | null {
  if (e instanceof HttpError) return e;
  if (e instanceof BodyRefused || e instanceof UploadRefused)
    return { status: e.status, message: e.message, extra: {} };
  const status = (e as { status?: unknown } | null)?.status;
  if (e instanceof Error && typeof status === 'number' && status >= 400 && status < 600) {
    const extra = (e as { extra?: unknown }).extra;
    return {
      status,
      message: e.message,
      extra: extra && typeof extra === 'object' ? (extra as Record<string, unknown>) : {},
    };
  }
  return null;
}

/**
 * Saves a draft: refused when the file changed on disk since `version`, or when the draft has errors. The pictures
 * not saved yet that the new text names are put in public/images/ first (all or none; removed again when the text
 * cannot be written); then this file's other staged pictures, no longer used, are dropped.
 */
async function save(
  root: string,
  body: Record<string, unknown>,
): Promise<{ version: string; changed: boolean; diff: string; pictures: string[] }> {
  const { file, text } = openFile(root, body.file);
  if (body.version !== fileVersion(text)) {
    throw new HttpError(409, words.server.changedOnDisk(file), { diskText: text, diskVersion: fileVersion(text) });
  }
  const checked = checkDraft(root, file, text, withoutAddedDefaults(root, file, text, body.data), undefined, true);
  if (checked.problems.some((p) => p.severity === 'error'))
    throw new HttpError(422, words.server.hasProblems, { problems: checked.problems });
  if (checked.text === text) return { version: fileVersion(text), changed: false, diff: '', pictures: [] };
  const pictures = stagedIn(root, checked.text);
  let placed: string[];
  try {
    placed = await placeStaged(root, pictures);
  } catch (e) {
    if (e instanceof UploadRefused) throw new HttpError(e.status, e.message);
    throw e;
  }
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
  };
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
  try {
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
  } catch (e) {
    if (e instanceof UploadRefused) throw new HttpError(e.status, e.message);
    throw e;
  }
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
    throw new HttpError(422, words.blocks.noPictures);
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
