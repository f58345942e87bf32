// The API's contract as the front-end tests see it: docs/api/openapi.json, the inventory the server writes from
// its route schemas (themselves the valibot contracts of @fundnet/validation-schema). The test server checks every
// stubbed reply against the route it answers (method + path), so a stub cannot drift from what the server sends.
// The checks themselves are contract-core.cjs (shared with Storybook's API stand-in); this file reads the document.
// Plain CommonJS like test-server.cjs (test support only; never bundled into an app).
const fs = require('node:fs');
const path = require('node:path');
const { createContract } = require('./contract-core.cjs');

/** The document the server writes (`pnpm --filter @fundnet/server run openapi:write`). */
const documentPath = path.resolve(__dirname, '../../../../docs/api/openapi.json');

// Read and compiled once per test file, on first use.
let checks;
const contract = () => {
  checks ??= createContract(JSON.parse(fs.readFileSync(documentPath, 'utf8')));
  return checks;
};

module.exports = {
  documentPath,
  findRoute: (method, pathname) => contract().findRoute(method, pathname),
  listedRoutes: () => contract().listedRoutes(),
  replyProblems: (method, pathname, reply) => contract().replyProblems(method, pathname, reply),
  contractReply: (method, pathname, status) => contract().contractReply(method, pathname, status),
};
