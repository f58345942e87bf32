import { minify } from '@swc/core';
import { annotatePureCalls } from './pure-calls-loader';

const PURE = '/*#__PURE__*/ ';

describe('annotatePureCalls', () => {
  it('marks every call and new in top-level initializers, nested ones too', () => {
    const source = "export const a = v.object({ b: v.string('é'), c: v.pipe(v.string(), v.minLength(1, m.x)) });";
    expect(annotatePureCalls(source, 'a.ts')).toBe(
      `export const a = ${PURE}v.object({ b: ${PURE}v.string('é'), c: ${PURE}v.pipe(${PURE}v.string(), ${PURE}v.minLength(1, m.x)) });`,
    );
    expect(annotatePureCalls('let s = new Set(list);', 'a.ts')).toBe(`let s = ${PURE}new Set(list);`);
  });

  it('keeps bare top-level calls, and calls inside functions, classes and methods, as written', () => {
    const source = [
      'register(v.string());',
      'const f = () => v.string();',
      'export function g() { return v.object({}); }',
      'const o = { m() { return h(); }, get p() { return h(); } };',
      'class C { x = h(); }',
      'const fe = function () { return h(); };',
    ].join('\n');
    expect(annotatePureCalls(source, 'a.ts')).toBe(source);
  });

  it('marks a call on a call once, and leaves calls named in comments and strings alone', () => {
    expect(annotatePureCalls('const h = x.y().z();', 'a.ts')).toBe(`const h = ${PURE}x.y().z();`);
    const source = "// v.object()\n/** v.string() */\nconst s = 'v.object()';";
    expect(annotatePureCalls(source, 'a.ts')).toBe(source);
  });

  it('counts offsets in bytes before the call (accents, emoji) and parses TSX', () => {
    expect(annotatePureCalls("/* é 🙂 */ const a = 'ü', b = f(<i />);", 'a.tsx')).toBe(`/* é 🙂 */ const a = 'ü', b = ${PURE}f(<i />);`);
  });

  it('lets the minifier drop a schema nothing reads, and keep one that is read', async () => {
    const source = annotatePureCalls(
      'const unread = v.object({ a: v.string(m.x) });\nconst read = v.object({ b: v.number() });\nexport { read };',
      'a.js',
    );
    const { code } = await minify(source, { module: true, compress: true, mangle: false });
    expect(code).not.toContain('string');
    expect(code).toContain('number');
  });

  describe('dropDisplayNames (React Router)', () => {
    const source = [
      'var Form = React.forwardRef(function Form() { return "form-body"; });',
      'Form.displayName = "Form";',
      'var Link = React.forwardRef(function Link() { return "link-body"; });',
      "Link.displayName = 'Link';",
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'Link.displayName = computeName();',
      'export { Link };',
    ].join('\n');

    it('drops top-level `X.displayName = "…"` statements only, and only when asked', () => {
      const out = annotatePureCalls(source, 'a.mjs', { dropDisplayNames: true });
      expect(out).not.toContain('Form.displayName');
      expect(out).not.toContain("Link.displayName = 'Link'");
      expect(out).toContain('RenderErrorBoundary.contextType = RSCRouterContext;');
      expect(out).toContain('Link.displayName = computeName();');
      expect(annotatePureCalls(source, 'a.mjs')).toContain('Form.displayName = "Form";');
    });

    it('lets the minifier drop a component nothing renders, which its displayName statement kept', async () => {
      const minified = async (code: string) => (await minify(code, { module: true, compress: true, mangle: false })).code;
      expect(await minified(annotatePureCalls(source, 'a.mjs'))).toContain('form-body');
      const dropped = await minified(annotatePureCalls(source, 'a.mjs', { dropDisplayNames: true }));
      expect(dropped).not.toContain('form-body');
      expect(dropped).toContain('link-body');
    });
  });
});
