/**
 * The edit server's API under /_edit/api/ (JSON in, JSON out). Every request passes the door checks (guard.ts);
 * files are read and written only through resolveInside, under pages/. Saving goes through updateYamlText, so
 * only what changed is written, refuses a draft with problems, and refuses a file that changed on disk since the
 * editor opened it (the version the editor holds is the file's content hash).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { checkApi } from './guard.js';
import { listFiles, describe } from './files.js';
import { bundleSchemas } from './schemaBundle.js';
import { checkDraft } from './check.js';
import { fileVersion, resolveInside, unifiedDiff, updateYamlText, writeFileAtomic } from './yamlSave.js';
import { createPage, NewPageError } from '../../scripts/new-page.js';
import { words } from '../words.js';
import { join } from 'node:path';
import { loadContent } from '../../src/engine/load.js';
import { inspectUpload, pictureArea, readBody, storePicture, UploadRefused } from './upload.js';
import { listMedia } from './media.js';
import { commitChanges, CommitRefused, gitState } from './git.js';

export interface ApiOptions { root: string; token: string }

/** Where an editor may write page files (pictures go under public/images, through upload.ts). */
const WRITABLE = ['pages'];

class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly extra: Record<string, unknown> = {}) { super(message); }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch { /* below */ }
  throw new HttpError(400, words.server.badRequest);
}

function openFile(root: string, file: unknown): { file: string; abs: string; text: string } {
  if (typeof file !== 'string' || !/\.ya?ml$/.test(file)) throw new HttpError(400, words.server.badRequest);
  let abs: string;
  try { abs = resolveInside(root, file, WRITABLE); } catch (e) { throw new HttpError(403, (e as Error).message || words.server.pathRefused); }
  if (!existsSync(abs)) throw new HttpError(404, words.server.noFile(file));
  return { file, abs, text: readFileSync(abs, 'utf8') };
}

/** Handles one API request; `path` is the part after /_edit/api/. */
export async function handleApi(opts: ApiOptions, path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const refused = checkApi(req, opts.token);
  if (refused) return send(res, refused.status, { error: refused.message });
  const url = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (req.method === 'GET' && path === 'files') {
      const problems = loadContent(opts.root).problems.filter((p) => p.severity === 'error');
      return send(res, 200, { files: listFiles(opts.root).map((f) => ({ ...f, problems: problems.filter((p) => p.file === f.file).length })) });
    }
    if (req.method === 'GET' && path === 'schemas') return send(res, 200, bundleSchemas(join(opts.root, 'schema')));
    if (req.method === 'GET' && path === 'file') {
      const { file, text } = openFile(opts.root, url.searchParams.get('path'));
      return send(res, 200, { file, text, data: parse(text), version: fileVersion(text), info: describe(file, text) });
    }
    if (req.method === 'GET' && path === 'media') return send(res, 200, { media: listMedia(opts.root) });
    if (req.method === 'GET' && path === 'git') return send(res, 200, await gitState(opts.root));
    if (req.method !== 'POST') throw new HttpError(405, words.server.badRequest);
    if (path === 'upload') return send(res, 200, await upload(opts.root, url, req));
    const body = await readJson(req);
    if (path === 'check') {
      const { file, text } = openFile(opts.root, body.file);
      return send(res, 200, checkDraft(opts.root, file, text, body.data, typeof body.previewPath === 'string' ? body.previewPath : undefined));
    }
    if (path === 'diff') {
      const { file, text } = openFile(opts.root, body.file);
      const next = updateYamlText(text, body.data);
      return send(res, 200, { changed: next !== text, diff: next === text ? '' : unifiedDiff(text, next, file), version: fileVersion(text) });
    }
    if (path === 'save') return send(res, 200, save(opts.root, body));
    if (path === 'commit') {
      try {
        return send(res, 200, await commitChanges(opts.root, String(body.message ?? '')));
      } catch (e) {
        if (e instanceof CommitRefused) throw new HttpError(e.status, e.message);
        throw e;
      }
    }
    if (path === 'new-page') {
      try {
        const made = createPage(opts.root, String(body.route ?? ''), String(body.title ?? ''));
        return send(res, 200, { file: made.file });
      } catch (e) {
        if (e instanceof NewPageError) throw new HttpError(422, e.message);
        throw e;
      }
    }
    throw new HttpError(404, words.server.badRequest);
  } catch (e) {
    if (e instanceof HttpError) return send(res, e.status, { error: e.message, ...e.extra });
    return send(res, 500, { error: words.server.failed((e as Error).message) });
  }
}

/** Saves a draft: refused when the file changed on disk since `version`, or when the draft has errors. */
function save(root: string, body: Record<string, unknown>): { version: string; changed: boolean; diff: string } {
  const { file, abs, text } = openFile(root, body.file);
  if (body.version !== fileVersion(text)) {
    throw new HttpError(409, words.server.changedOnDisk(file), { diskText: text, diskVersion: fileVersion(text) });
  }
  const checked = checkDraft(root, file, text, body.data, undefined, true);
  if (checked.problems.some((p) => p.severity === 'error')) throw new HttpError(422, words.server.hasProblems, { problems: checked.problems });
  if (checked.text === text) return { version: fileVersion(text), changed: false, diff: '' };
  writeFileAtomic(abs, checked.text);
  return { version: fileVersion(checked.text), changed: true, diff: unifiedDiff(text, checked.text, file) };
}

/**
 * Stores an uploaded picture (the request's raw body; `file` names the page it is for, `name` the file's original
 * name) under public/images/<the page's area>/. Refused unless it decodes as a picture, or when over 20 MB.
 */
async function upload(root: string, url: URL, req: IncomingMessage): Promise<{ src: string; width?: number; height?: number }> {
  const { file, text } = openFile(root, url.searchParams.get('file'));
  try {
    const bytes = await readBody(req);
    const picture = await inspectUpload(bytes);
    const stored = storePicture(root, pictureArea(describe(file, text)), url.searchParams.get('name') ?? '', bytes, picture);
    return { src: stored.src, width: stored.width, height: stored.height };
  } catch (e) {
    if (e instanceof UploadRefused) throw new HttpError(e.status, e.message);
    throw e;
  }
}
