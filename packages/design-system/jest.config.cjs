const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  testEnvironment: require.resolve('@fundnet/api-client/testing/jsdom-environment'),
  setupFilesAfterEnv: [require.resolve('../../jest.setup.web.cjs'), '<rootDir>/jest.setup.cjs'],
};
