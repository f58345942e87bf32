// docs/api/openapi.json, the API's inventory the server writes from its route schemas (the valibot contracts).
// Required, not imported, so TypeScript never types the 1.5 MB literal; webpack and Jest both read JSON.
module.exports = require('../../../docs/api/openapi.json');
