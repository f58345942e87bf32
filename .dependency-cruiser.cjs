// Import boundaries of the API (packages/server/src), checked by `npm run lint` (ADR 0007, docs/server-conventions.md).
// Front-end rules live in .dependency-cruiser.web.cjs (its own run in the lint script); a combined config can spread
// `require('./.dependency-cruiser.cjs').forbidden` into its own list.

/** A module's folder, captured: src/modules/<family>/. */
const MODULE = '^packages/server/src/modules/([^/]+)/';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const serverRules = [
  {
    name: 'server-no-foreign-tables',
    comment:
      "A module owns its tables (ADR 0069): another module's logic reads them through the owner's face (read functions, " +
      'typed query fragments the owner builds), never by importing its tables.ts. Only tables.ts files (foreign keys), ' +
      'src/db/schema.ts, the seed / bench / test tooling and tests may import a foreign tables.ts.',
    severity: 'error',
    from: {
      path: '^packages/server/src/(modules/([^/]+)/|app\\.ts$|main\\.ts$|deps\\.ts$|plugins/|lib/|openapi/)',
      pathNot: ['/tables\\.ts$', '\\.test\\.ts$', 'test-support\\.ts$'],
    },
    to: { path: '^packages/server/src/modules/[^/]+/tables\\.ts$', pathNot: ['^packages/server/src/modules/$2/'] },
  },
  {
    name: 'server-no-module-internals',
    comment:
      'A module is used through its public face: modules/<family>/index.ts (or the folder). Its tables.ts is reachable for ' +
      "other tables' foreign keys only (server-no-foreign-tables keeps logic files out); everything else is internal. " +
      "Tests may also use another module's *test-support.ts.",
    severity: 'error',
    from: { path: MODULE },
    to: {
      path: '^packages/server/src/modules/([^/]+)/',
      pathNot: [
        '^packages/server/src/modules/$1/',
        '^packages/server/src/modules/[^/]+/(index|tables)\\.ts$',
        // Test support is the testing face; the next rule keeps it out of running code.
        '^packages/server/src/modules/[^/]+/[^/]*test-support\\.ts$',
      ],
    },
  },
  {
    name: 'server-test-support-only-in-tests',
    comment: "Another module's test support (factories that drive its routes) is for tests and other test support only.",
    severity: 'error',
    from: { path: MODULE, pathNot: ['\\.test\\.ts$', 'test-support\\.ts$'] },
    to: { path: '^packages/server/src/modules/([^/]+)/[^/]*test-support\\.ts$', pathNot: ['^packages/server/src/modules/$1/'] },
  },
  {
    name: 'server-platform-uses-module-faces',
    comment:
      'app.ts, main.ts, plugins/ and lib/ reach modules only through their index.ts (db/schema.ts lists the tables; seed/, ' +
      "bench/ and test/ are tooling and may use tables and test support; deps.ts names auth's OidcClients type from its file, " +
      'because auth/index.ts leads back to deps.ts through the routes).',
    severity: 'error',
    from: { path: '^packages/server/src/(app\\.ts|main\\.ts|plugins/|lib/)' },
    to: { path: '^packages/server/src/modules/[^/]+/', pathNot: ['^packages/server/src/modules/[^/]+/(index|tables)\\.ts$'] },
  },
  {
    name: 'server-no-tooling-in-runtime',
    comment: 'The running API never imports the benchmarks or the test helpers, nor the demo seed (main.ts seeds an empty database).',
    severity: 'error',
    from: {
      path: '^packages/server/src/',
      pathNot: ['^packages/server/src/(seed|bench|test)/', '^packages/server/src/main\\.ts$', '\\.test\\.ts$', 'test-support\\.ts$'],
    },
    to: { path: '^packages/server/src/(seed|bench|test)/' },
  },
  {
    name: 'server-main-seeds-only',
    comment: 'main.ts may seed an empty database with the demo data, never load the benchmarks or the test helpers.',
    severity: 'error',
    from: { path: '^packages/server/src/main\\.ts$' },
    to: { path: '^packages/server/src/(bench|test)/' },
  },
  {
    name: 'server-no-cycles',
    comment:
      'No import loop of files anywhere in the API: a loop means two parts that cannot be understood, tested or moved apart. ' +
      'Loops of MODULES (billing → feature-config → billing through different files) are not file loops: ' +
      'scripts/server-module-loops.mjs checks those (pnpm lint runs it).',
    severity: 'error',
    from: { path: '^packages/server/src/' },
    to: { circular: true },
  },
  {
    name: 'no-package-imports-an-app',
    comment: 'Dependencies point one way (ARCHITECTURE.md §1): apps use packages/*, never the reverse.',
    severity: 'error',
    from: { path: '^packages/' },
    to: { path: '^(shell|mfe-[^/]+|e2e)/' },
  },
];

module.exports = {
  forbidden: serverRules,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static)/' },
    // swc (installed for jest) parses the server; TypeScript 7 has no JS API (the web config uses the TypeScript 5.9 that
    // pnpm-workspace.yaml gives dependency-cruiser). Type-only imports count: a loop of types is a loop.
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
