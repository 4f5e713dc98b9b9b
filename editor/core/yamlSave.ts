/**
 * The editor's save path, in one import: the new text of a YAML file changing only what changed
 * (yamlEdit.ts), its version hash, the checked path and the atomic write (diskWrite.ts), and the diff shown
 * before saving.
 */
import { createTwoFilesPatch } from 'diff';

export { updateYamlText, YamlSaveError } from './yamlEdit.js';
export {
  FileExists,
  fileVersion,
  PAGES,
  PathRefused,
  PICTURES,
  resolveInside,
  writeFileAtomic,
  writeInside,
} from './diskWrite.js';

/** A unified diff of a file's old and new text (empty when they are equal), both sides named `name`. */
export function unifiedDiff(oldText: string, newText: string, name: string): string {
  if (oldText === newText) return '';
  // jsdiff starts its patch with a line of "=" (a separator between files); a diff of one file starts at "---".
  return createTwoFilesPatch(`a/${name}`, `b/${name}`, oldText, newText, undefined, undefined, { context: 3 }).replace(
    /^=+\n/,
    '',
  );
}
