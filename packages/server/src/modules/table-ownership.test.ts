/** @database none: reads source files and the table definitions only, so it runs in one server pass (jest.config.cjs). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { parseSync } from '@swc/core';

// swc's syntax tree, walked generically.
type AnyNode = Record<string, any>;

// A module owns the tables its tables.ts declares (ADR 0069): another module reaches that data through the owner's
// face, never by naming the table. dependency-cruiser catches an import of a foreign tables.ts; this test catches the
// other way in, raw SQL (`sql` templates, SQL in strings) that names a foreign table in FROM / JOIN / INTO / UPDATE.

const modulesDir = __dirname;
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** table name → owning module, read from each module's tables.ts with drizzle's own getTableName. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const name of moduleNames) {
    const file = path.join(modulesDir, name, 'tables.ts');
    let exported: Record<string, unknown>;
    try {
      exported = require(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') continue;
      throw error;
    }
    for (const value of Object.values(exported)) {
      if (is(value, PgTable)) owners.set(getTableName(value), name);
    }
  }
  return owners;
}

/** Running code of a module: not its tables.ts (foreign keys are allowed there), not tests nor test support. */
function logicFiles(moduleName: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/(\.test\.ts|test-support\.ts|^tables\.ts)$/.test(entry.name)) found.push(full);
    }
  };
  walk(path.join(modulesDir, moduleName));
  return found;
}

/**
 * The SQL text of a source file, read from its syntax tree (swc, as jest uses; comments and quotes in them cannot
 * confuse it): the bodies of `sql` tagged templates and of `sql.raw(…)` / `sql<…>` calls, their `${…}` parts (drizzle
 * objects the owner built) left out, and any other string or template literal that reads as a statement (select /
 * insert / update / delete / with at its start). Table names in drizzle's builder (`.from(profiles)`) are imports.
 */
export function sqlTexts(source: string): string[] {
  const texts: string[] = [];
  const isSqlTag = (node: AnyNode | undefined): boolean =>
    node?.type === 'Identifier'
      ? node.value === 'sql'
      : node?.type === 'MemberExpression' && node.object?.type === 'Identifier' && node.object.value === 'sql';
  const literalText = (node: AnyNode): string | null =>
    node.type === 'StringLiteral'
      ? String(node.value)
      : node.type === 'TemplateLiteral'
        ? (node.quasis as AnyNode[]).map((quasi) => String(quasi.raw)).join(' ')
        : null;
  const walk = (node: unknown, inSql: boolean): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, inSql);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const current = node as AnyNode;
    const text = literalText(current);
    if (text !== null && (inSql || /^\s*(select|insert|update|delete|with)\b/i.test(text))) texts.push(text);
    const sqlHere =
      (current.type === 'TaggedTemplateExpression' && isSqlTag(current.tag)) ||
      (current.type === 'CallExpression' && isSqlTag(current.callee));
    for (const [key, child] of Object.entries(current)) {
      if (key === 'span') continue;
      // Only the template itself (or the call's arguments) is SQL, not what its `${…}` parts compute.
      const childInSql = sqlHere && (key === 'template' || key === 'arguments');
      walk(child, childInSql || (inSql && key === 'quasis'));
    }
  };
  walk(parseSync(source, { syntax: 'typescript', tsx: false }), false);
  return texts;
}

/** Table names a piece of SQL reads or writes: the identifier after FROM, JOIN, INTO, UPDATE (schema and quotes allowed). */
export function tablesNamed(text: string, known: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  for (const match of text.matchAll(/\b(?:from|join|into|update)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi)) {
    const name = (match[1] ?? '').toLowerCase();
    if (known.has(name)) named.add(name);
  }
  return [...named];
}

function violationsOf(moduleName: string, owners: ReadonlyMap<string, string>, known: ReadonlySet<string>): string[] {
  const violations = new Set<string>();
  for (const file of logicFiles(moduleName)) {
    for (const text of sqlTexts(readFileSync(file, 'utf8'))) {
      for (const table of tablesNamed(text, known)) {
        const owner = owners.get(table)!;
        if (owner !== moduleName) violations.add(`${path.relative(modulesDir, file)} names ${table} (owned by ${owner})`);
      }
    }
  }
  return [...violations];
}

describe('raw SQL names only the tables its module owns', () => {
  const owners = tableOwners();
  const known = new Set(owners.keys());

  it('finds the tables of the modules (the map is not empty)', () => {
    expect(owners.get('profiles')).toBe('profiles');
    expect(owners.get('users')).toBe('users');
    expect(owners.size).toBeGreaterThan(50);
  });

  it('spots a foreign table in a sql template and in a SQL string, ignoring interpolated drizzle objects', () => {
    // The source text of a module, so the `${users}` below is text to parse, not a placeholder of this file.
    const interpolation = ['$', '{users}'].join('');
    const source = `const a = sql\`select 1 from profiles p join ${interpolation} u on true\`; const b = 'SELECT * FROM "users"';`;
    expect(sqlTexts(source).flatMap((text) => tablesNamed(text, known))).toEqual(['profiles', 'users']);
  });

  it.each(moduleNames)('%s', (moduleName) => {
    expect(violationsOf(moduleName, owners, known)).toEqual([]);
  });
});
