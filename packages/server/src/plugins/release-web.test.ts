/** @database any: the web app's files from the release store, the same on either database (jest.config.cjs). */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type EnvironmentDocument, environmentKey, IMMUTABLE } from '../lib/releases';
import { LocalDiskStorage, S3Storage } from '../lib/storage';
import { type LocalS3, startLocalS3 } from '../test/s3rver';
import { startTestApp, type TestApp } from '../test/test-app';
import { shellIndexFor } from './release-web';

// WEB_RELEASE_ENV: an environment of the release store served as the web app (issue 32): its map uncached, released
// files immutable, and a promotion live on the next request without a restart.
let t: TestApp;
let dir: string;
const PRERENDER_GATE_HASH = "'sha256-Oa5pMigGnNQvvDLFo1n9iLAiHsBcBBcrOpn2sp8085I='";
let store: LocalDiskStorage;

const put = (key: string, content: string) => store.put(key, Buffer.from(content), { contentType: 'application/octet-stream' });
const promoted = (version: string) => ({ version, promotedAt: '2026-11-29T08:00:00.000Z', promotedBy: 'test' });
const writeEnvironment = (areas: EnvironmentDocument['areas']) =>
  put(
    environmentKey('production'),
    JSON.stringify({ environment: 'production', revision: 1, areas, history: [] } satisfies EnvironmentDocument),
  );

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fundnet-release-web-'));
  store = new LocalDiskStorage(dir);
  await put(
    'releases/shell/0.1.0_aaa1111/index.html',
    '<!doctype html><html><head><link rel="icon" href="/favicon-32.png"><script defer src="/main.js"></script></head><body></body></html>',
  );
  await put('releases/shell/0.1.0_aaa1111/main.js', 'console.log("shell");');
  // Its start pages rendered ahead of time (ADR 0101), released with it.
  await put(
    'releases/shell/0.1.0_aaa1111/prerendered/pages.json',
    JSON.stringify({ gateScriptHash: PRERENDER_GATE_HASH, pages: { '/login': 'login.html' } }),
  );
  await put(
    'releases/shell/0.1.0_aaa1111/prerendered/login.html',
    '<!doctype html><html><head><script defer src="/main.js"></script><script>gate()</script></head><body>' +
      '<main id="fundnet-main" data-prerendered="/login"><h1>Log in to Fundnet</h1><a href="/signup">Create an account</a></main></body></html>',
  );
  await put('releases/shell/0.1.0_aaa1111/release.json', '{"builtBy":"someone@example.com"}');
  for (const version of ['0.1.0_bbb1111', '0.2.0_bbb2222']) {
    await put(`releases/mfe-dataroom/${version}/mf-manifest.json`, `{"name":"mfe_dataroom","v":"${version}"}`);
    await put(`releases/mfe-dataroom/${version}/remoteEntry.js`, 'console.log("remote");');
    await put(`releases/mfe-dataroom/${version}/123.abcdef12.js`, 'console.log("chunk");');
  }
  await put('releases/mfe-dataroom/0.1.0_bbb1111/remoteEntry.js.map', '{"sources":["secret.ts"]}');
  // The build's Brotli copy of a chunk (packages/mf-config/src/precompressed-copies.ts), released beside it.
  await store.put('releases/mfe-dataroom/0.1.0_bbb1111/123.abcdef12.js.br', brotliCompressSync('console.log("chunk");'), {
    contentType: 'application/octet-stream',
  });
  await put('releases/mfe-dataroom/0.2.0_bbb2222/storybook/index.html', '<!doctype html><title>Storybook</title>');
  await put('releases/mfe-dataroom/0.2.0_bbb2222/review/0.1.0_bbb1111/index.html', '<!doctype html><title>Review</title>');
  await put('releases/mfe-dataroom/0.2.0_bbb2222/review.json', '{"comparisons":[{"decision":{"by":"dana@example.com"}}]}');
  await writeEnvironment({ shell: promoted('0.1.0+aaa1111'), 'mfe-dataroom': promoted('0.1.0+bbb1111') });
  t = await startTestApp({ WEB_RELEASE_ENV: 'production', RELEASE_STORE: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

it('serves the environment map uncached, naming each released manifest', async () => {
  const res = await t.call('GET', '/remotes.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.body).toEqual({ mfe_dataroom: '/releases/mfe-dataroom/0.1.0_bbb1111/mf-manifest.json' });
});

it.each(['mf-manifest.json', 'remoteEntry.js', '123.abcdef12.js'])('serves the released %s immutable', async (file) => {
  const res = await t.call('GET', `/releases/mfe-dataroom/0.1.0_bbb1111/${file}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(res.headers.get('content-type')).toMatch(file.endsWith('.json') ? /^application\/json/ : /^application\/javascript/);
});

it("sends a released file's Brotli copy to a browser that takes it, and the file to one that does not (issue 33.1)", async () => {
  const get = (encoding?: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const { hostname, port } = new URL(t.baseUrl);
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      request({ hostname, port, path: '/releases/mfe-dataroom/0.1.0_bbb1111/123.abcdef12.js', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  const brotli = await get('gzip, deflate, br');
  expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': IMMUTABLE, vary: 'accept-encoding' });
  expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
  expect(brotliDecompressSync(brotli.body).toString()).toBe('console.log("chunk");');
  // No gzip copy was released: the file, compressed as it goes out (plugins/compression.ts).
  const gzip = await get('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe('console.log("chunk");');
  const plain = await get();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe('console.log("chunk");');
});

it("serves the promoted shell's page uncached, its scripts under its release and the map named", async () => {
  for (const url of ['/', '/fund/discovery']) {
    const res = await t.call('GET', url, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body).toContain('src="/releases/shell/0.1.0_aaa1111/main.js"');
    expect(res.body).toContain('href="/releases/shell/0.1.0_aaa1111/favicon-32.png"');
    expect(res.body).toContain('<meta name="fundnet-remotes" content="/remotes.json">');
  }
  expect((await t.call('GET', '/releases/shell/0.1.0_aaa1111/main.js')).headers.get('cache-control')).toBe(IMMUTABLE);
});

it('makes a promotion live on the next request, without a restart', async () => {
  await writeEnvironment({ shell: promoted('0.1.0+aaa1111'), 'mfe-dataroom': promoted('0.2.0+bbb2222') });
  expect((await t.call('GET', '/remotes.json')).body).toEqual({ mfe_dataroom: '/releases/mfe-dataroom/0.2.0_bbb2222/mf-manifest.json' });
  // The previous release keeps being served (a page loaded before the promotion still finishes loading).
  expect((await t.call('GET', '/releases/mfe-dataroom/0.1.0_bbb1111/remoteEntry.js')).status).toBe(200);
});

it("serves a release's Storybook immutable and its review page uncached, each from its folder's address", async () => {
  for (const url of ['/releases/mfe-dataroom/0.2.0_bbb2222/storybook/', '/releases/mfe-dataroom/0.2.0_bbb2222/storybook/index.html']) {
    const res = await t.call('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  }
  const review = await t.call('GET', '/releases/mfe-dataroom/0.2.0_bbb2222/review/0.1.0_bbb1111/');
  expect(review.status).toBe(200);
  expect(review.body).toContain('<title>Review</title>');
  expect(review.headers.get('cache-control')).toBe('no-cache');
});

it.each([
  '/releases/mfe-dataroom/0.2.0_bbb2222/review.json',
  '/releases/mfe-dataroom/0.2.0_bbb2222/',
  '/releases/mfe-dataroom/0.1.0_bbb1111/missing.js',
  '/releases/mfe-dataroom/0.1.0_bbb1111/remoteEntry.js.map',
  '/releases/shell/0.1.0_aaa1111/release.json',
  '/releases/mfe-unknown/0.1.0_bbb1111/remoteEntry.js',
  '/releases/mfe-dataroom/latest/remoteEntry.js',
])('answers %s with 404', async (url) => {
  const res = await t.call('GET', url);
  expect(res.status).toBe(404);
  expect(JSON.stringify(res.body)).not.toContain('secret.ts');
});

it("refuses a '..' sent as is (a browser resolves it before sending, a raw client may not)", async () => {
  for (const url of [
    '/releases/mfe-dataroom/0.1.0_bbb1111/../../shell/0.1.0_aaa1111/main.js',
    '/releases/mfe-dataroom/0.1.0_bbb1111/%2E%2E/x.js',
  ]) {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      // node:http sends the path as written (fetch would resolve the dots first).
      const { hostname, port } = new URL(t.baseUrl);
      request({ hostname, port, path: url }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
  }
});

it('rewrites root-relative URLs only, not protocol-relative ones', () => {
  expect(
    shellIndexFor('<head><script src="/main.js"></script><script src="//cdn.example/x.js"></script></head>', '/releases/shell/1.0.0_a/'),
  ).toBe(
    '<head><script src="/releases/shell/1.0.0_a/main.js"></script><script src="//cdn.example/x.js"></script><meta name="fundnet-remotes" content="/remotes.json"></head>',
  );
});

it("keeps the page's preload of the map on the environment's /remotes.json, the map its meta names", () => {
  const preload = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">';
  expect(shellIndexFor(`<head>${preload}<script src="/main.js"></script></head>`, '/releases/shell/1.0.0_a/')).toBe(
    `<head>${preload}<script src="/releases/shell/1.0.0_a/main.js"></script><meta name="fundnet-remotes" content="/remotes.json"></head>`,
  );
  // Another file of that name deeper in the shell's folder is the shell's own.
  expect(shellIndexFor('<head><link href="/remotes.json.map"></head>', '/r/')).toContain('href="/r/remotes.json.map"');
});

// Remote overrides (issue 32.5, ADR 0075): off in a release environment unless the server is started with the allow flag.
it('allows no remote override in a release environment by default: no meta, no other origin in the policy', async () => {
  const res = await t.call('GET', '/', { headers: { accept: 'text/html' } });
  expect(res.body).not.toContain('fundnet-remote-overrides');
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  expect(res.headers.get('content-security-policy')).not.toContain('localhost');
});

describe('a release environment started with WEB_REMOTE_OVERRIDES', () => {
  let allowing: TestApp;
  beforeAll(async () => {
    allowing = await startTestApp({
      WEB_RELEASE_ENV: 'production',
      RELEASE_STORE: dir,
      WEB_REMOTE_OVERRIDES: 'https://*.preview.example.com, http://localhost:*',
    });
  });
  afterAll(() => allowing.close());

  it('names the allowed origins in the page and lets its policy load scripts from them', async () => {
    const res = await allowing.call('GET', '/dataRoom', { headers: { accept: 'text/html' } });
    expect(res.body).toContain('<meta name="fundnet-remote-overrides" content="https://*.preview.example.com http://localhost:*">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://*.preview.example.com http://localhost:*;");
    expect(csp).toContain("connect-src 'self' https://*.preview.example.com http://localhost:*;");
  });
});

it.each(['on', 'http://localhost:*/path', 'ftp://localhost', '*'])('refuses to start with WEB_REMOTE_OVERRIDES=%s', async (value) => {
  await expect(startTestApp({ WEB_RELEASE_ENV: 'production', RELEASE_STORE: dir, WEB_REMOTE_OVERRIDES: value })).rejects.toThrow(
    /WEB_REMOTE_OVERRIDES/,
  );
});

// The same from an S3 bucket (s3rver, the local S3 of the storage tests), the files' address a CDN's.
describe('an environment in an S3 bucket, its files behind a CDN', () => {
  let s3: LocalS3;
  let cdn: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3('fundnet-releases');
    const bucket = new S3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: 'us-east-1',
      forcePathStyle: true,
      publicUrl: undefined,
    });
    const document: EnvironmentDocument = {
      environment: 'production',
      revision: 1,
      areas: { shell: promoted('0.1.0+aaa1111'), 'mfe-admin': promoted('0.3.0+ccc3333') },
      history: [],
    };
    await bucket.put(environmentKey('production'), Buffer.from(JSON.stringify(document)), { contentType: 'application/json' });
    await bucket.put('releases/shell/0.1.0_aaa1111/index.html', Buffer.from('<html><head><script src="/main.js"></script></head></html>'), {
      contentType: 'text/html',
    });
    await bucket.put('releases/mfe-admin/0.3.0_ccc3333/remoteEntry.js', Buffer.from('console.log("admin");'), {
      contentType: 'application/javascript',
    });
    // The S3_* settings are the data room's (its files in S3_BUCKET); the release store names its own bucket.
    cdn = await startTestApp({
      ...s3.env,
      WEB_RELEASE_ENV: 'production',
      RELEASE_STORE: 's3://fundnet-releases',
      RELEASE_PUBLIC_URL: 'https://cdn.example.com/releases/',
    });
  });
  afterAll(async () => {
    await cdn?.close();
    await s3?.close();
  });

  it('names the CDN in the map and the page, and allows its origin for scripts', async () => {
    expect((await cdn.call('GET', '/remotes.json')).body).toEqual({
      mfe_admin: 'https://cdn.example.com/releases/mfe-admin/0.3.0_ccc3333/mf-manifest.json',
    });
    const page = await cdn.call('GET', '/admin', { headers: { accept: 'text/html' } });
    expect(page.body).toContain('src="https://cdn.example.com/releases/shell/0.1.0_aaa1111/main.js"');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' https://cdn.example.com");
  });

  it('serves a released file from the bucket, immutable (the CDN fetches it from here)', async () => {
    const res = await cdn.call('GET', '/releases/mfe-admin/0.3.0_ccc3333/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.body).toBe('console.log("admin");');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  });
});

describe("the promoted shell's prerendered start pages (ADR 0101)", () => {
  it('sends one for its address: scripts from the release, links to the app where they were, the gate allowed', async () => {
    const res = await t.call<string>('GET', '/login', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body).toContain('<script defer src="/releases/shell/0.1.0_aaa1111/main.js">');
    expect(res.body).toContain('<meta name="fundnet-remotes" content="/remotes.json"></head>');
    expect(res.body).toContain('data-prerendered="/login"><h1>Log in to Fundnet</h1><a href="/signup">');
    expect(res.headers.get('content-security-policy')).toContain(PRERENDER_GATE_HASH);
  });

  it('sends the page rendered in the browser for the same address with a query', async () => {
    const res = await t.call<string>('GET', '/login?returnTo=%2Fdataroom', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('data-prerendered');
    expect(res.headers.get('content-security-policy')).not.toContain('sha256');
  });
});

describe('the landing page rendered per request by renderers released with their areas (ADR 0102)', () => {
  const shellRenderer = `
exports.renderTopBar = async (address) => '<header>Bar at ' + address + '</header>';
exports.composePage = (html, address, regions, queries) => html.replace('<body>',
  '<body><div id="fundnet-topbar" data-prerendered="' + address + '">' + regions['fundnet-topbar'] + '</div>' +
  '<main id="fundnet-main" data-prerendered="' + address + '">' + regions['fundnet-main'] + '</main>' +
  '<script type="application/json" id="fundnet-prerendered-queries">' + JSON.stringify(queries) + '</script>');`;
  const discoveryRenderer = `
exports.renderedPaths = ['/'];
exports.renderRegion = async (address, { fetch }) => {
  const health = await (await fetch('http://fundnet-render.internal/api/health')).json();
  return { html: '<h1>Released landing page (' + health.status + ')</h1>', queries: [{ queryKey: ['health'], data: health }] };
};`;
  const page = () => t.call<string>('GET', '/', { headers: { accept: 'text/html' } });

  beforeAll(async () => {
    await put('renderers/shell/0.1.0_aaa1111/render-start-pages.cjs', shellRenderer);
    await put('releases/mfe-discovery/0.3.0_ccc3333/mf-manifest.json', '{"name":"mfe_discovery"}');
    await put('renderers/mfe-discovery/0.3.0_ccc3333/render-start-pages.cjs', discoveryRenderer);
  });
  afterAll(() => writeEnvironment({ shell: promoted('0.1.0+aaa1111'), 'mfe-dataroom': promoted('0.1.0+bbb1111') }));

  it('renders / once the area that renders it is promoted, and stops on its rollback', async () => {
    await writeEnvironment({ shell: promoted('0.1.0+aaa1111'), 'mfe-dataroom': promoted('0.1.0+bbb1111') });
    expect((await page()).body).not.toContain('data-prerendered');

    await writeEnvironment({ shell: promoted('0.1.0+aaa1111'), 'mfe-discovery': promoted('0.3.0+ccc3333') });
    const rendered = await page();
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain('<script defer src="/releases/shell/0.1.0_aaa1111/main.js">');
    expect(rendered.body).toContain('<div id="fundnet-topbar" data-prerendered="/"><header>Bar at /</header></div>');
    expect(rendered.body).toContain('<main id="fundnet-main" data-prerendered="/"><h1>Released landing page (ok)</h1></main>');
    expect(rendered.headers.get('content-security-policy')).toContain(PRERENDER_GATE_HASH);

    await writeEnvironment({ shell: promoted('0.1.0+aaa1111'), 'mfe-dataroom': promoted('0.1.0+bbb1111') });
    expect((await page()).body).not.toContain('data-prerendered');
  });

  it('never serves a renderer: it is the server’s, stored apart from the released files', async () => {
    for (const url of [
      '/releases/mfe-discovery/0.3.0_ccc3333/render-start-pages.cjs',
      '/renderers/mfe-discovery/0.3.0_ccc3333/render-start-pages.cjs',
    ]) {
      const res = await t.call('GET', url);
      expect(res.status).toBe(404);
      expect(String(JSON.stringify(res.body))).not.toContain('renderRegion');
    }
  });
});
