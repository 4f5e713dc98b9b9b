/** Contracts shared by the loader, the validator, the cross-checks and the build. Node-side only. */
import type { Document, LineCounter } from 'yaml';

/** One content problem, located in a file. Formatted by `formatProblem`. */
export interface Problem {
  severity: 'error' | 'warning';
  /** Path relative to the project root, e.g. pages/about.yaml. */
  file: string;
  /** 1-based line and column. */
  line: number;
  col: number;
  /** Length of the marked text on that line (for the ^^^ underline). */
  length: number;
  /** The place in words, e.g. `section "team" (cardGrid) › cards[2]`; empty for the whole file. */
  where: string;
  /** What is wrong, in plain words. */
  message: string;
  /** How to fix it. */
  hint?: string;
  /**
   * For a schema rule broken, which one (ajv's keyword), the field it names (a missing or unknown one) and its
   * limit: what the editor words for a person filling a form, from the same problem as the command line's text.
   * A translation's problems against its English page name theirs the same way (TranslationRule).
   */
  rule?: { keyword: string; field?: string; limit?: number; type?: string };
}

/**
 * The rules of a translation against its English page (src/content/translations.ts), as `rule.keyword`:
 * a section, entry or field the English page does not have; a list of another length (`limit`: the English
 * list's); words in another form than the English page's; words not translated yet; made from an earlier English page.
 */
export type TranslationRule = 'extraSection' | 'extraWords' | 'listLength' | 'wordsForm' | 'untranslated' | 'outOfDate';

/** An error about a file as a whole (empty, missing, misplaced), marked at its first character. */
export function wholeFileProblem(file: string, message: string, hint: string): Problem {
  return { severity: 'error', file, line: 1, col: 1, length: 1, where: '', message, hint };
}

/** A parsed YAML file: its data plus what is needed to locate any value in it. */
export interface SourceFile {
  file: string;
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
  data: unknown;
}

/** A value that refers to something outside its file, found while validating (see the `x-kind` schema keyword). */
export interface Reference {
  kind: 'link' | 'asset' | 'icon' | 'html';
  value: string;
  path: (string | number)[];
}
