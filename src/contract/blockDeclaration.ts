/**
 * What a block declares about itself in src/blocks/<Name>/block.ts: everything the rest of the system knows about
 * a block type. The browser reads each block.ts's default export (src/render/blocks.ts collects them); the content
 * checks and the build read the whole declarations through src/generated/blocks.ts (written by `npm run gen`).
 * Shared by the renderer and content loading: no React, nothing heavy (block.ts files are in the browser's app
 * chunk), and no import of rendering code.
 */
import type { Section } from '../generated/content';

export type BlockType = Section['type'];
export type BlockOf<T extends BlockType> = Extract<Section, { type: T }>;

/**
 * block.ts's default export, what the browser needs too. `static`: the block's markup comes from its props alone
 * (true), or that depends on its data (a function); a prerendered page keeps a static block's HTML and loads no
 * code for it.
 */
export interface BlockDeclaration<T extends BlockType = BlockType> {
  type: T;
  static: boolean | ((block: object) => boolean);
}

/**
 * block.ts's `facts` export, what only the content checks and the build need (the browser's bundle leaves it out).
 * A block without a fact leaves it out.
 */
export interface BlockFacts<T extends BlockType = BlockType> {
  /**
   * The widest the block shows its pictures, in CSS pixels, on screens up to 1280 px (the design's widest layout);
   * it must agree with the `sizes` its component gives them: a picture narrower than this looks blurry there.
   * Without it the block shows small pictures (logos, flags), which are not checked.
   */
  pictureWidth?: number;
  /**
   * The widest variant made of the block's pictures, in pixels (rounded down to a rung of the ladder); without it,
   * the ladder's top (2560). A picture that another place shows too gets the widest any of its places allows.
   */
  widestPicture?: number;
  /** Fields holding a picture framed for phones (art direction), shown only up to PHONE_PICTURE_MAX_WIDTH px wide. */
  phonePictureFields?: readonly string[];
  /** The block shows the collection entry of the page it is on (a blog post): the entry's pictures at pictureWidth. */
  showsEntry?: boolean;
  /**
   * Parts of the block that the site search finds on their own, each at the address that opens it (content shown
   * only after a click). `marker`: an attribute the block's prerendered markup always has, so that only the pages
   * that show the block are read for them.
   */
  search?: { marker: string; parts(block: BlockOf<T>, path: string): SearchPart[] };
  /** Items with a `date` and a `status`: the statuses of items still to come, and of items done (or in force). */
  datedItems?: { toCome: readonly string[]; done: readonly string[] };
}

/** A search result of its own: its address, title and description, and the data whose words it holds. */
export interface SearchPart {
  url: string;
  title: string;
  description?: string;
  detail?: unknown;
}

/** A block's declaration and facts, as the content checks and the build read them. */
export type DeclaredBlock<T extends BlockType = BlockType> = BlockDeclaration<T> & BlockFacts<T>;

/** One declaration of a block's block.ts module (its default export and its facts). */
export function declared<T extends BlockType>(module: {
  default: BlockDeclaration<T>;
  facts?: BlockFacts<T>;
}): DeclaredBlock<T> {
  return { ...module.default, ...module.facts };
}

/** Static unless the block shows an image (images need code for their "Image not loading" fallback). */
export function staticWithoutImages(block: object): boolean {
  return !JSON.stringify(block).includes('"src":');
}
