import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Apps get react-router-dom through Module Federation as the subset in @fundnet/app-runtime/react-router-dom
// (shared.ts): a name they import that it lacks would be undefined at run time (TypeScript sees the whole package).
// Every name imported anywhere must be in the subset.
const root = path.resolve(__dirname, '../../..');
const subsetFile = path.join(root, 'packages/app-runtime/src/shared/react-router-dom.ts');
const subset = new Set(
  [...readFileSync(subsetFile, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'[^']+'/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type ')),
);
const sourceDirs = [
  'shell/src',
  ...readdirSync(root)
    .filter((f: string) => f.startsWith('mfe-'))
    .map((f: string) => `${f}/src`),
  ...readdirSync(path.join(root, 'packages')).map((p: string) => `packages/${p}/src`),
];

function sourceFiles(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of sourceDirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
      if (match[1]) continue; // import type { … }: erased at build time
      for (const part of (match[2] ?? '').split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        names.set(spec.split(/\s+as\s+/)[0] ?? spec, path.relative(root, file));
      }
    }
  }
  return names;
}

it('finds the imports it checks, and the subset', () => {
  expect(importedNames().size).toBeGreaterThan(5);
  expect(subset.size).toBeGreaterThan(5);
});

it('exports every name the apps and packages import from react-router-dom', () => {
  const missing = [...importedNames()].filter(([name]) => !subset.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

it('has no import of react-router-dom as a whole (import * as), which would need every export', () => {
  const whole = sourceDirs
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => /import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/.test(readFileSync(file, 'utf8')));
  expect(whole).toEqual([]);
});
