/**
 * Import rules, checked by `npm run deps` (dependency-cruiser; see scripts/deps/package.json for why it has its
 * own TypeScript). Dependencies point one way:
 *   - no import cycles anywhere (type-only imports count: shared types live in a module of their own);
 *   - product code does not import tooling;
 *   - content loading (src/engine) imports nothing from rendering, browser or dev code, except the named
 *     exceptions below, which the next step of the restructure removes;
 *   - the editor uses the product through its modules, never through scripts/.
 */

/** Product: src/, editor/ (but its bench) and the build/serve parts of scripts/ (what `npm run build`/`start` run). */
const PRODUCT = ['^src/', '^editor/', '^scripts/'];
/** Tooling: audits, benchmarks, budgets, load tests, media sources, environment setup, tests and this check. */
const TOOLING = [
  '^tests/',
  '^editor/bench/',
  '^scripts/(audit|bench|media|deps)/',
  '^scripts/budget\\.ts$',
  '^scripts/deps-audit\\.ts$',
  '^scripts/serve/load\\.ts$',
  '^scripts/ensure-[^/]*\\.sh$',
];
/** Unit tests beside the code they test are tooling too. */
const TEST_FILES = '\\.test\\.tsx?$';

/** Content loading: reading, validating and linking pages/ (the engine). */
const CONTENT_LOADING = '^src/engine/';
/** Rendering, browser and dev code, and the build scripts (which render). */
const RENDER_BROWSER_DEV = ['^src/(runtime|client|dev|layout|blocks|search|theme)/', '^src/entry-[^/]+$', '^scripts/', '^editor/'];

/**
 * Upward imports of the engine that stay for now, each by name and why. Remove an entry when its import is cut;
 * adding one needs a reason here.
 */
const ENGINE_EXCEPTIONS = [
  {
    from: '^src/engine/images/',
    to: ['^src/runtime/picture\\.ts$'],
    why: 'the picture contract (the variants a <picture> is written from, no React) lives in src/runtime/; it moves with the page-data contract',
  },
  {
    from: '^src/engine/manifest\\.ts$',
    to: ['^src/runtime/contract\\.ts$'],
    why: 'the page-data contract (types and dataKeyOf, no React) lives in src/runtime/; it moves to a module of its own beside the engine',
  },
  {
    from: '^src/engine/vitePlugin\\.ts$',
    to: [
      '^src/runtime/contract\\.ts$',
      '^src/client/boot\\.ts$',
      '^src/layout/layoutIcons\\.ts$',
      '^src/dev/galleryPage\\.ts$',
      '^scripts/prerender/render\\.tsx$',
    ],
    why: 'the dev server plugin is dev code that lives in src/engine/; it moves to src/dev/ (vite.config.ts and two tests import it)',
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: move what both modules need (often types) into a module of their own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'product-not-tooling',
      comment: 'Product code (src, editor, the build and serve scripts) must not import tooling (tests, audits, benches, budgets).',
      severity: 'error',
      from: { path: PRODUCT, pathNot: [...TOOLING, TEST_FILES] },
      to: { path: TOOLING },
    },
    {
      name: 'content-loading-not-upward',
      comment: 'src/engine loads and checks content; it must not import rendering, browser or dev code.',
      severity: 'error',
      from: { path: CONTENT_LOADING, pathNot: [TEST_FILES, ...ENGINE_EXCEPTIONS.map((e) => e.from)] },
      to: { path: RENDER_BROWSER_DEV },
    },
    ...ENGINE_EXCEPTIONS.map((e) => ({
      name: 'content-loading-not-upward',
      comment: `Named exception (${e.why}); no further upward imports from this file.`,
      severity: 'error',
      from: { path: e.from },
      to: { path: RENDER_BROWSER_DEV, pathNot: e.to },
    })),
    {
      name: 'block-declarations-light',
      comment: 'Block declarations (src/blocks/<Name>/block.ts, src/blockDeclaration.ts) are in the browser\'s app chunk and, through src/generated/blocks.ts, in the content checks: they import only each other and the content types, no rendering code.',
      severity: 'error',
      from: { path: ['^src/blocks/[^/]+/block\\.ts$', '^src/blockDeclaration\\.ts$', '^src/generated/blocks\\.ts$'] },
      to: { pathNot: ['^src/blocks/[^/]+/block\\.ts$', '^src/blockDeclaration\\.ts$', '^src/generated/content\\.ts$'] },
    },
    {
      name: 'editor-not-scripts',
      comment: 'The editor uses the product through its modules (src/...), not through command-line scripts.',
      severity: 'error',
      from: { path: '^editor/', pathNot: ['^editor/bench/', TEST_FILES] },
      to: { path: '^scripts/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file: the check would not see what it depends on.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    // Type-only imports count: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
