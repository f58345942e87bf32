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
      name: 'no-api-family-internals',
      comment:
        "An api-client family (packages/api-client/src/<family>/) reaches another family only through its index.ts, or its keys file (keys.ts; profile-sections' profile-families.ts), never its endpoint files or helpers: one file per endpoint stays free to move (docs/frontend-conventions.md, ADR 0071). Keys sit below everything, so a refresh across two families that refresh each other is no cycle. The client core (http, query, session, errors) is open to every family.",
      severity: 'error',
      from: { path: '^packages/api-client/src/([^/]+)/', pathNot: TEST_CODE },
      to: {
        path: '^packages/api-client/src/[^/]+/',
        pathNot: [
          '^packages/api-client/src/$1/',
          '^packages/api-client/src/(http|query|session|errors)/',
          '^packages/api-client/src/[^/]+/(index|keys)\\.ts$',
          '^packages/api-client/src/profile-sections/profile-families\\.ts$',
        ],
      },
    },
    {
      name: 'no-api-client-internals',
      comment:
        "Outside the api-client, only its entry points are imported: @fundnet/api-client (src/index.ts) and, in tests, its testing entries. The design system, app-runtime and the apps never reach a family's or the core's files (ADR 0071).",
      severity: 'error',
      from: { pathNot: '^packages/api-client/' },
      to: { path: '^packages/api-client/src/', pathNot: ['^packages/api-client/src/index\\.ts$', '^packages/api-client/src/testing/'] },
    },
    // The packages are layered and import only downwards (ARCHITECTURE §1): validation-schema ← api-client ←
    // design-system ← app-runtime ← storybook. One rule per layer, so the message names the layer that broke. The
    // target is matched by path and by name: a package that is not a dependency does not resolve, and stays '@fundnet/…'.
    {
      name: 'package-layers',
      comment: 'validation-schema is the bottom layer: it imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/validation-schema/' },
      to: { path: '^(packages/|@fundnet/)(api-client|design-system|app-runtime|storybook|mf-config)(/|$)' },
    },
    {
      name: 'package-layers',
      comment: 'The api-client sits on validation-schema only: no UI package (design-system, app-runtime, storybook) above it.',
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: { path: '^(packages/|@fundnet/)(design-system|app-runtime|storybook|mf-config)(/|$)' },
    },
    {
      name: 'package-layers',
      comment:
        'The design system uses the api-client and validation-schema, never app-runtime or storybook above it (its stories may use storybook).',
      severity: 'error',
      from: { path: '^packages/design-system/', pathNot: TEST_CODE },
      to: { path: '^(packages/|@fundnet/)(app-runtime|storybook|mf-config)(/|$)' },
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
