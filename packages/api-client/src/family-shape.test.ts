// Every API family has the one shape of docs/frontend-conventions.md (ADR 0009, 0071): a folder with keys.ts (when it
// reads), index.ts that only re-exports, and one file per endpoint starting with `// METHOD api/...` and calling the
// client once. Read as text: cheap, and it names the file that drifted.
import { familySources } from './testing/family-sources.cjs';

const sources = familySources();
const families = Object.keys(sources).sort();
const CALL = /\bapiClient\.(get|post|put|patch|delete|raw|request|upload)\b/g;

/** What is wrong with one family's folder; empty when it has the shape. */
function shapeProblems(family: string, sources: Record<string, string>): string[] {
  const problems: string[] = [];
  const files = Object.keys(sources);
  const read = (file: string) => sources[file] ?? '';
  if (!files.includes('index.ts')) problems.push('no index.ts');
  else {
    const code = read('index.ts')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+'\.\/[^']+';/g, '')
      .trim();
    if (code !== '') problems.push(`index.ts does more than re-export: ${code.slice(0, 60)}…`);
  }
  const endpoints = files.filter((file) => file !== 'index.ts' && file !== 'keys.ts');

  const reads = endpoints.some((file) => /\bapiClient\.get\b|queryOptions\(/.test(read(file)));
  // profile-sections keeps the keys of its three families in profile-families.ts (docs/frontend-conventions.md).
  const keysFile = family === 'profile-sections' ? 'profile-families.ts' : 'keys.ts';
  if (reads && !files.includes(keysFile)) problems.push(`reads but has no ${keysFile}`);
  for (const file of endpoints) {
    if (/^(queries|mutations|calls)\.tsx?$/.test(file)) problems.push(`${file}: grouped by kind, not one file per endpoint`);
    const text = read(file);
    const calls = text.match(CALL) ?? [];
    if (calls.length > 1) problems.push(`${file}: ${calls.length} client calls (one endpoint per file)`);
    if (calls.length === 1 && !/^\/\/ (GET|POST|PUT|PATCH|DELETE) api\//.test(text))
      problems.push(`${file}: first line does not name the endpoint (// METHOD api/...)`);
    if (/export const \w+Calls\s*=/.test(text)) problems.push(`${file}: an object of calls`);
    if (/export function use\w*Mutation\s*</.test(text)) problems.push(`${file}: a generic mutation hook (pages would pick the call)`);
  }
  return problems;
}

describe('api-client families', () => {
  it.each(families)('%s has the one-file-per-endpoint shape', (family) => {
    expect(shapeProblems(family, sources[family] ?? {})).toEqual([]);
  });
});
