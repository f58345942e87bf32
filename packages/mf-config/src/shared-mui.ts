import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import enhancedResolve from 'enhanced-resolve';
import { initSync, parse } from 'es-module-lexer';
import { muiStylesDir, muiWithoutCssVarsSources } from './mui-without-css-vars';

/**
 * MUI's core and common components, shared file by file from the shell (ADR 0064).
 *
 * Bundled per app (ADR 0011), every remote carried its own copy of MUI's styling engine (@mui/system, the theme
 * factory, @mui/utils: ≈ 22 KB gzip) and of the components the shell had already loaded for its top bar. Shared whole,
 * MUI is 154 KB on every page. Shared file by file, with the shell the only provider (a remote's `import: false`), a
 * remote uses the very modules the page already runs, and a file it does not use is never loaded.
 *
 * Which files: the modules reachable from `sharedMuiEntries` (the styling engine and the components of the shell's
 * frame), walked at build time through the installed packages' ESM imports, except the modules that re-export others
 * (`index.mjs` barrels, `@mui/system`, `@mui/material/styles`): offered, a barrel is used whole, and everything it
 * re-exports would join the shell's first load. An app bundles its own copy of a barrel (a few lines), whose exports
 * lead to the shared files. The walk stops at the modules already shared by name (React, emotion); a CommonJS file is
 * shared whole without looking inside.
 */
export const sharedMuiEntries = [
  // The styling engine and the theme: what every component and every app's ThemeProvider reads.
  '@mui/material/styles',
  '@mui/material/zero-styled',
  '@mui/material/DefaultPropsProvider',
  '@mui/material/utils',
  '@mui/material/transitions',
  // The components of the shell's frame (top bar, page layout), loaded on every route.
  '@mui/material/AppBar',
  '@mui/material/Toolbar',
  '@mui/material/Container',
  '@mui/material/Box',
  '@mui/material/Stack',
  '@mui/material/Typography',
  '@mui/material/Button',
  '@mui/material/IconButton',
  '@mui/material/Link',
  '@mui/material/Paper',
  '@mui/material/SvgIcon',
  '@mui/material/Skeleton',
  '@mui/material/CircularProgress',
  '@mui/material/useMediaQuery',
] as const;

/** Packages whose files are shared by name already (sharedSingletons): the walk does not enter them. */
const sharedByName = new Set(['react', 'react-dom', '@emotion/react', '@emotion/styled']);

export interface SharedFile {
  /** The file as this app resolves it (MF matches a shared absolute path against every import's resolved file). */
  file: string;
  /** The same for every app: `<package>/<path inside the package>`. */
  shareKey: string;
  version: string;
}

/** Packages whose modules may import the shared files (beside the apps' own code): MUI X, read with their @mui deps. */
const otherImporters = ['@mui/x-data-grid', '@mui/x-charts'];

type Resolve = (from: string, request: string) => string | undefined;

