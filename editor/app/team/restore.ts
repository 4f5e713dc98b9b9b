/**
 * Team mode: a file opened with no draft in this browser takes the person's draft from the team server (made on
 * another computer), and the page says so.
 */
import type { OpenedFile } from '../api';
import { drafts } from '../drafts';
import { words } from '../../contract/words';
import { session } from './session';
import { teamApi } from './teamApi';

const fromServer = new Set<string>();

/** The opened file, after its server draft (if any, and none here) was put in localStorage. */
export async function withServerDraft(opened: OpenedFile): Promise<OpenedFile> {
  if (!session || drafts.get(opened.file)) return opened;
  try {
    const d = await teamApi.draft(opened.file);
    if (d?.data && typeof d.data === 'object') {
      drafts.set(opened.file, { data: d.data, version: String(d.version ?? opened.version) }, false);
      fromServer.add(opened.file);
    }
  } catch {
    // 404: no draft there. Any other failure: the file opens as saved; the server's draft stays where it is.
  }
  return opened;
}

/** The notice over a file opened with its unsaved changes. */
export const restoredWords = (file: string): string =>
  fromServer.has(file) ? words.teamApp.restoredFromServer : words.editor.restored;
