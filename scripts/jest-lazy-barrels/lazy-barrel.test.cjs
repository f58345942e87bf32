// The lazy barrels (ADR 0097) against the real ones: the same names and the very same values, and nothing loaded before
// it is used.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { barrels, exportMap, isOwnBarrel, lazyExports, leavesOf } = require('./lazy-barrel.cjs');

describe.each(Object.keys(barrels))('the lazy %s', (name) => {
  it('has every name of the real barrel, each with the same value, read from the module that defines it', () => {
    const barrelFile = barrels[name]();
    const { leaves } = leavesOf(barrelFile);
    const { barrel, map } = exportMap(require, barrelFile, leaves);
    const lazy = lazyExports(require, barrelFile, map);
    expect(Object.keys(lazy)).toEqual(Object.keys(barrel));
    expect(Object.keys(barrel).length).toBeGreaterThan(50);
    const differing = Object.keys(barrel).filter((key) => lazy[key] !== barrel[key]);
    expect(differing).toEqual([]);
    // Our own barrels map every name to its leaf; @mui/material re-exports one name of @mui/utils, read from it whole.
    const unmapped = Object.keys(map).filter((key) => map[key] === null);
    expect(unmapped).toEqual(name === 'mui-material' ? ['unstable_composeClasses'] : []);
  });
});

describe('a barrel of our own', () => {
  let dir;
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fundnet-lazy-barrel-'));
    write(
      'index.ts',
      "// a barrel\nexport * from './nested';\nexport { b as renamed, type B } from './b';\nexport * as whole from './c';\n",
    );
    write('nested/index.ts', "/* a nested barrel */\nexport { a } from './a';\n");
    write('nested/a.ts', "globalThis.__loadedA = (globalThis.__loadedA ?? 0) + 1;\nexport const a = { name: 'a' };\n");
    write('b.ts', 'export interface B { x: number }\nexport function b() { return 2; }\n');
    write('c.ts', "export const c = 'c';\n");
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    delete globalThis.__loadedA;
  });

  it('follows nested barrels down to the files that define something', () => {
    const { leaves } = leavesOf(path.join(dir, 'index.ts'));
    expect(leaves.map((leaf) => path.relative(dir, leaf)).sort()).toEqual(['b.ts', 'c.ts', path.join('nested', 'a.ts')]);
    expect(isOwnBarrel(path.join(dir, 'nested/index.ts'), fs.readFileSync(path.join(dir, 'nested/index.ts'), 'utf8'))).toBe(true);
    expect(isOwnBarrel(path.join(dir, 'b.ts'), fs.readFileSync(path.join(dir, 'b.ts'), 'utf8'))).toBe(false);
  });

  it('changes its key when a leaf changes, so a new export is never missed', () => {
    const before = leavesOf(path.join(dir, 'index.ts')).key;
    write('c.ts', "export const c = 'c';\nexport const d = 'd';\n");
    expect(leavesOf(path.join(dir, 'index.ts')).key).not.toBe(before);
  });

  it('maps renamed and namespace re-exports, and loads a leaf only when one of its exports is read', () => {
    const barrelFile = path.join(dir, 'index.ts');
    let map;
    jest.isolateModules(() => {
      map = exportMap(require, barrelFile, leavesOf(barrelFile).leaves).map;
    });
    expect(map.renamed[1]).toBe('b');
    expect(map.whole[1]).toBe('*');
    delete globalThis.__loadedA;
    jest.isolateModules(() => {
      const lazy = lazyExports(require, barrelFile, map);
      expect(lazy.renamed()).toBe(2);
      expect(lazy.whole.c).toBe('c');
      expect(globalThis.__loadedA).toBeUndefined();
      expect(lazy.a).toEqual({ name: 'a' });
      expect(globalThis.__loadedA).toBe(1);
    });
  });
});
