import { profileViews } from '../profile-view/tables';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let fund: TestProfile;

beforeAll(async () => {
  t = await startTestApp();
  [owner, viewer] = await Promise.all([createUser(t), createUser(t)]);
  fund = await createProfile(t, owner!, { type: 'fund', status: 'published' });
  await addMember(t, fund, viewer!, 'viewer');
});
afterAll(() => t.close());

describe('GET api/fundraising-dashboard', () => {
  it('reads each figure from its owner: visits, density, links, track records, data room, closes', async () => {
    await t.database.db.insert(profileViews).values([
      { profileId: fund.id, viewerKey: 'anon:a', viewedAt: new Date() },
      { profileId: fund.id, viewerKey: 'anon:b', viewedAt: new Date(Date.now() - 400 * 86_400_000) },
    ]);
    await t.call('POST', '/api/data-room/default/data-room', { token: owner.token, profile: fund });
    await t.call('POST', '/api/commitments/closing-goals', {
      token: owner.token,
      profile: fund,
      body: { kind: 'final', closingName: 'Final close', targetClosingDate: '2027-06-30', closingGoal: { value: 1e8, currency: 'EUR' } },
    });
    const res = await t.call('GET', '/api/fundraising-dashboard', { token: viewer.token, profile: fund });
    expect(res.status).toBe(200);
    expect(res.body.visits).toMatchObject({ total: 2, thisMonth: 1 });
    expect(res.body.density).toEqual(expect.any(Number));
    expect(res.body.profileLinks).toEqual([]);
    expect(res.body.trackRecords).toEqual([]);
    expect(res.body.dataRoom).toMatchObject({ files: 0, fileViews: 0 });
    expect(res.body.closes.final).toMatchObject({ closingName: 'Final close', progress: { ratio: 0 } });
    expect(res.body.closes.first).toBeNull();
  });

  it('refuses anonymous callers, administrators who are not members, and investor profiles', async () => {
    expect((await t.call('GET', '/api/fundraising-dashboard')).status).toBe(401);
    const admin = await createUser(t, { admin: true });
    expect((await t.call('GET', '/api/fundraising-dashboard', { token: admin.token, profile: fund })).status).toBe(403);
    const lp = await createProfile(t, owner, { type: 'investor' });
    expect((await t.call('GET', '/api/fundraising-dashboard', { token: owner.token, profile: lp })).status).toBe(403);
  });
});
