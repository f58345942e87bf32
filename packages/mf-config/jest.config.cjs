module.exports = { ...require('../../jest.preset.cjs'), setupFiles: ['<rootDir>/jest.setup.cjs'] };
