/**
 * Import rules, checked by `npm run deps` (dependency-cruiser; see tools/deps/package.json for why it has its own
 * TypeScript). Dependencies point one way:
 *   - no import cycles anywhere (type-only imports count: shared types live in a module of their own);
 *   - product code (src, editor, cli) does not import tooling (tools, tests);
 *   - content loading (src/content) imports nothing from rendering, browser, build, server or dev code: what it
 *     hands the browser is described in src/contract/;
 *   - the site's rendering (src/render, blocks, layout, search, theme, contract) imports no Node stage (content,
 *     build, server), so it runs the same on the server and in the browser;
 *   - the editor uses the product through its modules, never through the command-line entry points (cli/);
 *   - dev-only code (src/dev: the dev server's plugin and block gallery) is imported by no other product code: the
 *     dev server's configuration (vite.config.ts) and its client entry add it;
 *   - the editor's tree is its design: editor/contract (what the browser and the servers agree on) imports nothing
 *     of the editor's; the app (editor/app, the browser) imports only the contract and the site's browser layers;
 *     the editing core (editor/core) imports no host and no app; the two hosts, the local editor (editor/local)
 *     and the team server (editor/team), import neither each other nor the app.
 */

/** Product: src/, editor/ (but its bench) and the command-line entry points. */
const PRODUCT = ['^src/', '^editor/', '^cli/'];
/** Tooling: audits, benchmarks, budgets, load tests, media sources, environment setup, tests and this check. */
const TOOLING = ['^tests/', '^editor/bench/', '^tools/'];
/** Unit tests beside the code they test are tooling too. */
const TEST_FILES = '\\.test\\.tsx?$';

/** Content loading: reading, validating and linking pages/. */
const CONTENT_LOADING = '^src/content/';
/** Everything above content loading. */
const ABOVE_CONTENT = ['^src/(render|client|dev|layout|blocks|search|theme|build|server)/', '^editor/', '^cli/'];
/** The site's rendering, shared by the server render and the browser. */
const RENDERING = '^src/(render|blocks|layout|search|theme|contract)/';
/** Node-only stages. */
const NODE_STAGES = '^src/(content|build|server)/';
/**
 * The editor's parts (editor/contract, editor/core, editor/local, editor/team, editor/app), as path patterns.
 * @param {...string} parts
 */
const EDITOR = (...parts) => parts.map((part) => `^editor/${part}/`);

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
      comment: 'Product code (src, editor, cli) must not import tooling (tests, tools).',
      severity: 'error',
      from: { path: PRODUCT, pathNot: [...TOOLING, TEST_FILES] },
      to: { path: TOOLING },
    },
    {
      name: 'content-loading-not-upward',
      comment:
        'src/content loads and checks content; it must not import rendering, browser, build, server or dev code.',
      severity: 'error',
      from: { path: CONTENT_LOADING, pathNot: TEST_FILES },
      to: { path: ABOVE_CONTENT },
    },
    {
      name: 'rendering-not-node-stages',
      comment:
        "The site's rendering runs in the browser too: it must not import content loading, the build or the server.",
      severity: 'error',
      from: { path: RENDERING, pathNot: TEST_FILES },
      to: { path: NODE_STAGES },
    },
    {
      name: 'block-declarations-light',
      comment:
        "Block declarations (src/blocks/<Name>/block.ts, src/contract/blockDeclaration.ts) are in the browser's app chunk and, through src/generated/blocks.ts, in the content checks: they import only each other and the content types, no rendering code.",
      severity: 'error',
      from: {
        path: ['^src/blocks/[^/]+/block\\.ts$', '^src/contract/blockDeclaration\\.ts$', '^src/generated/blocks\\.ts$'],
      },
      to: {
        pathNot: [
          '^src/blocks/[^/]+/block\\.ts$',
          '^src/contract/blockDeclaration\\.ts$',
          '^src/generated/content\\.ts$',
        ],
      },
    },
    {
      name: 'dev-only-stays-out',
      comment:
        'src/dev is the dev server only (npm run dev, npm run edit): no production module (the site, the build, the editor, the command line) imports it; vite.config.ts and src/dev/clientEntry.ts put it in.',
      severity: 'error',
      from: { path: PRODUCT, pathNot: ['^src/dev/', ...TOOLING, TEST_FILES] },
      to: { path: '^src/dev/' },
    },
    {
      name: 'editor-contract-stands-alone',
      comment:
        "editor/contract is what the editor's page and servers agree on (shapes, the calls, the words): it imports nothing else of the editor, and of the site only its contract.",
      severity: 'error',
      from: { path: EDITOR('contract'), pathNot: TEST_FILES },
      to: { path: [...EDITOR('core', 'local', 'team', 'app', 'bench'), '^src/(?!contract/)'] },
    },
    {
      name: 'editor-app-through-contract',
      comment:
        "The editor's page (editor/app) runs in the browser: it imports the editor's contract and the site's browser layers, never a server, content loading or the build.",
      severity: 'error',
      from: { path: EDITOR('app'), pathNot: TEST_FILES },
      to: { path: [...EDITOR('core', 'local', 'team'), '^src/(content|build|server|dev|common)/'] },
    },
    {
      name: 'editing-core-below-hosts',
      comment: 'The editing core (editor/core) serves both hosts: it imports neither of them, nor the app.',
      severity: 'error',
      from: { path: EDITOR('core'), pathNot: TEST_FILES },
      to: { path: EDITOR('local', 'team', 'app') },
    },
    {
      name: 'editor-hosts-apart',
      comment:
        'The local editor (editor/local) and the team server (editor/team) are two hosts of one core: neither imports the other, nor the app.',
      severity: 'error',
      from: { path: EDITOR('local', 'team'), pathNot: TEST_FILES },
      to: { path: EDITOR('app') },
    },
    {
      name: 'local-not-team',
      comment: 'The local editor (editor/local) does not import the team server.',
      severity: 'error',
      from: { path: EDITOR('local'), pathNot: TEST_FILES },
      to: { path: EDITOR('team') },
    },
    {
      name: 'team-not-local',
      comment: 'The team server (editor/team) does not import the local editor.',
      severity: 'error',
      from: { path: EDITOR('team'), pathNot: TEST_FILES },
      to: { path: EDITOR('local') },
    },
    {
      name: 'editor-not-cli',
      comment: 'The editor uses the product through its modules (src/...), not through the command-line entry points.',
      severity: 'error',
      from: { path: '^editor/', pathNot: ['^editor/bench/', TEST_FILES] },
      to: { path: '^cli/' },
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
