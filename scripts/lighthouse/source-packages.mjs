// Which library or package of ours a profiled function belongs to (`pnpm bench:long-tasks`' time by package).

/**
 * The library (`react-dom`, `@mui/material`) or workspace package (`packages/api-client`) of a place as long-tasks.mjs
 * writes it (`function source:line`, the source with its node_modules prefix cut), `src` for an app's own code (the
 * shell's or a remote's), `webpack` for its runtime; a place with no source map is the browser's or unmapped.
 */
export function packageOf(where) {
  const source = where.slice(where.lastIndexOf(' ') + 1);
  if (!source.includes(':')) return where.startsWith('(') ? where.trim() : '(browser, unmapped)';
  if (source.startsWith('packages/')) return source.split('/').slice(0, 2).join('/');
  const [first, second] = source.split('/');
  if (first.startsWith('@') && second) return `${first}/${second}`;
  return first.split(':')[0];
}
