/**
 * Dependencies say where code runs: every package the product imports at run time (the build, `npm start`, the
 * team editor's server and the app it builds at start, the site's and the editor's browser code) is in
 * package.json's `dependencies`, so `npm ci --omit=dev` installs it and `npm audit --omit=dev` (`audit:deps`) looks
 * at it; what only tests, checks and tools use stays in `devDependencies`. Type-only imports are not run.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The product's sources: src/ and editor/ (not their tests, not the editor's benchmark), the build's launcher, the site's Vite config. */
function productFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return rel === 'editor/bench' ? [] : productFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'), or null for a path or a built-in. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

/** The packages a source imports at run time: imports, re-exports, dynamic imports and require.resolve/require. */
function runtimeImports(text: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\(\s*[`'"]([^`'"$]+)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add(m[1]!);
  return [...found];
}

describe('dependencies', () => {
  it('lists every package the product runs in `dependencies`', () => {
    const needed = new Map<string, string>();
    for (const file of [...productFiles('src'), ...productFiles('editor'), 'vite.config.ts']) {
      for (const specifier of runtimeImports(readFileSync(join(root, file), 'utf8'))) {
        const name = packageOf(specifier);
        if (name && !needed.has(name)) needed.set(name, relative(root, join(root, file)).split(sep).join('/'));
      }
    }
    const missing = [...needed].filter(([name]) => !(name in pkg.dependencies)).map(([name, by]) => `${name} (${by})`);
    expect(missing).toEqual([]);
    // And the team editor and `npm start` run through tsx.
    expect('tsx' in pkg.dependencies).toBe(true);
  });

  it('keeps in `dependencies` nothing the product does not run', () => {
    const used = new Set<string>();
    for (const file of [...productFiles('src'), ...productFiles('editor'), 'vite.config.ts'])
      for (const specifier of runtimeImports(readFileSync(join(root, file), 'utf8'))) {
        const name = packageOf(specifier);
        if (name) used.add(name);
      }
    // Run without being imported here: tsx (the loader of `npm start` and `npm run team`), and the packages the
    // editor's rich text library requires beside it (its peers: @tiptap/core and @tiptap/pm).
    const runWithoutImport = new Set(['tsx', '@tiptap/core', '@tiptap/pm']);
    expect(Object.keys(pkg.dependencies).filter((name) => !used.has(name) && !runWithoutImport.has(name))).toEqual([]);
  });
});
