// Module import loops of the API: `pnpm lint` fails when two modules of packages/server/src/modules use each other,
// directly or around a ring (ADR 0069). dependency-cruiser's `circular` rule (server-no-cycles) sees loops of FILES only,
// and most module loops are not file loops: billing/entitlements.ts → feature-config/tables.ts while
// feature-config/index.ts → billing/index.ts → … never closes on one file, yet neither module can be understood, tested or
// moved without the other. So this check collapses the file graph that dependency-cruiser builds (same config, type-only
// imports counted, foreign keys between tables.ts files counted: a schema loop is a loop too) to one node per module and
// reports every strongly connected group of modules. Tests and test support are left out: they may drive other modules.
//
// Usage: node scripts/server-module-loops.mjs   (exit 1 and a list of loops, each with the files that close it)
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');

const MODULE_FILE = /^packages\/server\/src\/modules\/([^/]+)\/(.+)$/;

const NOT_RUNNING_CODE = /(\.test\.ts|test-support\.ts)$/;

/** Module → module edges, each with the file imports that make it. */
export function moduleGraph(modules) {
  const graph = new Map();
  for (const file of modules) {
    const from = MODULE_FILE.exec(file.source);
    if (!from || NOT_RUNNING_CODE.test(from[2])) continue;
    for (const dependency of file.dependencies) {
      const to = MODULE_FILE.exec(dependency.resolved);
      if (!to || to[1] === from[1]) continue;
      if (!graph.has(from[1])) graph.set(from[1], new Map());
      const edges = graph.get(from[1]);
      if (!edges.has(to[1])) edges.set(to[1], []);
      edges.get(to[1]).push(`${from[1]}/${from[2]} → ${to[1]}/${to[2]}`);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one module (Tarjan), each sorted, largest first. */
export function moduleLoops(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => b.length - a.length);
}

const result = await cruise(['packages/server/src'], { ...config.options, ruleSet: { forbidden: [] } });
const graph = moduleGraph(result.output.modules);
const loops = moduleLoops(graph);
if (loops.length === 0) {
  console.log(`✔ no module import loops (${graph.size} modules with dependencies)`);
} else {
  const modules = loops.reduce((sum, group) => sum + group.length, 0);
  console.error(`✘ ${loops.length} module import loop(s) through ${modules} modules:`);
  for (const group of loops) {
    console.error(`\n  ${group.join(', ')}`);
    for (const from of group) {
      for (const [to, files] of graph.get(from)) {
        if (group.includes(to)) console.error(`    ${from} → ${to}: ${files.join('; ')}`);
      }
    }
  }
  process.exitCode = 1;
}
