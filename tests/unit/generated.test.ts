import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { generateAll } from '../../scripts/gen';

describe('generated files', () => {
  it('schema/section.schema.json and src/generated/content.ts match the schemas (run `npm run gen` if this fails)', async () => {
    const files = await generateAll();
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run gen`).toBe(text);
    }
  });
});
