import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { extractMetadata, isPublicAddress, PREFILL_MAX_BYTES, prefillFromWebsite } from './prefill';
import { as } from '../fund-info/test-support';

/** POST fund-info/prefill against pages served by a local HTTP server, and its SSRF guard. */

let t: TestApp;
/** The same API with OUTBOUND_FETCH_ALLOW_LOOPBACK=true (tests only), so pages served from 127.0.0.1 can be read. */
let loopbackApp: TestApp;
let user: TestUser;
let site: http.Server;
let base: string;

const page = `<!doctype html><html><head>
  <meta charset="utf-8">
  <title>  Northwind Ventures &amp; Partners — Seed to Series A </title>
  <meta name="description" content="We back &quot;technical&quot; founders in DACH.">
  <meta property="og:description" content="OG description">
  <meta property="og:image" content="/img/og.png">
  <link rel="icon" href="/favicon.ico">
</head><body>Hello</body></html>`;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    switch (req.url) {
      case '/':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(page);
      case '/og-only':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(
          `<html><head><meta property='og:title' content='OG title'><meta property="og:description" content="Only OG">` +
            `<link rel="apple-touch-icon" href="https://cdn.example.com/apple.png"><link rel="shortcut icon" href="/fav.png"></head></html>`,
        );
      case '/icon-only':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><head><title>Icon</title><link href="fav.png" rel="icon"></head></html>');
      case '/redirect':
        res.writeHead(302, { location: '/' });
        return res.end();
      case '/redirect-private':
        res.writeHead(301, { location: 'http://10.20.30.40/admin' });
        return res.end();
      case '/redirect-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/loop':
        res.writeHead(302, { location: '/loop' });
        return res.end();
      case '/json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"title":"no"}');
      case '/big': {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head><title>Big page</title></head><body>');
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 3 * PREFILL_MAX_BYTES) {
            sent += chunk.length;
            // Past the first 1.5 MB: a description the reader must never get to.
            const late = sent === 24 * chunk.length ? '<meta name="description" content="too late">' : '';
            if (!res.write(late ? Buffer.concat([chunk, Buffer.from(late)]) : chunk)) return void res.once('drain', pump);
          }
          res.end('</body></html>');
        };
        res.on('error', () => {});
        return pump();
      }
      case '/stall':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head>');
        return; // never ends
      default:
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await startTestApp();
  loopbackApp = await startTestApp({ OUTBOUND_FETCH_ALLOW_LOOPBACK: 'true' });
  user = await createUser(t);
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await t.close();
  await loopbackApp.close();
});

const prefillOn = (app: TestApp, websiteUrl: unknown) => app.call('POST', '/api/fund-info/prefill', { ...as(user), body: { websiteUrl } });
const prefill = (websiteUrl: unknown) => prefillOn(t, websiteUrl);

describe('with loopback allowed (tests only)', () => {
  // In this block every call goes to the app that lets loopback through.
  const prefill = (websiteUrl: unknown) => prefillOn(loopbackApp, websiteUrl);

  it('reads the title, the meta description and og:image as the logo', async () => {
    const res = await prefill(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      websiteUrl: `${base}/`,
      title: 'Northwind Ventures & Partners — Seed to Series A',
      description: 'We back "technical" founders in DACH.',
      logo: `${base}/img/og.png`,
    });
  });

  it('falls back to og:title, og:description and the apple-touch-icon, then the icon', async () => {
    expect((await prefill(`${base}/og-only`)).body).toEqual({
      websiteUrl: `${base}/og-only`,
      title: 'OG title',
      description: 'Only OG',
      logo: 'https://cdn.example.com/apple.png',
    });
    expect((await prefill(`${base}/icon-only`)).body).toEqual({
      websiteUrl: `${base}/icon-only`,
      title: 'Icon',
      description: null,
      logo: `${base}/fav.png`,
    });
  });

  it('follows a redirect and answers the final address', async () => {
    const res = await prefill(`${base}/redirect`);
    expect(res.status).toBe(200);
    expect(res.body.websiteUrl).toBe(`${base}/`);
    expect(res.body.title).toMatch(/^Northwind/);
  });

  it.each(['/redirect-private', '/redirect-metadata'])('refuses a redirect to a private address (%s)', async (path) => {
    const res = await prefill(`${base}${path}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ websiteUrl: ['This address cannot be read for security reasons'] });
  });

  it.each(['/loop', '/json', '/missing'])('answers 422 when the page cannot be read (%s)', async (path) => {
    const res = await prefill(`${base}${path}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ websiteUrl: ['We could not read this website'] });
  });

  it('answers 422 when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const res = await prefill(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(422);
    expect(res.body.errors.websiteUrl).toEqual(['We could not read this website']);
  });

  it('stops reading at 1 MB and still parses the head', async () => {
    const res = await prefill(`${base}/big`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Big page');
    // The description sits 1.5 MB in: never read.
    expect(res.body.description).toBeNull();
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await expect(
      prefillFromWebsite(`${base}/stall`, { allowLoopback: true, timeoutMs: 300, maxBytes: PREFILL_MAX_BYTES }),
    ).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { websiteUrl: ['We could not read this website'] },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('still refuses private, link-local and unspecified addresses', async () => {
    for (const url of [
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
      'http://0.0.0.0/',
    ]) {
      const res = await prefill(url);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ websiteUrl: ['This address cannot be read for security reasons'] });
    }
  });
});

describe('without the test flag', () => {
  it.each(['127.0.0.1', 'localhost', '[::1]'])('refuses loopback (%s)', async (host) => {
    const port = (site.address() as AddressInfo).port;
    const res = await prefill(`http://${host}:${port}/`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: 'This address cannot be read for security reasons',
      errors: { websiteUrl: ['This address cannot be read for security reasons'] },
    });
  });
});

describe('validation', () => {
  it.each([
    [undefined, 'Please enter website'],
    ['', 'Please enter website'],
    ['ftp://files.example.com', 'Invalid URL format'],
    ['javascript:alert(1)', 'Invalid URL format'],
    ['file:///etc/passwd', 'Invalid URL format'],
    ['http://user:secret@example.com/', 'Invalid URL format'],
    ['http://exa mple.com', 'Invalid URL format'],
  ])('rejects %j', async (websiteUrl, message) => {
    const res = await prefill(websiteUrl);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ websiteUrl: [message] });
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
    ['127.0.0.1', false],
    ['127.10.0.1', false],
    ['::1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.32.0.1', true],
    ['192.168.0.10', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['not-an-ip', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('lets loopback through only when asked', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
  });
});

describe('extractMetadata', () => {
  it('reads attributes in any order and quoting, decodes entities, ignores non-http logos', () => {
    const html = `<HEAD><Title>A &#38; B &#x263A;</Title><meta content='Desc' name=description><meta property="og:image" content="javascript:alert(1)"><link rel="icon" href="data:image/png;base64,xx"></HEAD>`;
    expect(extractMetadata(html, 'https://fund.example/')).toEqual({
      websiteUrl: 'https://fund.example/',
      title: 'A & B ☺',
      description: 'Desc',
      logo: null,
    });
  });

  it('answers nulls for a page without a head', () => {
    expect(extractMetadata('<p>hi</p>', 'https://fund.example/')).toEqual({
      websiteUrl: 'https://fund.example/',
      title: null,
      description: null,
      logo: null,
    });
  });
});
