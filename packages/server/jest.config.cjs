// API tests build the app and call it over HTTP against a real database:
// PGlite (in memory, on a worker thread) by default, PostgreSQL when DATABASE_URL is set.
// PGlite serves one connection, so its run is in band; PostgreSQL runs two workers.
module.exports = {
  ...require('../../jest.preset.cjs'),
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  maxWorkers: process.env.DATABASE_URL ? 2 : 1,
  testTimeout: 30_000,
};
