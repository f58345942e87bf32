// The shared Jest settings of the front end (the shell, every remote, the design system and the app runtime): jsdom with
// the API client's test environment, the web setup (jest.setup.web.cjs) and the lazy barrels.
/**
 * The big barrels load each export on first use, in Jest only (ADR 0097, scripts/jest-lazy-barrels): a test file paid
 * about 1.5 s to load all of @mui/material, every contract and every API family for the few it uses.
 */
const lazyBarrel = (name) => require.resolve(`./scripts/jest-lazy-barrels/${name}.cjs`);
const lazyBarrels = {
  '^@mui/material$': lazyBarrel('mui-material'),
  '^@fundnet/validation-schema$': lazyBarrel('validation-schema'),
  '^@fundnet/api-client$': lazyBarrel('api-client'),
  '^@fundnet/design-system$': lazyBarrel('design-system'),
};

module.exports = {
  ...require('./jest.preset.cjs'),
  testEnvironment: require.resolve('@fundnet/api-client/testing/jsdom-environment', {
    paths: [require('node:path').join(__dirname, 'packages/design-system')],
  }),
  setupFilesAfterEnv: [require.resolve('./jest.setup.web.cjs')],
  // FUNDNET_JEST_EAGER_BARRELS=1 loads them whole, as before (to compare, or to rule the lazy loading out).
  moduleNameMapper: process.env.FUNDNET_JEST_EAGER_BARRELS === '1' ? {} : lazyBarrels,
};
