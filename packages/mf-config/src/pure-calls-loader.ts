import { parseSync } from '@swc/core';

/**
 * Marks every call and `new` in a module's top-level `const`/`let`/`var` initializers `/*#__PURE__*\/`, so a bundle that
 * reads one schema of a file does not carry the others.
 *
 * Why: `export const x = v.object({ … })` is a call, and neither webpack nor the minifier may drop a call they cannot
 * prove free of side effects, even when nothing reads `x`. A contract file's unread schemas therefore shipped with the
 * one a page read (≈ 3 KB of a remote's own files; ADR 0062). SWC has no transform that adds these annotations, and
 * writing hundreds of them by hand would bury the schemas.
 *
 * Only initializers are touched: a bare top-level call (`register()`) is kept as written, and calls inside functions and
 * classes run later, when they are called. A package given to this loader promises that its top-level initializers only
 * build values: one whose call matters even when its value is never read would be dropped.
 */
export function annotatePureCalls(source: string, fileName: string): string {
  // The empty statement puts the module's first token at byte 0, so a span minus the module's start is a byte offset
  // into `source` (plus the one byte of the prefix).
  const module = parseSync(`;${source}`, { syntax: 'typescript', tsx: fileName.endsWith('.tsx') });
  const starts = new Set<number>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const { type, span } = node as { type?: string; span?: { start: number } };
    if (type && runsLater.has(type)) return;
    if ((type === 'CallExpression' || type === 'NewExpression') && span) starts.add(span.start - module.span.start - 1);
    for (const value of Object.values(node)) visit(value);
  };
  for (const item of module.body) {
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : item;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) visit(declarator.init);
    }
  }
  // A call and the call made on its result (`a().b()`) start at the same byte: one annotation marks both.
  const bytes = Buffer.from(source);
  const parts: Buffer[] = [];
  let end = bytes.length;
  for (const start of [...starts].sort((a, b) => b - a)) {
    parts.unshift(PURE, bytes.subarray(start, end));
    end = start;
  }
  parts.unshift(bytes.subarray(0, end));
  return Buffer.concat(parts).toString();
}

const PURE = Buffer.from('/*#__PURE__*/ ');

/** Nodes whose body runs when called, not when the module loads. */
const runsLater = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassDeclaration',
  'ClassExpression',
  'MethodProperty',
  'GetterProperty',
  'SetterProperty',
]);

/** The webpack loader: runs before swc-loader on the packages listed in `pureModuleSources`. */
export default function pureCallsLoader(this: { resourcePath: string }, source: string): string {
  return annotatePureCalls(source, this.resourcePath);
}