/** Resolves as webpack does for the browser: the ESM builds (MUI's `import` condition gives its .mjs files). */
function browserResolver(): Resolve {
  const resolver = enhancedResolve.create.sync({
    conditionNames: ['import', 'module', 'browser', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.mjs', '.js', '.json'],
  });
  return (from, request) => {
    try {
      return resolver(from, request) || undefined;
    } catch {
      return undefined; // an optional peer that is not installed
    }
  };
}

interface ParsedModule {
  /** Files it imports statically (dynamic imports load on their own). */
  imports: string[];
  /** Files it re-exports (`export … from`). */
  reexports: string[];
}

/**
 * A module's static imports, resolved; undefined for a file that is not an ES module (CommonJS). A module the build
 * replaces (`replaced`: MUI's theme factory and provider, ADR 0065) is read as its replacement.
 */
function readModule(file: string, resolve: Resolve, replaced: ReadonlyMap<string, string>): ParsedModule | undefined {
  if (!/\.m?js$/.test(file)) return undefined;
  // Every app of the workspace reaches the same installed files (and the same replacement of a replaced one): a file is
  // read once per process, not once per app (the web build computes all eight apps' lists in one process).
  if (parsedModules.has(file)) return parsedModules.get(file);
  const module = parseModule(file, resolve, replaced);
  parsedModules.set(file, module);
  return module;
}

const parsedModules = new Map<string, ParsedModule | undefined>();

function parseModule(file: string, resolve: Resolve, replaced: ReadonlyMap<string, string>): ParsedModule | undefined {
  const source = replaced.get(file) ?? readFileSync(file, 'utf8');
  let statements: readonly { n?: string; d: number; ss: number }[];
  try {
    [statements] = parse(source);
  } catch {
    return undefined;
  }
  const module: ParsedModule = { imports: [], reexports: [] };
  for (const { n: request, d, ss } of statements) {
    if (!request || d > -1 || sharedByName.has(packageName(request))) continue;
    const target = resolve(path.dirname(file), request);
    if (!target) continue;
    module.imports.push(target);
    if (source.startsWith('export', ss)) module.reexports.push(target);
  }
  return module;
}

const cache = new Map<string, SharedFile[]>();

/**
 * The MUI files an app shares (the shell offers them, a remote consumes them), in a stable order.
 *
 * 1. The closure: every module reachable from `sharedMuiEntries`.
 * 2. Of it, the files something outside it may import: the entries, what any other module of the MUI packages
 *    involved imports (the components not in the closure, MUI X), and what those barrels import. A file only the
 *    shared files import is reached through them and needs no key of its own; offered, it would be used whole (the
 *    shell's first load would carry all of, say, stylis, of which emotion uses a part).
 * 3. Without the barrels, which each app bundles (step 2 keeps what they import).
 */
export function sharedMuiFiles(appDir: string): SharedFile[] {
  const cached = cache.get(appDir);
  if (cached) return cached;
  initSync();
  const resolve = browserResolver();
  // Each app bundles its own replacement of these (a few lines, importing the shared plain modules): never shared.
  const stylesDir = muiStylesDir(appDir);
  const replaced = new Map(
    Object.entries(muiWithoutCssVarsSources(stylesDir)).map(([name, source]) => [path.join(stylesDir, name), source]),
  );
  const entries = sharedMuiEntries.map((entry) => resolve(appDir, entry) as string);
  const closure = new Map<string, ParsedModule | undefined>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (closure.has(file)) continue;
    const module = readModule(file, resolve, replaced);
    closure.set(file, module);
    queue.push(...(module?.imports ?? []));
  }

  const isBarrel = (file: string) => (closure.get(file)?.reexports.length ?? 0) > 0;
  const importedFromOutside = new Set<string>(entries);
  for (const file of outsideModules(appDir, closure, resolve)) {
    for (const target of readModule(file, resolve, replaced)?.imports ?? []) if (closure.has(target)) importedFromOutside.add(target);
  }
  // A barrel (or a replaced module) imported from outside is bundled by the app: what it imports is imported from
  // outside too.
  const bundledByApp = (file: string) => isBarrel(file) || replaced.has(file);
  const bundled = [...importedFromOutside].filter(bundledByApp);
  while (bundled.length > 0) {
    for (const target of closure.get(bundled.pop() as string)?.imports ?? []) {
      if (importedFromOutside.has(target)) continue;
      importedFromOutside.add(target);
      if (bundledByApp(target)) bundled.push(target);
    }
  }

  const list = [...importedFromOutside]
    .filter((file) => !bundledByApp(file))
    .map((file) => {
      const pkg = packageInfo(file);
      return { file, shareKey: `${pkg.name}/${path.relative(pkg.dir, file).split(path.sep).join('/')}`, version: pkg.version };
    })
    .sort((a, b) => a.shareKey.localeCompare(b.shareKey));
  cache.set(appDir, list);
  return list;
}

/**
 * Every ES module file of the MUI packages the closure touches and of MUI X (with their @mui/ dependencies), not in
 * it. Only MUI's modules import MUI's internals; emotion's and stylis' files are imported by emotion, shared by name.
 */
function outsideModules(appDir: string, closure: Map<string, unknown>, resolve: Resolve): string[] {
  const packageDirs = new Set(
    [...closure.keys()]
      .map((file) => packageInfo(file))
      .filter(({ name }) => name.startsWith('@mui/'))
      .map(({ dir }) => dir),
  );
  const designSystem = resolve(appDir, '@fundnet/design-system/package.json');
  const queue = otherImporters
    .map((name) => designSystem && resolve(path.dirname(designSystem), `${name}/package.json`))
    .filter((manifest): manifest is string => Boolean(manifest))
    .map((manifest) => path.dirname(manifest));
  while (queue.length > 0) {
    const dir = queue.pop() as string;
    packageDirs.add(dir);
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(json.dependencies ?? {})) {
      if (!name.startsWith('@mui/') || name === '@mui/icons-material') continue;
      const manifest = resolve(dir, `${name}/package.json`);
      if (manifest && !packageDirs.has(path.dirname(manifest))) queue.push(path.dirname(manifest));
    }
  }
  const files: string[] = [];
  for (const dir of packageDirs) {
    for (const name of readdirSync(dir, { recursive: true }) as string[]) {
      const file = path.join(dir, name);
      if (/\.m?js$/.test(name) && !name.includes('node_modules') && !closure.has(file) && !isCommonJsTwin(file)) files.push(file);
    }
  }
  return files;
}

/** MUI ships each module twice (`x.mjs` for import, `x.js` for require): the browser build reads the .mjs one. */
function isCommonJsTwin(file: string): boolean {
  return file.endsWith('.js') && existsSync(`${file.slice(0, -3)}.mjs`);
}

/** `@scope/name` or `name` of a bare request; a relative request is its own (never shared by name). */
function packageName(request: string): string {
  if (request.startsWith('.') || request.startsWith('/')) return '';
  const parts = request.split('/');
  return request.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '');
}

const packages = new Map<string, { name: string; version: string; dir: string }>();

/** The package a file belongs to: the nearest package.json above it that has a name (MUI's subfolders have none). */
function packageInfo(file: string): { name: string; version: string; dir: string } {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    const known = packages.get(dir);
    if (known) return known;
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (json.name && json.version) {
        const info = { name: json.name, version: json.version, dir };
        packages.set(dir, info);
        return info;
      }
    }
    dir = path.dirname(dir);
  }
  throw new Error(`no package.json above ${file}`);
}
