/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isForbiddenAddress, type SafeFetchOptions, safeFetch } from './safe-fetch';

/** The SSRF guard shared by upload/getByUrl and fund-info/prefill, against a local HTTP server. */

let server: http.Server;
let port: number;
let base: string;
const hanging: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = Number(url.searchParams.get('n'));
    switch (url.pathname) {
      case '/hello':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
      case '/chain': // /chain?n=3 redirects 3 times, then answers
        if (hops > 0) return res.writeHead(302, { location: `/chain?n=${hops - 1}` }).end();
        return res.writeHead(200).end('end of chain');
      case '/to':
        return res.writeHead(307, { location: url.searchParams.get('url')! }).end();
      case '/no-location':
        return res.writeHead(302).end();
      case '/sized':
        return res.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000, 'a'));
      case '/unsized':
        res.writeHead(200);
        res.write(Buffer.alloc(3000, 'a'));
        return res.end(Buffer.alloc(2000, 'b'));
      case '/json':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      case '/headers-only': // headers, then a body that never comes
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial');
        return hanging.push(res);
      case '/hang': // no answer at all
        return hanging.push(res);
      case '/echo-auth':
        return res.writeHead(200).end(req.headers.authorization ?? 'none');
      default:
        return res.writeHead(404).end('missing');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => jest.restoreAllMocks());

const loopback: SafeFetchOptions = { allowLoopback: true, timeoutMs: 2_000, maxBytes: 10_000 };
const strict: SafeFetchOptions = { timeoutMs: 2_000, maxBytes: 10_000 };

/** Makes `name` resolve to `addresses` (every other name resolves as usual). */
function resolveName(name: string, addresses: string[]) {
  const real = dns.lookup;
  return jest.spyOn(dns, 'lookup').mockImplementation(((hostname: string, options: any, callback: any) => {
    if (hostname !== name) return (real as any)(hostname, options, callback);
    const list = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    process.nextTick(() => (options.all ? callback(null, list) : callback(null, list[0]!.address, list[0]!.family)));
  }) as any);
}

