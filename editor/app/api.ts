/**
 * The editor page's calls to its server (editor/core/api.ts). The per-start token is read once from the
 * page's own HTML and sent with every call.
 */
import type { EditableFile } from '../contract/editing';
import type { CheckResult, FieldProblem, PreviewData } from '../contract/editing';
import type { SchemaBundle } from '../contract/editing';
import type { MediaItem } from '../contract/editing';
import type { GitState, ChangedFile } from '../contract/editing';
import type { Menu } from '../contract/editing';
import type { LanguageTranslations, TranslationInfo } from '../contract/translationStatus';
import { leave, session, SIGN_IN } from './team/session';

export type { EditableFile, CheckResult, FieldProblem, SchemaBundle, MediaItem, GitState, ChangedFile, Menu };

const token = document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')?.content ?? '';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Team mode: a 401 means the session ended; the person signs in again (their drafts wait in localStorage). */
let signingIn = false;
/**
 * While the page is being left (signing out sends a form), a 401 from a call still under way sends nobody to the
 * sign-in page: the page being loaded says what happened ("You are signed out"). A page brought back from the
 * browser's cache is no longer being left.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}
function toSignIn(): void {
  if (signingIn || leaving) return;
  signingIn = true;
  leave.to(SIGN_IN);
}

export async function call<T>(path: string, body?: unknown): Promise<T> {
  const raw = body instanceof Blob;
  const res = await fetch(`/_edit/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-edit-token': token,
      ...(body === undefined ? {} : { 'Content-Type': raw ? 'application/octet-stream' : 'application/json' }),
    },
    ...(body === undefined ? {} : { body: raw ? body : JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.status === 401 && session) toSignIn();
  if (!res.ok) throw new ApiError(res.status, String(json.error ?? res.statusText), json);
  return json as T;
}

export interface OpenedFile {
  file: string;
  text: string;
  data: Record<string, unknown>;
  version: string;
  info: EditableFile;
  /** A translation's English page and fields (editor/core/translations.ts). */
  translation?: TranslationInfo;
}
export interface FileSummary extends EditableFile {
  problems: number;
}

export const api = {
  files: () => call<{ files: FileSummary[] }>('files').then((r) => r.files),
  schemas: () => call<SchemaBundle>('schemas'),
  /** The block picker's pictures: a page of every block's example, and where each type's is on it. */
  blockPictures: () => call<{ preview: PreviewData; sections: Record<string, string> }>('block-pictures'),
  open: (file: string) => call<OpenedFile>(`file?path=${encodeURIComponent(file)}`),
  /**
   * Checks `data` as `file`'s content, drawn at `previewPath`; `live`: with the live site's other files (a review's
   * "before"); `item`: a collection's item whose own page is drawn (by its id).
   */
  check: (file: string, data: unknown, previewPath?: string, also: { live?: boolean; item?: string } = {}) =>
    call<CheckResult>('check', { file, data, previewPath, ...also }),
  /** The change a save would make; `pictures` are the new pictures (not saved yet) it would add to the site. */
  diff: (file: string, data: unknown) =>
    call<{ changed: boolean; diff: string; version: string; pictures: string[] }>('diff', { file, data }),
  save: (file: string, data: unknown, version: string) =>
    call<{ version: string; changed: boolean; diff: string; pictures: string[] }>('save', { file, data, version }),
  /** Drops the pictures uploaded for `file`'s change, not saved yet (the change is discarded). */
  discard: (file: string) => call<{ dropped: number }>('discard', { file }),
  /** Makes a page; `menu` (one of `menus()`) gets a link to it, named by its title. */
  newPage: (route: string, title: string, menu = '') => call<{ file: string }>('new-page', { route, title, menu }),
  menus: () => call<{ menus: Menu[] }>('menus').then((r) => r.menus),
  /**
   * Keeps a picture with `file`'s unsaved change (the server's staging.ts); answers the address it will have under
   * public/images/<area>/ once the page is saved, which shows it meanwhile.
   */
  upload: (file: string, picture: File) =>
    call<{ src: string; width?: number; height?: number }>(
      `upload?file=${encodeURIComponent(file)}&name=${encodeURIComponent(picture.name)}`,
      picture,
    ),
  /** The pictures on the site, and those added to `file`'s change, not saved yet. */
  media: (file: string) =>
    call<{ media: MediaItem[]; staged: { src: string; bytes: number }[] }>(`media?file=${encodeURIComponent(file)}`),
  /** What is missing or out of date in each language beside English. */
  translations: () => call<{ languages: LanguageTranslations[] }>('translations').then((r) => r.languages),
  /**
   * Starts the translation of English page `file` in language `lang` (with `item`: of that article, by its id, of the
   * collection file `file`); answers the translation's file.
   */
  newTranslation: (file: string, lang: string, item?: string) =>
    call<{ file: string }>('new-translation', { file, lang, ...(item === undefined ? {} : { item }) }),
  git: () => call<GitState>('git'),
  commit: (message: string) => call<{ hash: string; files: ChangedFile[] }>('commit', { message }),
};
