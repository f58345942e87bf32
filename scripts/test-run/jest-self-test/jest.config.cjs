// Fixtures of the Jest re-run tests (flaky-reruns.test.mjs): a real Jest run of these files, outside every suite.
module.exports = { testMatch: ['<rootDir>/*.fixture.cjs'], testEnvironment: 'node' };
