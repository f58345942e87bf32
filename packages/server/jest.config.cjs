const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

// API tests build the app and call it over HTTP against a real database:
// PGlite (in memory, on a worker thread) by default, PostgreSQL when DATABASE_URL is set.
// PGlite serves one connection, so its run is in band; PostgreSQL runs two workers.

/**
 * The test files that open no test database (pure logic, storage, the HTTP helpers, PGlite's own process) say so in
 * their first line: `@database none`. When one run has both server passes (`npm test` with FUNDNET_TEST_POSTGRES_URL,
 * as CI), the second sets FUNDNET_TEST_SKIP_DATABASE_FREE=1 and leaves them to the first: they would test the same.
 */
function databaseFreeTests(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...databaseFreeTests(full));
    else if (entry.name.endsWith('.test.ts') && /^\/\*\* @database none\b/.test(readFileSync(full, 'utf8').slice(0, 200))) found.push(full);
  }
  return found;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  ...require('../../jest.preset.cjs'),
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  maxWorkers: process.env.DATABASE_URL ? 2 : 1,
  testTimeout: 30_000,
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.FUNDNET_TEST_SKIP_DATABASE_FREE === '1'
      ? databaseFreeTests(path.join(__dirname, 'src')).map((file) => `^${escapeRegExp(file)}$`)
      : []),
  ],
};
