#!/usr/bin/env node
// `pnpm bench:web:breakdown [route ...]`: what a route's first load is made of. For each route of `pnpm bench:web` (or
// the ones named), the scripts fetched before its first heading, attributed by the production source maps
// (<app>/sourcemaps/) to packages, the app's own folders and, for MUI, its components; gzip KB are each file's gzip
// size shared out in proportion to the raw bytes a source produced (an estimate: gzip does not compress parts alone).
// How every lever of ADR 0011, 0057 and 0061 was found and measured. Build the apps first (`pnpm bench:web` does).
// Options: --top N (rows per route, default 30), --mui (MUI's components one by one), --depth N (folders of an app's
// own sources, default 3: `packages/design-system/src`; 6 names files), --by-app (a package counted per app that bundles
// it: which copy of MUI is the shell's and which the remote's), --within <package> (that package file by file; repeat),
// --duplicates (modules the route loads in more than one chunk of the same app).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map';
import { builtFileOf, firstLoadRoutes, kb, launchChromium, measureFirstLoad, root, startServer } from './first-load.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '30' },
    mui: { type: 'boolean', default: false },
    depth: { type: 'string', default: '3' },
    'by-app': { type: 'boolean', default: false },
    within: { type: 'string', multiple: true, default: [] },
    duplicates: { type: 'boolean', default: false },
  },
});

/** The name a source is counted under: a package (MUI by component with --mui), else `<app>:<first folders>`. */
function ownerOf(source, app) {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return `${app}:${file.split('/').slice(0, Number(values.depth)).join('/')}`;
  const parts = file.slice(at + 'node_modules/'.length).split('/');
  const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  const inside = parts.slice(pkg.startsWith('@') ? 2 : 1).join('/');
  const name = values.within.includes(pkg) ? `${pkg}/${inside}` : values.mui && pkg === '@mui/material' ? `${pkg}/${parts[2]}` : pkg;
  return values['by-app'] ? `${app}:${name}` : name;
}

/** gzip bytes of one built file, shared out among the sources its map names; `copies` counts the files holding each source. */
function attribute(file, gzip, into, copies) {
  const app = path.relative(root, file).split(path.sep)[0];
  const mapFile = path.join(path.dirname(file), '..', 'sourcemaps', `${path.basename(file)}.map`);
  const add = (key, bytes) => into.set(key, (into.get(key) ?? 0) + bytes);
  if (!existsSync(mapFile)) return add(`${app}:${path.basename(file)} (no map)`, gzip);
  const code = readFileSync(file, 'utf8');
  const ratio = gzip / code.length;
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const segments = [];
  new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))).eachMapping((m) =>
    segments.push([lineStarts[m.generatedLine - 1] + m.generatedColumn, m.source]),
  );
  segments.sort((a, b) => a[0] - b[0]);
  add(`${app}:(webpack's own code)`, (segments[0]?.[0] ?? code.length) * ratio);
  const bytesBySource = new Map();
  for (let i = 0; i < segments.length; i++) {
    const length = (segments[i + 1]?.[0] ?? code.length) - segments[i][0];
    add(segments[i][1] ? ownerOf(segments[i][1], app) : `${app}:(unmapped)`, length * ratio);
    if (segments[i][1]) bytesBySource.set(segments[i][1], (bytesBySource.get(segments[i][1]) ?? 0) + length * ratio);
  }
  for (const [source, bytes] of bytesBySource) {
    const key = `${app}:${source.replace(/^webpack:\/\/[^/]*\//, '')}`;
    copies.set(key, [...(copies.get(key) ?? []), bytes]);
  }
}

const port = Number(process.env.BENCH_PORT ?? 4202);
const stop = await startServer(port);
const browser = await launchChromium();
try {
  for (const [owner, route] of firstLoadRoutes) {
    if (positionals.length > 0 && !positionals.includes(route)) continue;
    const r = await measureFirstLoad(browser, `http://127.0.0.1:${port}`, owner, route);
    const parts = new Map();
    const copies = new Map();
    for (const f of r.files) attribute(builtFileOf(f.url), f.gzip, parts, copies);
    console.log(`\n## ${route} (${owner}): ${kb(r.gzip)} KB gzip${owner === 'shell' ? '' : `, the remote's own ${kb(r.ownGzip)}`}`);
    for (const [name, bytes] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
      console.log(`${kb(bytes).padStart(7)}  ${name}`);
    }
    if (values.duplicates) {
      // A module webpack put in two chunks that the route both loads: bytes paid twice.
      const twice = [...copies]
        .filter(([, list]) => list.length > 1)
        .map(([source, list]) => [source, list.slice(1).reduce((a, b) => a + b, 0), list.length]);
      console.log(`\n  loaded more than once: ${kb(twice.reduce((n, [, bytes]) => n + bytes, 0))} KB gzip in ${twice.length} modules`);
      for (const [source, bytes, count] of twice.sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
        console.log(`${kb(bytes).padStart(7)}  ${source} (${count} copies)`);
      }
    }
  }
} finally {
  await browser.close();
  stop();
}
process.exit(0);
