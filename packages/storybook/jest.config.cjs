const preset = require('../../jest.preset.cjs');

// Every app's stories rendered as tests (portable stories, src/stories-tests/). Storybook ships ES modules only,
// so its packages are transformed like the preset's other ESM-only dependencies.
/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../../jest.setup.web.cjs'), '<rootDir>/jest.setup.cjs'],
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(\\.pnpm/)?(', '(?!(\\.pnpm/)?(storybook|@storybook|'),
  ),
};
