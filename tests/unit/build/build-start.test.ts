/**
 * How the build starts its work (src/build/build.ts): it imports the engine, the icon sets and zopfli only when it
 * needs them, so that it starts the Vite child sooner (docs/architecture.md, Speed measures).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSync } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../fixtures/site';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-start-test-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Packages that only validation, the site-wide files or precompression use. */
const LATE = ['ajv', 'yaml', 'sanitize-html', 'image-size', 'lucide', 'simple-icons', '@gfx/zopfli'];

describe('the build script', () => {
  it('imports none of the engine, icon or compression packages before it starts the client and server builds', () => {
    // Bundled as src/build/launch.mjs bundles it: what the entry and its static imports load is what runs first.
    const { metafile } = buildSync({
      entryPoints: [join(repoRoot, 'src/build/build.ts')],
      absWorkingDir: repoRoot,
      outdir: join(dir, 'bundle'),
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = metafile.outputs;
    const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/build/build.ts')!;
    const atStart = new Set<string>();
    const visit = (file: string) => {
      for (const imp of outputs[file].imports) {
        if (imp.kind !== 'import-statement' || atStart.has(imp.path)) continue;
        atStart.add(imp.path);
        if (outputs[imp.path]) visit(imp.path);
      }
    };
    visit(entry);
    const packages = [...atStart].filter((p) => !outputs[p]);
    expect(packages.filter((p) => LATE.some((name) => p === name || p.startsWith(`${name}/`)))).toEqual([]);
    // The engine is still in the bundle, imported when validation starts.
    const later = Object.values(outputs)
      .flatMap((o) => o.imports)
      .filter((i) => i.kind === 'import-statement')
      .map((i) => i.path);
    expect(later).toContain('yaml');
    // Some are never imported as modules: ajv is required only to compile changed schemas (schemas.ts), lucide
    // (as CommonJS, faster) only when the sprite is made, and simple-icons' marks are read from its SVG files.
    expect(
      later.filter((p) => ['ajv', 'lucide', 'simple-icons'].some((name) => p === name || p.startsWith(`${name}/`))),
    ).toEqual([]);
  });
});
