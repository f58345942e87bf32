const web = require('../../jest.preset.web.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...web,
  setupFilesAfterEnv: [...web.setupFilesAfterEnv, '<rootDir>/jest.setup.cjs'],
};
