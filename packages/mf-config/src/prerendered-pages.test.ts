import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { prerenderedFileOf, scriptHashOf, writePrerenderedPages } from './prerendered-pages';

const indexHtml =
  '<!doctype html><html><head><title>Fundnet</title><script defer src="/main.js"></script></head>' +
  '<body><div id="fundnet-topbar"></div><main id="fundnet-main"></main></body></html>';
const gate = { script: 'document.documentElement.dataset.x=1', style: '[data-client-render] [data-prerendered]{visibility:hidden}' };

describe('prerenderedFileOf', () => {
  it('names a page by its one path segment', () => {
    expect(prerenderedFileOf('/login')).toBe('login.html');
    expect(prerenderedFileOf('/help-center')).toBe('help-center.html');
  });

  it("refuses the app's own page and addresses that are not one plain segment", () => {
    for (const address of ['/', '/fund/discovery', 'login', '/../x', '/a.b']) expect(() => prerenderedFileOf(address)).toThrow();
  });
});

it('hashes the gate as a Content-Security-Policy source expression', () => {
  const expected = createHash('sha256').update(gate.script).digest('base64');
  expect(scriptHashOf(gate.script)).toBe(`'sha256-${expected}'`);
});

/** A temporary folder with a browser build's dist/ (its index.html) in it, removed afterwards. */
async function withBuiltDist(test: (dir: string, dist: string) => Promise<void>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'prerendered-pages-'));
  try {
    const dist = path.join(dir, 'dist');
    await mkdir(dist);
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await test(dir, dist);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

it('writes every page, its compressed copies and the manifest the server reads', () =>
  withBuiltDist(async (dir, dist) => {
    const bundle = path.join(dir, 'render-start-pages.cjs');
    await writeFile(
      bundle,
      `exports.prerenderedPaths = ['/login', '/about'];
       exports.renderStartPage = async (address) => ({ 'fundnet-main': ('<h1>' + address + '</h1>').repeat(200) });
       exports.composePage = (html, address, regions) => html.replace('<main id="fundnet-main"></main>',
         '<main id="fundnet-main" data-prerendered="' + address + '">' + regions['fundnet-main'] + '</main>');
       exports.clientRenderGate = ${JSON.stringify(gate)};`,
    );
    const manifest = await writePrerenderedPages(bundle, dist);
    expect(manifest).toEqual({ gateScriptHash: scriptHashOf(gate.script), pages: { '/login': 'login.html', '/about': 'about.html' } });
    expect(JSON.parse(await readFile(path.join(dist, 'prerendered/pages.json'), 'utf8'))).toEqual(manifest);
    const login = await readFile(path.join(dist, 'prerendered/login.html'), 'utf8');
    expect(login).toContain('data-prerendered="/login"><h1>/login</h1>');
    expect(gunzipSync(await readFile(path.join(dist, 'prerendered/login.html.gz'))).toString('utf8')).toBe(login);
    expect((await readFile(path.join(dist, 'prerendered/about.html.br'))).length).toBeGreaterThan(0);
  }));

it('writes nothing for an area the API renders per request (ADR 0102): its bundle has no pages of its own', () =>
  withBuiltDist(async (dir, dist) => {
    const bundle = path.join(dir, 'render-start-pages.cjs');
    await writeFile(bundle, `exports.renderedPaths = ['/']; exports.renderRegion = async () => ({ html: '', queries: [] });`);
    expect(await writePrerenderedPages(bundle, dist)).toBeNull();
    await expect(readFile(path.join(dist, 'prerendered/pages.json'))).rejects.toThrow('ENOENT');
  }));
