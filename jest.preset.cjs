// Shared Jest settings: TypeScript through @swc/jest, tests beside the code.
// ESM-only dependencies (ky, oauth4webapi, ...) are transformed too, so Jest can run them as CommonJS.
const esmOnly = [
  'ky',
  'oauth4webapi',
  'openid-client',
  'jose',
  'oauth2-mock-server',
  'is-plain-obj',
  'content-disposition',
  // file-type (upload magic-byte detection) and its ESM-only dependencies
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  // pixelmatch (the release's visual review) is ESM-only
  'pixelmatch',
];

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      require.resolve('@swc/jest', { paths: [process.cwd()] }),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')}))`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
