// Every front-end and shared package's unit tests in one Jest run (the server has its own: it needs a database).
module.exports = {
  projects: [
    '<rootDir>/packages/validation-schema',
    '<rootDir>/packages/api-client',
    '<rootDir>/packages/design-system',
    '<rootDir>/packages/app-runtime',
    '<rootDir>/packages/mf-config',
    '<rootDir>/packages/release',
    '<rootDir>/packages/storybook',
    '<rootDir>/scripts',
    '<rootDir>/shell',
    '<rootDir>/mfe-discovery',
    '<rootDir>/mfe-profiles',
    '<rootDir>/mfe-dataroom',
    '<rootDir>/mfe-trackrecord',
    '<rootDir>/mfe-commitments',
    '<rootDir>/mfe-events-feed',
    '<rootDir>/mfe-admin',
  ],
};
