const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

// API tests build the app and call it over HTTP against a real database:
// PGlite (in memory, on a worker thread) by default, PostgreSQL when DATABASE_URL is set.
// PGlite serves one connection, so its run is in band; PostgreSQL runs two workers.

/**
 * Test files that say in their first line they need only one server pass (`/** @database <marker>`):
 * - `none`: they open no test database (pure logic, storage, the HTTP helpers, PGlite's own process);
 * - `any`: they exercise the HTTP surface the same way on either database (the authorization matrix, the schema
 *   fuzzer, the document property test, the seeded-platform read walk: thousands of generated calls on the same SQL
 *   engine, PGlite being PostgreSQL compiled to WebAssembly).
 * When one run has both server passes (`npm test` with FUNDNET_TEST_POSTGRES_URL, as CI), `none` files run in the
 * PGlite pass only (FUNDNET_TEST_SKIP_DATABASE_FREE=1 in the PostgreSQL pass) and `any` files in the PostgreSQL pass
 * only (FUNDNET_TEST_SKIP_DATABASE_ANY=1 in the PGlite pass, where they took 265 s of its 964: stop 37): each runs once.
 * A run with PGlite alone (a newcomer's `npm test`) runs them all.
 *
 * `both`: they test what differs between the two engines, so in a two-pass run they are the PGlite pass's whole share
 * (FUNDNET_TEST_ENGINE_FILES_ONLY=1, with the `none` files): the embedded process and its one connection, migrations'
 * triggers and SQL functions, pg_trgm and full-text search, pg-boss, races, the demo seed `npm start` loads. Every
 * other API file runs once, in the PostgreSQL pass, whose test apps open one connection as PGlite does
 * (test/test-app.ts), so a query made outside its transaction still hangs there as it would on PGlite (issue 30,
 * README "The test suite"). A run with PGlite alone runs every file.
 */
function testsMarked(dir, marker) {
  const found = [];
  const firstLine = new RegExp(`^/\\*\\* @database ${marker}\\b`);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testsMarked(full, marker));
    else if (entry.name.endsWith('.test.ts') && firstLine.test(readFileSync(full, 'utf8').slice(0, 200))) found.push(full);
  }
  return found;
}

const engineFilesOnly = process.env.FUNDNET_TEST_ENGINE_FILES_ONLY === '1';
const engineFiles = engineFilesOnly
  ? [...testsMarked(path.join(__dirname, 'src'), 'both'), ...testsMarked(path.join(__dirname, 'src'), 'none')]
  : [];

const skipped = [
  ...(process.env.FUNDNET_TEST_SKIP_DATABASE_FREE === '1' ? testsMarked(path.join(__dirname, 'src'), 'none') : []),
  ...(process.env.FUNDNET_TEST_SKIP_DATABASE_ANY === '1' ? testsMarked(path.join(__dirname, 'src'), 'any') : []),
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  ...require('../../jest.preset.cjs'),
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  maxWorkers: process.env.DATABASE_URL ? 2 : 1,
  testTimeout: 30_000,
  testPathIgnorePatterns: ['/node_modules/', ...skipped.map((file) => `^${escapeRegExp(file)}$`)],
  ...(engineFilesOnly ? { testMatch: engineFiles.map((file) => `**/${path.relative(__dirname, file)}`) } : {}),
};
