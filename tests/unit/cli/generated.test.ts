import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { generated } from '../../../cli/gen';

describe('generated files', () => {
  it('schema/section.schema.json and src/generated/content.ts match the schemas (run `npm run gen` if this fails)', async () => {
    for (const [file, make] of generated) {
      expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run gen`).toBe(await make());
    }
  });
});
