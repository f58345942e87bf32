import { eq } from 'drizzle-orm';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profileViews } from './tables';

/**
 * Issue 11 item 4: reading a published profile's public page records the visit on the server (no page can forget
 * it): once per visitor (user, or the IP address of a signed-out visitor) and UTC day, never for the profile's own
 * members, and the team sees it in GET api/profile-view (Profile Visits and the dashboard's figures).
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const publicPath: Record<TestProfile['type'], string> = {
  fund: 'fund-info',
  investor: 'investor-info',
  serviceProvider: 'service-provider',
};

const read = (profile: TestProfile, options: { token?: string; userAgent?: string } = {}) =>
  t.call('GET', `/api/${publicPath[profile.type]}/public/${profile.slug}`, {
    token: options.token,
    headers: { 'user-agent': options.userAgent ?? 'jest' },
  });

async function publishedFund() {
  const owner = await createUser(t);
  const profile = await createProfile(t, owner, { status: 'published', type: 'fund' });
  return { owner, profile };
}

const totals = async (member: TestUser, profile: TestProfile) => {
  const res = await t.call('GET', '/api/profile-view', { token: member.token, profile });
  expect(res.status).toBe(200);
  return res.body.totals as { total: number; thisWeek: number; thisMonth: number };
};

const rowsOf = (profileId: string) => t.database.db.select().from(profileViews).where(eq(profileViews.profileId, profileId));

describe('visits recorded by the public read', () => {
  it('counts a visit by another user once per day, shown in the totals the dashboard reads', async () => {
    const { owner, profile } = await publishedFund();
    const visitor = await createUser(t);
    for (let i = 0; i < 3; i++) expect((await read(profile, { token: visitor.token })).status).toBe(200);
    expect(await totals(owner, profile)).toEqual({ total: 1, thisWeek: 1, thisMonth: 1 });
    const [row] = await rowsOf(profile.id);
    expect(row).toMatchObject({ viewerUserId: visitor.id, viewerKey: `user:${visitor.id}` });

    // The next UTC day the same visitor counts again.
    await t.database.db
      .update(profileViews)
      .set({ viewedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(profileViews.profileId, profile.id));
    await read(profile, { token: visitor.token });
    expect(await rowsOf(profile.id)).toHaveLength(2);
  });

  it("never counts the profile's own members, whatever their role", async () => {
    const { owner, profile } = await publishedFund();
    const viewer = await createUser(t);
    await addMember(t, profile, viewer, 'viewer');
    expect((await read(profile, { token: owner.token })).status).toBe(200);
    expect((await read(profile, { token: viewer.token })).status).toBe(200);
    expect(await rowsOf(profile.id)).toEqual([]);
    expect((await totals(owner, profile)).total).toBe(0);
  });

  it('dedupes anonymous visits per IP address and day, whatever the user agent', async () => {
    const { owner, profile } = await publishedFund();
    for (const agent of ['browser-a', 'browser-b', 'curl/8.0']) expect((await read(profile, { userAgent: agent })).status).toBe(200);
    const rows = await rowsOf(profile.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.viewerKey.startsWith('anon:')).toBe(true);
    expect(rows[0]!.viewerKey).not.toContain('127.0.0.1');
    // An anonymous visitor and a signed-in one are two visitors.
    await read(profile, { token: (await createUser(t)).token });
    expect((await totals(owner, profile)).total).toBe(2);
    const stats = await t.call('GET', '/api/profile-view', { token: owner.token, profile });
    expect(stats.body.recentViewers.map((v: { label: string }) => v.label)).toEqual(['Anonymous visitor', 'Anonymous visitor']);
  });

  it('records nothing for a profile that is not published (404)', async () => {
    const owner = await createUser(t);
    const draft = await createProfile(t, owner, { status: 'draft', type: 'fund' });
    expect((await read(draft)).status).toBe(404);
    expect(await rowsOf(draft.id)).toEqual([]);
  });
});
