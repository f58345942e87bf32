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
export function annotatePureCalls(source: string, fileName: string, options: PureCallsOptions = {}): string {
  // The empty statement puts the module's first token at byte 0, so a span minus the module's start is a byte offset
  // into `source` (plus the one byte of the prefix).
  const module = parseSync(`;${source}`, { syntax: 'typescript', tsx: fileName.endsWith('.tsx') });
  const offset = (at: number) => at - module.span.start - 1;
  const starts = new Set<number>();
  const dropped: Array<[number, number]> = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const { type, span } = node as { type?: string; span?: { start: number } };
    if (type && runsLater.has(type)) return;
    if ((type === 'CallExpression' || type === 'NewExpression') && span) starts.add(offset(span.start));
    for (const value of Object.values(node)) visit(value);
  };
  for (const item of module.body) {
    if (options.dropDisplayNames && isDisplayNameStatement(item)) dropped.push([offset(item.span.start), offset(item.span.end)]);
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : item;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) visit(declarator.init);
    }
  }
  // A call and the call made on its result (`a().b()`) start at the same byte: one annotation marks both.
  const bytes = Buffer.from(source);
  const edits: Array<[number, number, Buffer]> = [
    ...[...starts].map((start): [number, number, Buffer] => [start, start, PURE]),
    ...dropped.map(([start, stop]): [number, number, Buffer] => [start, stop, EMPTY]),
  ].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const parts: Buffer[] = [];
  let end = bytes.length;
  for (const [start, stop, insert] of edits) {
    parts.unshift(insert, bytes.subarray(stop, end));
    end = start;
  }
  parts.unshift(bytes.subarray(0, end));
  return Buffer.concat(parts).toString();
}

const PURE = Buffer.from('/*#__PURE__*/ ');
const EMPTY = Buffer.alloc(0);

export interface PureCallsOptions {
  /**
   * Also drop top-level `Component.displayName = '…'` statements. A package's own statement that names a component
   * uses it, so the minifier keeps the component, and all it references, even where nothing renders it (React Router's
   * `Form`, `ScrollRestoration`, `HistoryRouter`). The name only labels React DevTools, whose production names are
   * minified anyway.
   */
  dropDisplayNames?: boolean;
}

/** `Identifier.displayName = 'string';` */
function isDisplayNameStatement(item: { type: string }): item is { type: string; span: { start: number; end: number } } {
  if (item.type !== 'ExpressionStatement') return false;
  const expression = (item as unknown as { expression: Record<string, any> }).expression;
  return (
    expression.type === 'AssignmentExpression' &&
    expression.operator === '=' &&
    expression.left?.type === 'MemberExpression' &&
    expression.left.object?.type === 'Identifier' &&
    expression.left.property?.type === 'Identifier' &&
    expression.left.property.value === 'displayName' &&
    expression.right?.type === 'StringLiteral'
  );
}

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
export default function pureCallsLoader(this: { resourcePath: string; getOptions?: () => PureCallsOptions }, source: string): string {
  return annotatePureCalls(source, this.resourcePath, this.getOptions?.() ?? {});
}
