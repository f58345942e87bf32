import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../test/test-app';
import { parsePrerenderedManifest, prerenderedAddressOf, withGateScriptAllowed } from './prerendered-pages';

const GATE_HASH = "'sha256-Oa5pMigGnNQvvDLFo1n9iLAiHsBcBBcrOpn2sp8085I='";
const manifest = { gateScriptHash: GATE_HASH, pages: { '/login': 'login.html', '/help-center': 'help-center.html' } };
const loginPage =
  '<!doctype html><html><head><title>Fundnet</title><script>gate()</script></head><body>' +
  `<main id="fundnet-main" data-prerendered="/login"><h1>Log in to Fundnet</h1>${'<p>Welcome back.</p>'.repeat(100)}</main></body></html>`;
const shellPage = '<!doctype html><html><head><title>Fundnet</title></head><body><main id="fundnet-main"></main></body></html>';

describe('the prerendered pages manifest', () => {
  it('reads a manifest the build wrote', () => {
    expect(parsePrerenderedManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it.each([
    ['none', undefined],
    ['not JSON', '{'],
    ['no hash', JSON.stringify({ pages: manifest.pages })],
    ['a hash that is not a source expression', JSON.stringify({ ...manifest, gateScriptHash: "'unsafe-inline'" })],
    ['an address with two segments', JSON.stringify({ ...manifest, pages: { '/fund/discovery': 'x.html' } })],
    ['a file outside the folder', JSON.stringify({ ...manifest, pages: { '/login': '../index.html' } })],
  ])('ignores %s: pages are sent as before', (_name, text) => {
    expect(parsePrerenderedManifest(text)).toBeNull();
  });

  it('takes an address exactly as rendered, never one with a query or another address', () => {
    expect(prerenderedAddressOf('/login', manifest)).toBe('/login');
    expect(prerenderedAddressOf('/login?returnTo=%2Ffund', manifest)).toBeNull();
    expect(prerenderedAddressOf('/login/', manifest)).toBeNull();
    expect(prerenderedAddressOf('/signup', manifest)).toBeNull();
    expect(prerenderedAddressOf('/constructor', manifest)).toBeNull();
    expect(prerenderedAddressOf('/login', null)).toBeNull();
  });

  it("allows the gate's inline script by its hash, and only in script-src", () => {
    const csp = "default-src 'self'; script-src 'self' http://localhost:*; connect-src 'self'";
    expect(withGateScriptAllowed(csp, GATE_HASH)).toBe(
      `default-src 'self'; script-src 'self' http://localhost:* ${GATE_HASH}; connect-src 'self'`,
    );
  });
});

/** A WEB_ROOT with a built shell that has prerendered pages: `/login` (with its compressed copies) and `/help-center`. */
function webRootWithPrerenderedPages() {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'fundnet-prerendered-'));
  const put = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    writeFileSync(path.join(webRoot, file), content);
  };
  put('shell/dist/index.html', shellPage);
  put('shell/dist/remotes.json', '{}');
  put('shell/dist/prerendered/pages.json', JSON.stringify(manifest));
  put('shell/dist/prerendered/login.html', loginPage);
  put('shell/dist/prerendered/login.html.br', brotliCompressSync(loginPage));
  put('shell/dist/prerendered/login.html.gz', gzipSync(loginPage));
  put('shell/dist/prerendered/help-center.html', loginPage.replaceAll('/login', '/help-center'));
  return webRoot;
}

describe.each([
  ['overrides off: the build’s compressed copies', 'off'],
  ['overrides allowed (npm start): the page with their meta, compressed on the fly', 'localhost'],
])('static web with prerendered pages, %s', (_name, overrides) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = webRootWithPrerenderedPages();
    t = await startTestApp({ WEB_ROOT: webRoot, WEB_REMOTE_OVERRIDES: overrides });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a prerendered address its page, with the gate allowed by its hash and revalidated', async () => {
    const res = await t.call('GET', '/login', { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(String(res.body)).toContain('<h1>Log in to Fundnet</h1>');
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`script-src 'self'[^;]* ${GATE_HASH.replace(/[+/=]/g, '\\$&')}`));
    if (overrides === 'localhost') expect(String(res.body)).toContain('<meta name="fundnet-remote-overrides"');
    else expect(String(res.body)).not.toContain('fundnet-remote-overrides');
  });

  it('sends the page rendered in the browser for an address with a query, or one not prerendered', async () => {
    for (const url of ['/login?returnTo=%2Ffund', '/signup', '/']) {
      const res = await t.call('GET', url, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(String(res.body)).toContain('<main id="fundnet-main"></main>');
      expect(res.headers.get('content-security-policy')).not.toContain('sha256');
    }
  });

  it('sends a page without its compressed copies as it is', async () => {
    const res = await t.call('GET', '/help-center', { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(String(res.body)).toContain('data-prerendered="/help-center"');
  });
});
