import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints';

// A production build as createAppConfig makes one (swc's minifier, maps written as files), of an entry and a lazy chunk.
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  writeFileSync(
    path.join(dir, 'index.js'),
    "export function greet(name) { return 'Hello ' + name; }\nimport('./later').then((m) => m.later(greet('you')));\n",
  );
  writeFileSync(path.join(dir, 'later.js'), 'export function later(text) { document.title = text; }\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    devtool: false,
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    plugins: [new CompileHintsPlugin(['main']), new webpack.SourceMapDevToolPlugin({ filename: '[file].map', append: false })],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  expect(stats.hasErrors()).toBe(false);
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const built = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');

it("puts the hint on the first line of the named chunk's script, where V8 reads it, after minifying", () => {
  expect(built('main.js').startsWith(COMPILE_HINT)).toBe(true);
  expect(built('main.js')).toContain('Hello ');
});

it('leaves the chunks it was not given alone', () => {
  const scripts = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  expect(scripts).toHaveLength(2);
  for (const file of scripts.filter((name) => name !== 'main.js')) expect(built(file)).not.toContain('allFunctionsCalledOnLoad');
});

it("keeps the source map true: the entry's code maps back to its source from the line below the hint", () => {
  const consumer = new SourceMapConsumer(JSON.parse(built('main.js.map')));
  const lines = built('main.js').split('\n');
  const line = lines.findIndex((text) => text.includes('Hello '));
  expect(line).toBeGreaterThan(0);
  const position = consumer.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('Hello ') });
  expect(position.source).toMatch(/index\.js$/);
  expect(position.line).toBe(1);
});
