/**
 * Theme tokens are written into the CSS as constants (`${theme.space.md}`), not read from props
 * (`${(p) => p.theme.space.md}`): a styled component with no function in its CSS is static, so styled-components
 * works its class name out once per page instead of on every render, and the prerender renders every page of
 * the site with fewer calls (docs/architecture.md, Speed measures). There is one theme, so the values are the same.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../../fixtures/site';

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) sources(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** A styled component's CSS reading the theme from its props: `p.theme`, `props.theme`, `({ theme }) =>`. */
const THEME_FROM_PROPS = /\b(?:p|props)\.theme\b|\(\s*\{[^}]*\btheme\b[^}]*\}\s*\)\s*=>/;

describe('theme tokens in styled components', () => {
  it('finds the pattern it forbids', () => {
    expect(THEME_FROM_PROPS.test('color: ${(p) => p.theme.color.text};')).toBe(true);
    expect(THEME_FROM_PROPS.test('color: ${({ theme }) => theme.color.text};')).toBe(true);
    expect(THEME_FROM_PROPS.test('color: ${theme.color.text};')).toBe(false);
  });

  it('are constants from src/theme/theme.ts, never read from props', () => {
    const offenders = sources(join(repoRoot, 'src'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ file, line, n: i + 1 })),
      )
      .filter(({ line }) => THEME_FROM_PROPS.test(line))
      .map(({ file, n, line }) => `${relative(repoRoot, file)}:${n}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
