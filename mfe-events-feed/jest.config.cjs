module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../jest.setup.web.cjs')],
};
