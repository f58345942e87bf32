// Jest only (ADR 0097): the big barrels (`@mui/material`, `@fundnet/validation-schema`, `@fundnet/api-client`,
// `@fundnet/design-system`) as modules whose exports load on first use. Jest gives every test file a fresh module
// registry, so each file paid for the whole of each barrel it touched: @mui/material's 150 components (≈ 700 ms), every
// contract's valibot schemas (≈ 400 ms) and every API family (≈ 350 ms), about 1.5 s of a web test file's 3.6 s on
// average, while a test uses a handful of them. The browser bundles never see this: webpack tree-shakes the barrels.
//
// Nothing is stood in for: each export is the very value the barrel exports, read from the module that defines it
// (the "leaf"), found once by identity against the real barrel and kept in node_modules/.cache/fundnet-lazy-barrels,
// keyed by the content of every file involved. A name no leaf holds (none today) is read from the real barrel.
// lazy-barrel.test.cjs holds every lazy barrel to the real one: the same names, the same values.
'use strict';
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/fundnet-lazy-barrels');

/** The CommonJS entry of a package as the design system resolves it (Jest's own resolver would answer with the stub). */
function packageEntry(name) {
  const dir = fs.realpathSync(path.join(root, 'packages/design-system/node_modules', name));
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, manifest.exports?.['.']?.require?.default ?? manifest.main ?? 'index.js');
}

/** The barrels made lazy, by the name their stub passes. */
const barrels = {
  'mui-material': () => packageEntry('@mui/material'),
  'validation-schema': () => path.join(root, 'packages/validation-schema/src/index.ts'),
  'api-client': () => path.join(root, 'packages/api-client/src/index.ts'),
  'design-system': () => path.join(root, 'packages/design-system/src/index.ts'),
};

/** The module specifiers a file imports or re-exports relatively (`from './x'`, `require("./x")`). */
const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\brequire\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveFile(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.js`,
    base,
    ...['ts', 'tsx', 'js'].map((ext) => path.join(base, `index.${ext}`)),
  ];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new Error(`lazy barrel: cannot resolve ${specifier} from ${fromFile}`);
  return found;
}

/** One of our TypeScript barrels: nothing but `export … from '…'` statements (and comments). */
function isOwnBarrel(file, source) {
  if (!file.endsWith('.ts') || file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const statements = code
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  return (
    statements.length > 0 && statements.every((statement) => /^export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+['"][^'"]+['"]$/.test(statement))
  );
}

/**
 * The modules the barrel's exports come from: its relative imports, followed through our own nested barrels (an API
 * family's index, the contracts' index) down to the files that define something. With a hash of every file read.
 */
function leavesOf(barrelFile) {
  const hash = createHash('sha1');
  const leaves = [];
  const seen = new Set([barrelFile]);
  const visit = (file) => {
    const source = fs.readFileSync(file, 'utf8');
    hash.update(file).update(source);
    for (const [, specifier] of source.matchAll(RELATIVE_SPECIFIER)) {
      const child = resolveFile(file, specifier);
      if (seen.has(child)) continue;
      seen.add(child);
      const childSource = fs.readFileSync(child, 'utf8');
      if (isOwnBarrel(child, childSource)) visit(child);
      else {
        hash.update(child).update(childSource);
        leaves.push(child);
      }
    }
  };
  visit(barrelFile);
  return { leaves, key: hash.digest('hex') };
}

/** For each export of the barrel: the leaf (relative to the repository) and the key holding the same value. */
function exportMap(requireModule, barrelFile, leaves) {
  const barrel = requireModule(barrelFile);
  const loaded = leaves.map((leaf) => [leaf, requireModule(leaf)]);
  const own = (object, key) => object != null && Object.hasOwn(object, key);
  const map = {};
  for (const name of Object.keys(barrel)) {
    const value = barrel[name];
    const byName = loaded.find(([, module]) => own(module, name) && module[name] === value);
    const byDefault = byName ? null : loaded.find(([, module]) => own(module, 'default') && module.default === value);
    // A namespace re-export (`export * as colors from './colors'`): the leaf module itself.
    const whole = byName || byDefault ? null : loaded.find(([, module]) => module === value);
    // A renamed re-export (`export { b as c } from './b'`): the leaf's key holding the same function or object.
    const renamed =
      byName || byDefault || whole || value === null || !['object', 'function'].includes(typeof value)
        ? null
        : loaded.map(([leaf, module]) => [leaf, Object.keys(module ?? {}).find((key) => module[key] === value)]).find(([, key]) => key);
    const found = byName ? [byName[0], name] : byDefault ? [byDefault[0], 'default'] : whole ? [whole[0], WHOLE] : renamed ? renamed : null;
    map[name] = found ? [path.relative(root, found[0]), found[1]] : null;
  }
  return { barrel, map };
}

/** The key of an export that is the leaf module itself. */
const WHOLE = '*';

function readCache(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function writeCache(file, map) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(map));
  fs.renameSync(temporary, file); // atomic: two workers computing the same map never leave half a file
}

/**
 * The exports of barrel `name` for this test file. `requireModule` is the stub's own `require` (Jest's, so every leaf
 * is the registry's one instance). The first file to meet a changed barrel loads it whole and records the map.
 */
function lazyBarrel(requireModule, name) {
  const barrelFile = barrels[name]();
  const { leaves, key } = leavesOf(barrelFile);
  const cacheFile = path.join(cacheDir, `${name}-${key}.json`);
  const map = readCache(cacheFile);
  if (!map) {
    const computed = exportMap(requireModule, barrelFile, leaves);
    writeCache(cacheFile, computed.map);
    return computed.barrel;
  }
  return lazyExports(requireModule, barrelFile, map);
}

/** Exports with the barrel's names, each read from its leaf when first used (a name without a leaf: from the barrel). */
function lazyExports(requireModule, barrelFile, map) {
  const exports = {};
  Object.defineProperty(exports, '__esModule', { value: true });
  const modules = new Map();
  const load = (file) => {
    if (!modules.has(file)) modules.set(file, requireModule(file));
    return modules.get(file);
  };
  for (const [exportName, where] of Object.entries(map)) {
    const [file, key] = where ? [path.join(root, where[0]), where[1]] : [barrelFile, exportName];
    const get = key === WHOLE ? () => load(file) : () => load(file)[key];
    Object.defineProperty(exports, exportName, { enumerable: true, get });
  }
  return exports;
}

module.exports = { barrels, exportMap, isOwnBarrel, lazyBarrel, lazyExports, leavesOf };
