module.exports = require('../jest.preset.web.cjs');
