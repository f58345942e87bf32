const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../../jest.setup.web.cjs'), '<rootDir>/jest.setup.cjs'],
};
