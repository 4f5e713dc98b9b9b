/**
 * What a block declares about itself in src/blocks/<Name>/block.ts (src/runtime/blocks.ts collects them for the
 * browser). Shared by the runtime and the content code: no React, nothing heavy (block.ts files are in the
 * browser's app chunk), and no import of rendering code.
 */
import type { Section } from './generated/content';

export type BlockType = Section['type'];
export type BlockOf<T extends BlockType> = Extract<Section, { type: T }>;

/**
 * block.ts's default export. `static`: the block's markup comes from its props alone
 * (true), or that depends on its data (a function); a prerendered page keeps a static block's HTML and loads no
 * code for it.
 */
export interface BlockDeclaration<T extends BlockType = BlockType> {
  type: T;
  static: boolean | ((block: object) => boolean);
}

/** Static unless the block shows an image (images need code for their "Image not loading" fallback). */
export function staticWithoutImages(block: object): boolean {
  return !JSON.stringify(block).includes('"src":');
}
