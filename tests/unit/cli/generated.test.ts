import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { generated } from '../../../cli/gen';
import { declaredBlocks } from '../../../src/generated/blocks';
import { blocks } from '../../../src/render/blocks';

describe('generated files', () => {
  it('schema/section.schema.json, src/generated/content.ts and src/generated/blocks.ts match the schemas and blocks (run `npm run gen` if this fails)', async () => {
    for (const [file, make] of generated) {
      expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run gen`).toBe(await make());
    }
  });

  it('src/generated/blocks.ts declares the blocks the browser collects, each with the same declaration', () => {
    expect(declaredBlocks.map((b) => b.type).sort()).toEqual(Object.keys(blocks).sort());
    for (const b of declaredBlocks) {
      const sample = { type: b.type, id: 'x', image: { src: '/a.jpg' } };
      expect(blocks[b.type].isStatic(sample), b.type).toBe(
        typeof b.static === 'function' ? b.static(sample) : b.static,
      );
    }
  });
});
