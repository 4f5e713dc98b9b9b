/**
 * The end-to-end tests' content root: a fresh copy of the project's pages/ and public/ (schema/ linked), in the
 * system's temporary folder, so the tests never edit the project's own files.
 */
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..');
const offset = Number(process.env.PW_PORT_OFFSET ?? 0);
export const editorPort = 5178 + offset;
export const editorUrl = `http://localhost:${editorPort}`;
export const editRoot = join(tmpdir(), `site-editor-e2e-${editorPort}`);

/** Makes (or remakes) the copy. */
export function makeEditRoot(): string {
  rmSync(editRoot, { recursive: true, force: true });
  mkdirSync(editRoot, { recursive: true });
  cpSync(join(projectRoot, 'pages'), join(editRoot, 'pages'), { recursive: true });
  cpSync(join(projectRoot, 'public'), join(editRoot, 'public'), { recursive: true });
  symlinkSync(join(projectRoot, 'schema'), join(editRoot, 'schema'));
  return editRoot;
}
