/**
 * Front-end boundaries (ARCHITECTURE §1 and §6, STYLE habit 6, ADR 0010), checked by `pnpm lint`:
 *   depcruise --config .dependency-cruiser.web.cjs shell mfe-* packages
 * The server's rules live in `.dependency-cruiser.cjs`. Paths are relative to the repository root.
 *
 * Vocabulary used below:
 * - an app is `shell/` or one `mfe-<area>/`;
 * - a feature is `<app>/src/features/<feature>/`; its public face is its `index.ts`, its test face (for tests only) is
 *   `testing.ts(x)` or a `testing/` folder inside it;
 * - test code is a `*.test.ts(x)` file, a `*.stories.ts(x)` file (Storybook) or anything in a `testing/` folder or a
 *   `testing.ts(x)` file.
 */
const APP = '(shell|mfe-[^/]+)';
const TEST_CODE = ['\\.test\\.tsx?$', '/testing/', '/testing\\.tsx?$', '\\.stories\\.tsx?$'];
/** A feature's public face, or its test face. */
const FEATURE_FACES = [
  `^${APP}/src/features/[^/]+/index\\.tsx?$`,
  `^${APP}/src/features/[^/]+/testing\\.tsx?$`,
  `^${APP}/src/features/[^/]+/testing/`,
];

module.exports = {
  forbidden: [
    {
      name: 'no-cross-app-import',
      comment:
        'A remote (or the shell) never imports another app: remotes meet only through the shell, routes and parcels (ARCHITECTURE §1). ' +
        'Shared code belongs in packages/*.',
      severity: 'error',
      from: { path: `^${APP}/` },
      to: { path: `^${APP}/`, pathNot: ['^$1/'] },
    },
    {
      name: 'no-package-imports-app',
      comment: 'Packages never import an app (ARCHITECTURE §1).',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: `^${APP}/` },
    },
    {
      name: 'no-feature-internals',
      comment:
        "A feature reaches another feature only through its public face, features/<f>/index.ts (tests may also use its testing face). Export what is needed there, or move the shared piece down to the app's src/shared/ or a package.",
      severity: 'error',
      from: { path: `^${APP}/src/features/([^/]+)/` },
      to: { path: '^$1/src/features/[^/]+/', pathNot: ['^$1/src/features/$2/', ...FEATURE_FACES] },
    },
    {
      name: 'no-app-layer-into-feature-internals',
      comment:
        "The app layer (routes.tsx, bootstrap.tsx, src/shared/...) imports a feature through its index.ts. Only a lazy page (a dynamic import()) may load one module of a feature directly, so that the page's code stays out of the first chunk.",
      severity: 'error',
      from: { path: `^${APP}/src/`, pathNot: [`^${APP}/src/features/`] },
      to: { path: '^$1/src/features/[^/]+/', pathNot: FEATURE_FACES, dynamic: false },
    },
    {
      name: 'no-upward-import-from-feature',
      comment: "Features do not import their app's routes or entry points (app → features → shared); tests may render the routes.",
      severity: 'error',
      from: { path: `^${APP}/src/features/`, pathNot: TEST_CODE },
      to: { path: `^$1/src/(routes|bootstrap|standalone|index)\\.tsx?$` },
    },
    {
      name: 'no-testing-entry-in-app-code',
      comment:
        'The testing entries of the packages (@fundnet/api-client/testing, @fundnet/app-runtime/testing, ...) and test helpers are test support: ' +
        'app code never imports them (ADR 0005: they are not shared through Module Federation and would be bundled). Tests may.',
      severity: 'error',
      // packages/storybook is test support as a whole (Storybook and the story tests; no app imports it: ADR 0019).
      from: { pathNot: [...TEST_CODE, '^packages/storybook/'] },
      to: { path: ['^packages/[^/]+/src/testing(/|\\.tsx?$)', ...TEST_CODE.slice(1)] },
    },
    {
      name: 'no-relative-import-into-package',
      comment: 'Apps reach a package by its name (@fundnet/<package>) and its exports only, never by a relative path (ADR 0005).',
      severity: 'error',
      from: { path: `^${APP}/` },
      to: { path: '^packages/', dependencyTypes: ['local'] },
    },
    {
      name: 'no-circular',
      comment:
        'Import cycles (type-only imports included) make load order fragile and hide a missing layer; with features reached through their index.ts, a loop between two features shows up here too.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The server has its own rules (.dependency-cruiser.cjs); build output and generated types are not source.
    exclude: { path: ['node_modules', '/dist/', '/storybook-static/', '@mf-types', '^packages/server/'] },
    // Type-only imports count: a cycle through types is still a cycle between the modules' ideas.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
