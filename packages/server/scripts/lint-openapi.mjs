// Lints an OpenAPI document with Redocly's recommended rules and the exceptions in the repository's redocly.yaml
// (and .redocly.lint-ignore.yaml beside it, at the root: where Redocly's own CLI looks for them too).
//   node scripts/lint-openapi.mjs [file]          default file: docs/api/openapi.json; prints a summary
//   node scripts/lint-openapi.mjs --stdin --json  lints the document on standard input as if it were that file
//                                                  (src/openapi/openapi.test.ts sends the live document this way)
// It runs as its own Node process because @redocly/openapi-core is ESM-only and the server's Jest runs CommonJS.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems, getTotals, lintFromString, loadConfig } from '@redocly/openapi-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const configPath = path.join(here, '../../..', 'redocly.yaml');
const args = process.argv.slice(2);
const json = args.includes('--json');
const fromStdin = args.includes('--stdin');
const file = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? path.join(here, '../../../docs/api/openapi.json'));

const config = await loadConfig({ configPath });
const source = fromStdin ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
const problems = await lintFromString({ source, absoluteRef: file, config });
const totals = getTotals(problems);
if (json) {
  const slim = problems
    .filter((p) => p.ignored !== true)
    .map((p) => ({ ruleId: p.ruleId, severity: p.severity, message: p.message, pointer: p.location?.[0]?.pointer }));
  process.stdout.write(JSON.stringify({ errors: totals.errors, warnings: totals.warnings, ignored: totals.ignored, problems: slim }));
} else {
  formatProblems(problems, { format: 'stylish', totals, version: 'fundnet', maxProblems: 50 });
  console.log(`${totals.errors} errors, ${totals.warnings} warnings (${totals.ignored} excused in .redocly.lint-ignore.yaml)`);
}
process.exit(totals.errors + totals.warnings > 0 ? 1 : 0);