describe('isForbiddenAddress', () => {
  it.each([
    // loopback
    ['127.0.0.1', true],
    ['127.10.0.1', true],
    ['::1', true],
    ['[::1]', true],
    // private, CGNAT, link-local (cloud metadata), unspecified, multicast, reserved, broadcast
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.0.10', true],
    ['100.64.0.1', true],
    ['100.127.255.254', true],
    ['169.254.169.254', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['239.255.255.250', true],
    ['240.0.0.1', true],
    ['255.255.255.255', true],
    ['192.0.2.1', true],
    // IPv6: unspecified, unique-local, link-local, site-local, multicast, documentation
    ['::', true],
    ['fc00::1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['fec0::1', true],
    ['ff02::1', true],
    ['2001:db8::1', true],
    // IPv4 inside IPv6: mapped (every spelling), compatible, translated, NAT64, 6to4, Teredo
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['0:0:0:0:0:ffff:7f00:1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:169.254.169.254', true],
    ['::ffff:a9fe:a9fe', true],
    ['::127.0.0.1', true],
    ['::ffff:0:127.0.0.1', true],
    ['64:ff9b::10.0.0.1', true],
    ['2002:7f00:1::', true],
    ['2001:0:4136:e378::1', true],
    // not an IP address at all
    ['not-an-ip', true],
    ['localhost', true],
    ['', true],
    // public
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['172.32.0.1', false],
    ['100.128.0.1', false],
    ['::ffff:8.8.8.8', false],
    ['2606:4700:4700::1111', false],
  ])('%s forbidden: %s', (address, expected) => {
    expect(isForbiddenAddress(address)).toBe(expected);
  });

  it('lets loopback through only when asked, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isForbiddenAddress(address, true)).toBe(false);
    for (const address of ['10.0.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::', 'fe80::1', '::ffff:10.0.0.1']) {
      expect(isForbiddenAddress(address, true)).toBe(true);
    }
  });
});

describe('safeFetch', () => {
  it('reads a page from loopback when loopback is allowed', async () => {
    const res = await safeFetch(`${base}/hello`, loopback);
    expect(res).toMatchObject({ status: 200, truncated: false });
    expect(res.body.toString()).toBe('hello');
    expect(res.url.toString()).toBe(`${base}/hello`);
    expect(res.headers['content-type']).toBe('text/plain');
  });

  it.each(['ftp://example.com/a', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/plain,hi', 'not a url', 'http://'])(
    'refuses %s as an unsupported URL',
    async (url) => {
      await expect(safeFetch(url, loopback)).rejects.toMatchObject({ reason: 'unsupported-url' });
    },
  );

  it('refuses user info unless allowed', async () => {
    const url = `http://alice:secret@127.0.0.1:${port}/echo-auth`;
    await expect(safeFetch(url, loopback)).rejects.toMatchObject({ reason: 'unsupported-url' });
    const res = await safeFetch(url, { ...loopback, allowCredentials: true });
    expect(res.body.toString()).toBe(`Basic ${Buffer.from('alice:secret').toString('base64')}`);
  });

  it.each([
    ['a loopback IP', () => `http://127.0.0.1:${port}/hello`],
    ['a host name resolving to loopback', () => `http://localhost:${port}/hello`],
    ['IPv6 loopback', () => `http://[::1]:${port}/hello`],
    ['an IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/hello`],
    ['a hex IPv4-mapped IPv6 loopback', () => `http://[::ffff:7f00:1]:${port}/hello`],
    ['a decimal-encoded loopback', () => `http://2130706433:${port}/hello`],
    ['an octal-encoded loopback', () => `http://0177.0.0.1:${port}/hello`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network address', () => 'http://10.0.0.8/'],
    ['a CGNAT address', () => 'http://100.64.0.1/'],
    ['a multicast address', () => 'http://224.0.0.1/'],
    ['the unspecified address', () => 'http://0.0.0.0/'],
    ['a unique-local IPv6 address', () => 'http://[fd00::1]/'],
  ])('refuses %s by default', async (_label, url) => {
    await expect(safeFetch(url(), strict)).rejects.toMatchObject({ reason: 'blocked' });
  });

  it('allows only loopback with allowLoopback, never other non-public ranges', async () => {
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.8/', 'http://[fe80::1]/', 'http://[::ffff:10.0.0.8]/']) {
      await expect(safeFetch(url, loopback)).rejects.toMatchObject({ reason: 'blocked' });
    }
  });

  it('checks the addresses a host name resolves to when the socket connects (no rebinding window)', async () => {
    const lookup = resolveName('rebind.example', ['127.0.0.1']);
    await expect(safeFetch(`http://rebind.example:${port}/hello`, strict)).rejects.toMatchObject({ reason: 'blocked' });
    // The name was resolved once, by the connecting socket: the checked address is the one connected to.
    expect(lookup.mock.calls.filter(([name]) => name === 'rebind.example')).toHaveLength(1);
    // With loopback allowed the very same lookup result is what the socket connects to.
    const res = await safeFetch(`http://rebind.example:${port}/hello`, loopback);
    expect(res.body.toString()).toBe('hello');
  });

  it.each([
    [['10.1.2.3']],
    [['169.254.169.254']],
    [['100.64.0.1']],
    [['93.184.216.34', '192.168.1.1']],
    [['2606:4700:4700::1111', 'fe80::1']],
    [['::ffff:10.0.0.1']],
  ])('refuses a host name if any of its addresses is not public (%j)', async (addresses) => {
    resolveName('mixed.example', addresses);
    await expect(safeFetch('http://mixed.example/', loopback)).rejects.toMatchObject({ reason: 'blocked' });
  });

  it('follows up to 3 redirects and answers the final address', async () => {
    const res = await safeFetch(`${base}/chain?n=3`, loopback);
    expect(res.body.toString()).toBe('end of chain');
    expect(res.url.toString()).toBe(`${base}/chain?n=0`);
  });

  it('refuses a 4th redirect, or fewer when asked', async () => {
    await expect(safeFetch(`${base}/chain?n=4`, loopback)).rejects.toMatchObject({ reason: 'too-many-redirects' });
    await expect(safeFetch(`${base}/chain?n=1`, { ...loopback, maxRedirects: 0 })).rejects.toMatchObject({ reason: 'too-many-redirects' });
  });

  it.each([
    ['a private address', 'http://10.0.0.8/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a mapped IPv6 private address', 'http://[::ffff:192.168.0.1]/'],
    ['a name resolving to a private address', 'http://inside.example/'],
  ])('checks every redirect hop again: refuses a redirect to %s', async (_label, target) => {
    resolveName('inside.example', ['192.168.0.5']);
    await expect(safeFetch(`${base}/to?url=${encodeURIComponent(target)}`, loopback)).rejects.toMatchObject({ reason: 'blocked' });
  });

  it('refuses a redirect to another scheme', async () => {
    const to = `${base}/to?url=${encodeURIComponent('file:///etc/passwd')}`;
    await expect(safeFetch(to, loopback)).rejects.toMatchObject({ reason: 'unsupported-url' });
  });

  it('fails with the status on a non-2xx answer (a redirect without Location included)', async () => {
    await expect(safeFetch(`${base}/missing`, loopback)).rejects.toMatchObject({ reason: 'status', status: 404 });
    await expect(safeFetch(`${base}/no-location`, loopback)).rejects.toMatchObject({ reason: 'status', status: 302 });
  });

  it('refuses a content type the caller does not accept, before reading the body', async () => {
    const html = { ...loopback, acceptContentType: (type: string) => /html/.test(type) };
    await expect(safeFetch(`${base}/json`, html)).rejects.toMatchObject({ reason: 'content-type', status: 200 });
  });

  it('enforces the byte cap: declared or while reading', async () => {
    for (const path of ['/sized', '/unsized']) {
      await expect(safeFetch(`${base}${path}`, { ...loopback, maxBytes: 4000 })).rejects.toMatchObject({ reason: 'too-large' });
      expect((await safeFetch(`${base}${path}`, { ...loopback, maxBytes: 5000 })).body).toHaveLength(5000);
    }
  });

  it('keeps the first maxBytes with overflow: truncate', async () => {
    const res = await safeFetch(`${base}/unsized`, { ...loopback, maxBytes: 3500, overflow: 'truncate' });
    expect(res.truncated).toBe(true);
    expect(res.body.toString()).toBe('a'.repeat(3000) + 'b'.repeat(500));
  });

  it.each(['/hang', '/headers-only'])('gives up after the timeout (%s)', async (path) => {
    const started = Date.now();
    await expect(safeFetch(`${base}${path}`, { ...loopback, timeoutMs: 200 })).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(safeFetch(`http://127.0.0.1:${closedPort}/`, loopback)).rejects.toMatchObject({ reason: 'failed' });
  });
});
