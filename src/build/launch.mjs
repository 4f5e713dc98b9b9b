/**
 * `node src/build/launch.mjs <script> [args…]`: runs src/build/<script>.ts as JavaScript bundled by esbuild (packages
 * stay imports) into node_modules/.cache/scripts/<script>-<hash of the sources>/, reused until a source changes, so
 * no TypeScript loader hooks every module a build loads. The modules a script starts as processes (CHILD_ENTRIES)
 * are bundled beside it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the scripts it runs are, beside it. */
const HERE = 'src/build';
const CACHE = join(root, 'node_modules/.cache/scripts');
/** Bundles of older code kept besides the current one (a build of another branch reuses its own). */
const KEEP = 4;
const CHILD_ENTRIES = ['src/build/vite.ts'];

/** A hash of every source the bundle may contain. */
function sourceHash() {
  /** @param {string} dir */
  const under = (dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((f) => `${dir}/${f}`)
      .filter((f) => /\.(ts|tsx|mts|json)$/.test(f));
  const configs = ['vite.config.ts', 'tsconfig.json', 'package.json'].filter((f) => existsSync(join(root, f)));
  const hash = createHash('sha256');
  for (const rel of [...under('src'), ...configs].sort()) {
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(join(root, rel)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Bundles `script` (and the child entries) into CACHE/<script>-<hash>/, unless that is there already.
 * @param {string} script
 */
async function bundle(script) {
  const dir = join(CACHE, `${script}-${sourceHash()}`);
  const file = join(dir, `${script}.mjs`);
  if (existsSync(file)) return file;
  const { build } = await import('esbuild');
  const part = `${dir}.part-${process.pid}`;
  await build({
    entryPoints: [`${HERE}/${script}.ts`, ...CHILD_ENTRIES].map((e) => join(root, e)),
    absWorkingDir: root,
    outdir: part,
    outbase: join(root, HERE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  try {
    renameSync(part, dir);
  } catch {
    // Another launch bundled the same sources at the same time: use its bundle.
    rmSync(part, { recursive: true, force: true });
  }
  prune(script, dir);
  return file;
}

/**
 * Removes all but the KEEP most recent other bundle folders of `script` (a half-written one included).
 * @param {string} script
 * @param {string} current
 */
function prune(script, current) {
  const dirs = readdirSync(CACHE)
    .filter((name) => name.startsWith(`${script}-`))
    .map((name) => join(CACHE, name))
    .filter((d) => d !== current)
    .map((d) => ({ d, t: statSync(d).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { d } of dirs.slice(KEEP)) rmSync(d, { recursive: true, force: true });
}

const [script, ...args] = process.argv.slice(2);
if (!script || !/^[\w-]+$/.test(script) || !existsSync(join(root, HERE, `${script}.ts`))) {
  console.error(`usage: node src/build/launch.mjs <script> [args]: runs src/build/<script>.ts (got "${script ?? ''}")`);
  process.exit(2);
}
const file = await bundle(script);
process.argv = [process.argv[0], file, ...args];
// The bundle lives under node_modules, which may be another checkout's (a link): the project is this one.
process.env.SITE_PROJECT_ROOT = root;
await import(pathToFileURL(file).href);
