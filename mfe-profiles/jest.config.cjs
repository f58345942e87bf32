module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: require.resolve('@fundnet/api-client/testing/jsdom-environment'),
  setupFilesAfterEnv: [require.resolve('../jest.setup.web.cjs')],
};
