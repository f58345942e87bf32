import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { publishProfile, uniqueWord } from '../discovery/test-support';

/**
 * The administration helpers: administrators only (anonymous 401, a user 403); favicon and url/metadata go
 * through the SSRF guard (private, loopback and metadata addresses refused) and are cached.
 */

let t: TestApp;
let admin: TestUser;
let user: TestUser;

// 1x1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = await Promise.all([createUser(t, { admin: true }), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

describe('administration helpers: access', () => {
  it('answer 401 anonymous and 403 to a signed-in user on every helper', async () => {
    for (const path of [
      '/api/administration/suggestedKeywords/fin',
      '/api/administration/favicon/example.com',
      '/api/administration/url/metadata?url=example.com',
      '/api/administration/profile/context',
    ]) {
      expect((await t.call('GET', path)).status).toBe(401);
      expect((await t.call('GET', path, { token: user.token })).status).toBe(403);
    }
  });
});

describe('suggestedKeywords', () => {
  it('suggests the keywords profiles use that contain the term, those starting with it first', async () => {
    const word = uniqueWord('kw');
    await publishProfile(t, admin, {
      type: 'fund',
      sections: {
        'fund-details': {
          keywords: [`${word}tech`, `deep${word}`],
          sectorFocus: ['fintech'],
          stageFocus: ['Seed'],
          strategyType: ['fundsVc'],
        },
      },
    });
    const res = await t.call('GET', `/api/administration/suggestedKeywords/${word}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { keyword: string }) => item.keyword)).toEqual([`${word}tech`, `deep${word}`]);
    expect(res.body.items[0].count).toBe(1);
  });
});

describe('profile/context', () => {
  it('describes the profile named in the meta-profile headers (members, claims, approvals)', async () => {
    const owner = await createUser(t);
    const fund = await createProfile(t, owner, { type: 'fund', status: 'published' });
    const res = await t.call('GET', '/api/administration/profile/context', { token: admin.token, profile: fund });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profile: { id: fund.id, type: 'fund', status: 'published' },
      claimed: true,
      members: [{ userId: owner.id, email: owner.email, role: 'owner' }],
      pendingApprovals: 0,
      pendingClaims: 0,
      discoveryWeight: 0,
      followers: 0,
    });
    const unknown = { id: '00000000-0000-4000-8000-000000000000', type: 'fund' };
    expect((await t.call('GET', '/api/administration/profile/context', { token: admin.token, profile: unknown })).status).toBe(404);
  });
});

describe('favicon and url/metadata through the SSRF guard', () => {
  it('refuse private, loopback and cloud-metadata addresses (422) without fetching them', async () => {
    for (const target of ['http://127.0.0.1:1/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/']) {
      const metadata = await t.call('GET', `/api/administration/url/metadata?url=${encodeURIComponent(target)}`, { token: admin.token });
      const icon = await t.call('GET', `/api/administration/favicon/${encodeURIComponent(target)}`, { token: admin.token });
      for (const res of [metadata, icon]) {
        expect(res.status).toBe(422);
      }
      expect(metadata.body.message).toBe('This address cannot be fetched (it is not a public web address).');
      expect(icon.body.message).toBe('This address cannot be fetched (it is not a public web address).');
    }
  });

  it('refuse what is not an http address (422 with the message)', async () => {
    const res = await t.call('GET', `/api/administration/url/metadata?url=${encodeURIComponent('ftp://example.com/x')}`, {
      token: admin.token,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ url: ['Enter a valid http or https address'] });
  });

  describe('with loopback allowed (tests only) and a local site', () => {
    let local: TestApp;
    let site: http.Server;
    let base: string;
    let hits = 0;

    beforeAll(async () => {
      local = await startTestApp({ OUTBOUND_FETCH_ALLOW_LOOPBACK: 'true' });
      site = http.createServer((request, response) => {
        hits++;
        if (request.url === '/') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(
            '<html><head><title>Harbour &amp; Co</title><meta name="description" content="Venture fund in Oslo">' +
              '<meta property="og:site_name" content="Harbour"><meta property="og:image" content="/og.png">' +
              '<link rel="icon" href="/static/icon.png"></head><body>Hi</body></html>',
          );
        } else if (request.url === '/static/icon.png') {
          response.writeHead(200, { 'content-type': 'image/png' });
          response.end(PNG);
        } else if (request.url === '/to-private') {
          response.writeHead(302, { location: 'http://10.1.2.3/' });
          response.end();
        } else {
          response.writeHead(404);
          response.end();
        }
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await local.close();
      await new Promise((resolve) => site.close(resolve));
    });

    it('reads the metadata once, then answers from the cache', async () => {
      const localAdmin = await createUser(local, { admin: true });
      const url = `/api/administration/url/metadata?url=${encodeURIComponent(`${base}/`)}`;
      const first = await local.call('GET', url, { token: localAdmin.token });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        title: 'Harbour & Co',
        description: 'Venture fund in Oslo',
        siteName: 'Harbour',
        imageUrl: `${base}/og.png`,
        faviconUrl: `${base}/static/icon.png`,
      });
      const seen = hits;
      const second = await local.call('GET', url, { token: localAdmin.token });
      expect(second.body.fetchedAt).toBe(first.body.fetchedAt);
      expect(hits).toBe(seen);
    });

    it('serves the icon from our server (cached), and refuses a redirect to a private address', async () => {
      const localAdmin = await createUser(local, { admin: true });
      const res = await fetch(`${local.baseUrl}/api/administration/favicon/${encodeURIComponent(`${base}/`)}`, {
        headers: { authorization: `Bearer ${localAdmin.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
      const redirected = await local.call('GET', `/api/administration/url/metadata?url=${encodeURIComponent(`${base}/to-private`)}`, {
        token: localAdmin.token,
      });
      expect(redirected.status).toBe(422);
      expect(redirected.body.message).toBe('This address cannot be fetched (it is not a public web address).');
    });
  });
});
