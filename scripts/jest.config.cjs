// The repository scripts' own tests (the test runner's flaky-test accounting).
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'scripts',
  testMatch: ['<rootDir>/*.test.mjs'],
  testTimeout: 60_000,
};
