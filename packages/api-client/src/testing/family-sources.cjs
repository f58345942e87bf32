// The source files of every API family of the api-client, as text, for the shape test (family-shape.test.ts).
// Test support only (plain CommonJS, like api-calls.cjs): the package's TypeScript has no Node types.
const fs = require('node:fs');
const path = require('node:path');

/** The client core and test support: not API families. */
const CORE = new Set(['errors', 'http', 'query', 'session', 'testing']);

/** { family: { 'file.ts': text } } for every family folder under `srcDir`; test files left out. */
function familySources(srcDir = path.resolve(__dirname, '..')) {
  const families = {};
  for (const entry of fs.readdirSync(srcDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || CORE.has(entry.name)) continue;
    const dir = path.join(srcDir, entry.name);
    const files = {};
    for (const file of fs.readdirSync(dir)) {
      if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) files[file] = fs.readFileSync(path.join(dir, file), 'utf8');
    }
    families[entry.name] = files;
  }
  return families;
}

module.exports = { familySources };
