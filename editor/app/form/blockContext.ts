/** What a level's form tells its block lists (through rjsf's formContext). */
import type { DataPath } from '../../contract/editing';

export interface BlockInfo {
  type: string;
  title: string;
  description: string;
  example?: Record<string, unknown>;
}

export interface LevelContext {
  /** Opens the block at `path` (relative to the level) for editing. */
  openBlock(path: DataPath): void;
  /** Problems inside the value at `path` (relative to the level). */
  problemsUnder(path: DataPath): number;
  /** Writes `value` at `path` (relative to the level) straight into the draft: block lists bypass the form library. */
  change(path: DataPath, value: unknown): void;
  blocks: BlockInfo[];
  announce(message: string): void;
  /** The file being edited (pictures uploaded for it go to its page's folder). */
  file: string;
  /** The level's own path in the file, so a block row can name its block's full path (click-to-edit highlight). */
  level: DataPath;
}

export { firstText } from '../../contract/schemaWords';

/** A copy of `block` with an id no other block of `list` has. */
export function withFreshId(block: Record<string, unknown>, list: Record<string, unknown>[]): Record<string, unknown> {
  const taken = new Set(list.map((b) => b.id));
  const base = String(block.id ?? block.type ?? 'section').replace(/-\d+$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return { ...structuredClone(block), id };
}
