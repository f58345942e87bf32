// Reads every call the api-client makes (`apiClient.get|post|put|patch|delete(path, ...)` in its source files) and
// the method and path each one names, so a test can hold them to the server's OpenAPI document. Static on purpose:
// it sees every call, including those no unit test runs. Test support only (plain CommonJS, like test-server.cjs).
const fs = require('node:fs');
const path = require('node:path');

const callPattern = /apiClient\.(get|post|put|patch|delete|raw|request|upload)\s*(?:<[^()]*>)?\(\s*/g;
const anyCall = /apiClient\.(get|post|put|patch|delete|raw|request|upload)\b/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The string or template literal starting at `text[start]`, or undefined. */
function literalAt(text, start) {
  const quote = text[start];
  if (quote !== "'" && quote !== '`') return undefined;
  let depth = 0;
  for (let i = start + 1; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') i += 1;
    else if (quote === '`' && char === '$' && text[i + 1] === '{') depth += 1;
    else if (quote === '`' && char === '}' && depth > 0) depth -= 1;
    else if (char === quote && depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

/**
 * The concrete path templates a literal can produce: `${familyPath(...)}` becomes each profile family's base
 * (api/fund-info, ...), any other `${...}` one path parameter `{param}`.
 */
function pathsOfLiteral(literal, families) {
  const body = literal.slice(1, -1);
  const withFamily = body.replace(/\$\{familyPath\([^)]*\)\}/g, 'api/{family}');
  const generic = withFamily.replace(/\$\{[^}]*\}/g, '{param}');
  if (!generic.includes('{family}')) return [generic];
  return families.map((family) => generic.replace('api/{family}', `api/${family}`));
}

/** The expression's path templates: a literal, familyPath(...), or a const of this file holding literals. */
function pathsOfArgument(text, start, families) {
  const literal = literalAt(text, start);
  if (literal) return pathsOfLiteral(literal, families);
  const family = /^familyPath\([^)]*\)/.exec(text.slice(start));
  if (family) return families.map((name) => `api/${name}`);
  const identifier = /^[A-Za-z_$][\w$]*/.exec(text.slice(start));
  if (!identifier) return [];
  const declaration = new RegExp(`const ${identifier[0]}\\b[^=]*=([^;]*);`).exec(text);
  if (!declaration) return [];
  const paths = [];
  const expression = declaration[1];
  for (let i = 0; i < expression.length; i += 1) {
    const found = literalAt(expression, i);
    if (found && /^['`]api\//.test(found)) {
      paths.push(...pathsOfLiteral(found, families));
      i += found.length - 1;
    }
  }
  return paths;
}

/**
 * Every api-client call under `srcDir` (default: the api-client's src folder): { where: 'file:line', method, paths } (paths like 'api/follow/{param}'),
 * and `unread`: calls whose method or path could not be read (the test fails on them, so nothing escapes).
 */
function apiCalls(families, srcDir = path.resolve(__dirname, '..')) {
  const calls = [];
  const unread = [];
  let total = 0;
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    total += (text.match(anyCall) ?? []).length;
    for (const match of text.matchAll(callPattern)) {
      const where = `${path.relative(srcDir, file)}:${text.slice(0, match.index).split('\n').length}`;
      // An upload is a POST unless it names another method (apiClient.upload(path, { method: 'put', ... })).
      let method = match[1] === 'upload' ? (/^[^;]*?\bmethod:\s*'(put|patch)'/.exec(text.slice(match.index))?.[1] ?? 'post') : match[1];
      let start = match.index + match[0].length;
      if (method === 'raw' || method === 'request') {
        const named = /^'(get|post|put|patch|delete)'\s*,\s*/i.exec(text.slice(start));
        if (!named) {
          unread.push(`${where}: apiClient.${method} with a method that is not a literal`);
          continue;
        }
        method = named[1].toLowerCase();
        start += named[0].length;
      }
      const paths = pathsOfArgument(text, start, families);
      if (paths.length === 0)
        unread.push(`${where}: apiClient.${match[1]} with a path that is not a literal, familyPath() or a const of literals`);
      else calls.push({ where, method: method.toUpperCase(), paths });
    }
  }
  if (calls.length + unread.length !== total)
    unread.push(`${total - calls.length - unread.length} apiClient calls were not recognised at all`);
  return { calls, unread };
}

/** Whether a call's path template can reach a route template of the document ('{…}' on either side matches). */
function pathReaches(callPath, routeTemplate) {
  const call = `/${callPath}`.split('/');
  const route = routeTemplate.split('/');
  if (call.length !== route.length) return false;
  return call.every((segment, i) => segment === route[i] || segment === '{param}' || /^\{[^}]+\}$/.test(route[i]));
}

module.exports = { apiCalls, pathReaches };
