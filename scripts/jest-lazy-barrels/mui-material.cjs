// What Jest loads for the barrel's import path in the front-end tests: the real barrel's exports, each loaded on first use
// (lazy-barrel.cjs, ADR 0097).
module.exports = require('./lazy-barrel.cjs').lazyBarrel(require, 'mui-material');
