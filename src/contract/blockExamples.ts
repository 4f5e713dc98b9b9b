/**
 * Every block's schema examples on one page, as the browser gets it (the dev server's block gallery, the editor's
 * block picker): each block type with its examples, each written as YAML and, when it can be drawn, its place
 * among the page's sections. Made by src/content/blockExamples.ts.
 */

export interface BlockExample {
  /** The example as YAML, the way it is written in a page's `sections:`. */
  yaml: string;
  /** Its place in the page's `sections`, when it can be shown. */
  section?: number;
  /** What is wrong with the example (e.g. it names a file that is not in public/); a missing picture keeps it from being shown. */
  problem?: string;
}

export interface BlockExamples {
  type: string;
  /** The schema's description of the block. */
  description: string;
  examples: BlockExample[];
}
