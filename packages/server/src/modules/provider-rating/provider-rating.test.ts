import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { actor, as, member, NO_SUCH_PROFILE, type SocialActor } from '../follow/test-support';

let t: TestApp;
let provider: SocialActor;
let fund: SocialActor;
let lp: SocialActor;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  provider = await actor(t, { type: 'serviceProvider' });
  fund = await actor(t, { type: 'fund' });
  lp = await actor(t, { type: 'investor' });
  admin = await createUser(t, { admin: true });
});
afterAll(async () => {
  await t.close();
});

const path = (id = provider.profile.id) => `/api/providerRating/${id}`;

describe('providerRating', () => {
  it('likes and scores add up per rating profile; a field left out keeps its value; null clears the score', async () => {
    const empty = await t.call('GET', path());
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ providerId: provider.profile.id, likes: 0, averageScore: null, scores: 0, mine: null });
    const one = await t.call('PUT', path(), { ...as(fund.owner, fund.profile), body: { liked: true, score: 5 } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ likes: 1, averageScore: 5, scores: 1, mine: { liked: true, score: 5 } });
    const two = await t.call('PUT', path(), { ...as(lp.owner, lp.profile), body: { score: 4 } });
    expect(two.body).toMatchObject({ likes: 1, averageScore: 4.5, scores: 2, mine: { liked: false, score: 4 } });
    const kept = await t.call('PUT', path(), { ...as(fund.owner, fund.profile), body: { score: null } });
    expect(kept.body).toMatchObject({ likes: 1, averageScore: 4, scores: 1, mine: { liked: true, score: null } });
    const publicRead = await t.call('GET', path());
    expect(publicRead.body.mine).toBeNull();
    const mine = await t.call('GET', path(), as(lp.owner, lp.profile));
    expect(mine.body.mine).toEqual({ liked: false, score: 4 });
    expect((await t.call('DELETE', path(), as(lp.owner, lp.profile))).status).toBe(204);
    expect((await t.call('GET', path())).body).toMatchObject({ likes: 1, scores: 0, averageScore: null });
  });

  it('422 for a bad score or an empty body, 400 for rating itself, 404 for a profile that is not a provider', async () => {
    const bad = await t.call('PUT', path(), { ...as(fund.owner, fund.profile), body: { score: 9 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.score).toEqual(['Rating must be between 1 and 5']);
    expect((await t.call('PUT', path(), { ...as(fund.owner, fund.profile), body: {} })).status).toBe(422);
    expect((await t.call('PUT', path(), { ...as(provider.owner, provider.profile), body: { liked: true } })).status).toBe(400);
    expect((await t.call('PUT', path(fund.profile.id), { ...as(lp.owner, lp.profile), body: { liked: true } })).status).toBe(404);
    expect((await t.call('GET', path(NO_SUCH_PROFILE))).status).toBe(404);
  });

  it('per actor: anonymous may read but not rate (401), a stranger with another profile’s headers 403, admin 403, a viewer may rate', async () => {
    expect((await t.call('PUT', path(), { profile: fund.profile, body: { liked: true } })).status).toBe(401);
    expect((await t.call('PUT', path(), { ...as(lp.owner, fund.profile), body: { liked: true } })).status).toBe(403);
    expect((await t.call('PUT', path(), { ...as(admin, fund.profile), body: { liked: true } })).status).toBe(403);
    const viewer = await member(t, lp.profile, 'viewer');
    expect((await t.call('PUT', path(), { ...as(viewer, lp.profile), body: { liked: true } })).status).toBe(200);
    expect((await t.call('GET', path(), as(lp.owner, fund.profile))).status).toBe(403);
  });
});
