// The repository scripts' own tests: the test runner (scheduling, report arithmetic, flaky re-runs, timing table).
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'scripts',
  testMatch: [
    '<rootDir>/*.test.mjs',
    '<rootDir>/test-run/*.test.mjs',
    '<rootDir>/lighthouse/*.test.mjs',
    '<rootDir>/jest-lazy-barrels/*.test.cjs',
  ],
  testTimeout: 60_000,
};
