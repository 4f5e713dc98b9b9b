/**
 * The language fonts keep the weights from FONT_WEIGHTS' lightest to its boldest (src/build/fonts/scriptFonts.ts):
 * no `font-weight` the site's styles set is lighter, and the boldest is the headings' 700 at least (the few 800s are
 * drawn at 700), so Kannada and Hindi text is drawn at the weight asked for, or the nearest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/common/projectPaths';
import { FONT_WEIGHTS } from '../../../src/build/fonts/scriptFonts';

const WEIGHTS = { normal: 400, bold: 700 } as Record<string, number>;

describe('the language fonts’ weights', () => {
  it('cover every font-weight in the site’s styles (src/, the dev server’s gallery left out)', () => {
    const used = new Set<number>();
    for (const entry of readdirSync(join(projectRoot, 'src'), { withFileTypes: true, recursive: true })) {
      if (!/\.tsx?$/.test(entry.name) || /\.test\./.test(entry.name) || entry.parentPath.includes('/src/dev')) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const m of text.matchAll(/font-weight:\s*(\d+|normal|bold)\b/g)) used.add(WEIGHTS[m[1]] ?? Number(m[1]));
    }
    expect(used.size).toBeGreaterThan(2);
    for (const weight of used) expect(weight).toBeGreaterThanOrEqual(FONT_WEIGHTS.min);
    // Headings are bold (700) by the browser's own style sheet, and the styles ask for 600 and 700.
    expect(FONT_WEIGHTS.max).toBeGreaterThanOrEqual(Math.min(700, Math.max(...used)));
  });
});
