import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, type FundTeam, fundTeam, validFundSections } from '../fund-info/test-support';
import { profileSectionsPublished } from '../profile-sections/tables';
import { shareLinkVisits } from './tables';

/**
 * Issue 34.3 and 34.4: links a fund can manage (only live links count, a link can be deleted with its visits kept, the
 * internal name never reaches a visitor) and a password gate throttled per visitor, never per link.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const P = '/api/fund-custom-profile-link';
const V = 'x-visitor-token';

async function publishedFund(app: TestApp): Promise<FundTeam & { name: string }> {
  const name = `Northwind Ventures ${randomUUID().slice(0, 8)}`;
  const team = await fundTeam(app, { status: 'published', name });
  await app.database.db.insert(profileSectionsPublished).values(
    (['fund-details', 'overview'] as const).map((section) => ({
      profileId: team.profile.id,
      section,
      data: validFundSections[section] as Record<string, unknown>,
    })),
  );
  return { ...team, name };
}

const linkBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Investor deck',
  accessMode: 'AnyoneWithLink',
  scope: ['fund-details', 'overview'],
  permissions: { canView: true },
  ...overrides,
});

const create = (app: TestApp, team: FundTeam, overrides: Record<string, unknown> = {}) =>
  app.call('POST', `${P}/create`, { ...as(team.owner, team.profile), body: linkBody(overrides) });

async function createLink(app: TestApp, team: FundTeam, overrides: Record<string, unknown> = {}) {
  const res = await create(app, team, overrides);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; slug: string };
}

const shareLinkUsage = async (team: FundTeam) =>
  (await t.call('GET', '/api/feature-config', as(team.viewer, team.profile))).body.profile.usage.find(
    (item: { key: string }) => item.key === 'shareLinks',
  );

describe('the plan counts live links only (34.3)', () => {
  it('a switched-off link frees its place; switching it on again is checked against the limit', async () => {
    const team = await publishedFund(t); // the free Starter plan: 3 share links
    const links = [await createLink(t, team), await createLink(t, team), await createLink(t, team)];
    expect(await shareLinkUsage(team)).toMatchObject({ used: 3, limit: 3, enabled: false });
    expect((await create(t, team)).body.code).toBe('PLAN_LIMIT');

    const off = await t.call('PATCH', `${P}/activate/${links[0]!.id}`, { ...as(team.owner, team.profile), body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    // The screens read the server's count: one rule for the counter, the create button and the check on submit.
    expect(await shareLinkUsage(team)).toMatchObject({ used: 2, limit: 3, enabled: true });
    expect((await create(t, team)).status).toBe(201);

    const on = await t.call('PATCH', `${P}/activate/${links[0]!.id}`, { ...as(team.owner, team.profile), body: { status: 'active' } });
    expect(on.status).toBe(403);
    expect(on.body.code).toBe('PLAN_LIMIT');
    // An active link set active again is no new place.
    const again = await t.call('PATCH', `${P}/activate/${links[1]!.id}`, { ...as(team.owner, team.profile), body: { status: 'active' } });
    expect(again.status).toBe(200);
  });
});

describe('deleting a link (34.3)', () => {
  it('its address answers 404 and its tokens end; it leaves the list and the count; its visits stay in the analytics', async () => {
    const team = await publishedFund(t);
    const link = await createLink(t, team, { name: 'Roadshow: Alpine FO' });
    const opened = await t.call('POST', `${P}/token-from-slug/${link.slug}`);
    const token = opened.body.token as string;
    expect((await t.call('GET', `${P}/profile`, { headers: { [V]: token } })).status).toBe(200);
    expect(await shareLinkUsage(team)).toMatchObject({ used: 1 });

    // Viewers may not delete; another fund does not even see the link.
    expect((await t.call('DELETE', `${P}/link/${link.id}`, as(team.viewer, team.profile))).status).toBe(403);
    const other = await publishedFund(t);
    expect((await t.call('DELETE', `${P}/link/${link.id}`, as(other.owner, other.profile))).status).toBe(404);

    const deleted = await t.call('DELETE', `${P}/link/${link.id}`, as(team.editor, team.profile));
    expect(deleted.status).toBe(204);
    expect((await t.call('DELETE', `${P}/link/${link.id}`, as(team.editor, team.profile))).status).toBe(404);

    const gone = await t.call('POST', `${P}/token-from-slug/${link.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('This share link does not exist.');
    expect((await t.call('GET', `${P}/profile`, { headers: { [V]: token } })).status).toBe(401);
    expect((await t.call('GET', `${P}/list`, as(team.viewer, team.profile))).body.items).toEqual([]);
    expect((await t.call('GET', `${P}/link/${link.id}`, as(team.viewer, team.profile))).status).toBe(404);
    expect(await shareLinkUsage(team)).toMatchObject({ used: 0 });

    // The visit it brought is kept: the row, the dashboard's links, the profile's visits and the activity log.
    const visits = await t.database.db.select().from(shareLinkVisits).where(eq(shareLinkVisits.linkId, link.id));
    expect(visits).toHaveLength(1);
    const dashboard = await t.call('GET', '/api/fundraising-dashboard', as(team.viewer, team.profile));
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.profileLinks).toEqual([
      expect.objectContaining({ id: link.id, name: 'Roadshow: Alpine FO (deleted)', visits: 1 }),
    ]);
    expect(dashboard.body.visits.total).toBeGreaterThanOrEqual(1);
    const admin = await createUser(t, { admin: true });
    const log = await t.call('GET', `/api/administration/activity?targetId=${link.id}&limit=50`, { token: admin.token });
    expect(log.body.items.map((entry: { action: string }) => entry.action)).toContain('profile.linkDeleted');
  });
});

describe('the internal name stays with the fund (34.3)', () => {
  it('no reply to a holder of the address carries the link name; the gate names the fund and shows its logo', async () => {
    const team = await publishedFund(t);
    const secretName = 'Anna Schmidt, Alpine Family Office (warm)';
    const link = await createLink(t, team, { name: secretName, accessMode: 'AnyoneWithLinkAndPw', password: 'open-sesame' });
    const opened = await t.call('POST', `${P}/token-from-slug/${link.slug}`);
    expect(opened.status).toBe(200);
    expect(JSON.stringify(opened.body)).not.toContain('Anna Schmidt');
    expect(opened.body.link).toEqual({
      accessMode: 'AnyoneWithLinkAndPw',
      profile: { id: team.profile.id, name: team.name, type: 'fund', logo: 'https://northwind.vc/logo.png' },
    });
    const token = opened.body.token as string;
    const status = await t.call('GET', `${P}/status`, { headers: { [V]: token } });
    expect(JSON.stringify(status.body)).not.toContain('Anna Schmidt');
    const passed = await t.call('POST', `${P}/confirm-password`, { headers: { [V]: token }, body: { password: 'open-sesame' } });
    expect(passed.body.access).toEqual({ state: 'granted' });
    expect(JSON.stringify(passed.body)).not.toContain('Anna Schmidt');
    const profile = await t.call('GET', `${P}/profile`, { headers: { [V]: token } });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).not.toContain('Anna Schmidt');
    // The fund's own list still names it.
    expect((await t.call('GET', `${P}/list`, as(team.viewer, team.profile))).body.items[0].name).toBe(secretName);
  });
});

describe('the password gate is throttled per visitor, never per link (34.4)', () => {
  // Visitors come from different addresses through one trusted proxy: the server believes the last X-Forwarded-For
  // entry only with TRUST_PROXY_HOPS=1 (app.ts trustProxy), so this app trusts one hop.
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => proxied.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const openFrom = async (slug: string, address: string) =>
    (await proxied.call('POST', `${P}/token-from-slug/${slug}`, { headers: from(address) })).body.token as string;
  const tryPassword = (token: string, address: string, password: string) =>
    proxied.call('POST', `${P}/confirm-password`, { headers: { ...from(address), [V]: token }, body: { password } });

  it("one visitor's wrong tries stop that visitor with the real wait; another visitor still enters with the right password", async () => {
    const team = await publishedFund(proxied);
    const link = await createLink(proxied, team, { accessMode: 'AnyoneWithLinkAndPw', password: 'open-sesame' });

    const a = await openFrom(link.slug, '203.0.113.10');
    for (let i = 0; i < 5; i++) expect((await tryPassword(a, '203.0.113.10', 'guess-guess')).status).toBe(403);
    const stopped = await tryPassword(a, '203.0.113.10', 'open-sesame');
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe('Too many wrong passwords. Try again in 15 minutes.');
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // A new token from the same address does not start the count again.
    const a2 = await openFrom(link.slug, '203.0.113.10');
    expect((await tryPassword(a2, '203.0.113.10', 'open-sesame')).status).toBe(429);

    // More wrong tries across addresses than the old cap of 20 per link: nobody else is locked out by them.
    for (const address of ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14']) {
      const token = await openFrom(link.slug, address);
      for (let i = 0; i < 5; i++) expect((await tryPassword(token, address, 'guess-guess')).status).toBe(403);
    }
    const b = await openFrom(link.slug, '198.51.100.20');
    const entered = await tryPassword(b, '198.51.100.20', 'open-sesame');
    expect(entered.status).toBe(200);
    expect(entered.body.access).toEqual({ state: 'granted' });
  });

  it('a right password clears the count, so colleagues behind one office address do not use up each other’s tries', async () => {
    const team = await publishedFund(proxied);
    const link = await createLink(proxied, team, { accessMode: 'AnyoneWithLinkAndPw', password: 'open-sesame' });
    const office = '192.0.2.50';
    for (let colleague = 0; colleague < 3; colleague++) {
      const token = await openFrom(link.slug, office);
      for (let i = 0; i < 4; i++) expect((await tryPassword(token, office, 'typo-typo')).status).toBe(403);
      const right = await tryPassword(token, office, 'open-sesame');
      expect(right.status).toBe(200);
    }
  });
});
