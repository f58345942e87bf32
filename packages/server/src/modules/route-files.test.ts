/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../config';

// Issue 31: a route declares its contract and calls its module's service, and no source file grows past 600 lines.
// Both rules are read from the files themselves, so they hold for code written after the split too.

const repoRoot = findRepoRoot();
const MAX_LINES = 600;

/** Route files that may still hold a query, each with its reason. Empty is the goal. */
const routeQueryExceptions = new Map<string, string>([]);

const skippedFolders = new Set(['node_modules', 'dist', 'storybook-static', '@mf-types', '.tsbuild', 'coverage', 'test-results']);

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) found.push(...sourceFiles(path.join(dir, entry.name)));
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const roots = readdirSync(repoRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^(packages|shell|mfe-.+|scripts|e2e)$/.test(entry.name))
  .map((entry) => path.join(repoRoot, entry.name));

/**
 * Database work in a route file: anything reached through `db` or `tx`, a query builder's verbs (the Fastify
 * instance's own `app.delete(...)` aside), raw SQL, a transaction, or drizzle-orm itself.
 */
const queryPatterns: [string, RegExp][] = [
  ['a call on db or tx', /\b(?:db|tx)\s*\.\s*\w+/],
  ['a query builder', /(?<!\b(?:app|api|scope|instance))\.(?:select|selectDistinct|insert|update|delete|execute)\s*[(<]/],
  ['raw SQL', /\bsql`/],
  ['a transaction', /\btransaction\s*\(/],
  ['drizzle-orm', /from 'drizzle-orm'/],
];

describe('source files', () => {
  it(`have at most ${MAX_LINES} lines (packages, shell, mfe-*, scripts, e2e)`, () => {
    const files = roots.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .map((file) => ({ file: relative(file), lines: lineCount(readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});

describe('route files (modules/*/routes*.ts, modules/*/*-routes.ts)', () => {
  const modulesDir = path.join(repoRoot, 'packages/server/src/modules');
  const routeFiles = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(modulesDir, entry.name))
        .filter((name) => /^(routes.*|.*-routes)\.ts$/.test(name) && !name.endsWith('.test.ts'))
        .map((name) => path.join(modulesDir, entry.name, name)),
    );

  it('hold no query: they declare contracts and call their module’s service', () => {
    expect(routeFiles.length).toBeGreaterThan(50);
    const offenders = routeFiles.flatMap((file) => {
      if (routeQueryExceptions.has(relative(file))) return [];
      const text = readFileSync(file, 'utf8');
      return queryPatterns.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${relative(file)}: ${what}`);
    });
    expect(offenders).toEqual([]);
  });

  it('list only exceptions that are still needed', () => {
    const needless = [...routeQueryExceptions.keys()].filter((file) => {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      return !queryPatterns.some(([, pattern]) => pattern.test(text));
    });
    expect(needless).toEqual([]);
  });
});
