import { createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profileFavourites } from '../favourite/tables';
import { as } from '../fund-info/test-support';
import { profileSubscriptions } from '../profile-subscriber/tables';
import { type Published, publicNames, publishProfile, qs, uniqueWord } from './test-support';

/** Ordering (featured, weight, relevance, name), the signed-in variant (links, following, favourite) and who may call what. */

let t: TestApp;
let platformAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const weigh = (profile: Published, weight: number, token = platformAdmin.token) =>
  t.call('PATCH', `/api/administration/discovery-weight/${profile.type}/${profile.id}`, { token, body: { weight } });

describe('order', () => {
  it('puts featured first, then the higher weight, then the name; a new weight applies at once', async () => {
    const scope = uniqueWord('order');
    const make = (name: string, admin?: { featured: 'Yes' }) =>
      publishProfile(t, platformAdmin, {
        type: 'fund',
        name: `${name} ${scope}`,
        sections: { 'fund-details': { keywords: [scope] } },
        admin,
      });
    const alpha = await make('Alpha');
    await make('Beta', { featured: 'Yes' });
    const gamma = await make('Gamma');
    const delta = await make('Delta');
    const epsilon = await make('Epsilon');
    expect((await weigh(gamma, 5)).status).toBe(200);
    expect((await weigh(delta, 5)).body).toMatchObject({ profileId: delta.id, type: 'fund', weight: 5 });
    await weigh(epsilon, -1);
    const order = (await publicNames(t, 'fund', { tags: scope })).map((name) => name.split(' ')[0]);
    expect(order).toEqual(['Beta', 'Delta', 'Gamma', 'Alpha', 'Epsilon']);
    await weigh(alpha, 10);
    expect((await publicNames(t, 'fund', { tags: scope })).map((name) => name.split(' ')[0])).toEqual([
      'Beta',
      'Alpha',
      'Delta',
      'Gamma',
      'Epsilon',
    ]);
  });

  it('ranks a better match first, but after featured and weight', async () => {
    const scope = uniqueWord('rank');
    const word = uniqueWord('harbor');
    const inName = await publishProfile(t, platformAdmin, {
      type: 'serviceProvider',
      name: `Zulu ${word} Services`,
      sections: { overview: { keywords: [scope] }, 'your-details': { headline: 'Fund administration' } },
    });
    const inHeadline = await publishProfile(t, platformAdmin, {
      type: 'serviceProvider',
      name: `Alpha ${scope} Services`,
      sections: {
        overview: { keywords: [scope] },
        'your-details': { headline: `Advisers near the ${word} docks, also tax and legal work` },
      },
    });
    expect(await publicNames(t, 'serviceProvider', { tags: scope, search: word })).toEqual([inName.name, inHeadline.name]);
    await weigh(inHeadline, 1);
    expect(await publicNames(t, 'serviceProvider', { tags: scope, search: word })).toEqual([inHeadline.name, inName.name]);
    // The name order alone (no search) puts Alpha first anyway; the weight keeps it there.
    expect(await publicNames(t, 'serviceProvider', { tags: scope })).toEqual([inHeadline.name, inName.name]);
  });
});

describe('signed-in discovery', () => {
  let scope: string;
  let northwind: Published;
  let lindqvist: Published;

  beforeAll(async () => {
    scope = uniqueWord('signed');
    northwind = await publishProfile(t, platformAdmin, {
      type: 'fund',
      sections: { 'fund-details': { keywords: [scope], links: { url: 'https://northwind.vc', linkedinUrl: null } } },
    });
    lindqvist = await publishProfile(t, platformAdmin, {
      type: 'investor',
      sections: { overview: { keywords: [scope] } },
    });
  });

  it('answers 401 without a token; the public variant needs none', async () => {
    expect((await t.call('GET', `/api/fund-info/discovery${qs({ tags: scope })}`)).status).toBe(401);
    expect((await t.call('GET', `/api/investor-info/discovery${qs({ tags: scope })}`)).status).toBe(401);
    expect((await t.call('GET', `/api/service-provider/discovery${qs({ tags: scope })}`)).status).toBe(401);
    expect((await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: scope })}`)).status).toBe(200);
  });

  it('adds links for signed-in users; the public variant has none', async () => {
    const user = await createUser(t);
    const signedIn = await t.call('GET', `/api/fund-info/discovery${qs({ tags: scope })}`, as(user));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.items).toHaveLength(1);
    expect(signedIn.body.items[0]).toMatchObject({ id: northwind.id, links: { url: 'https://northwind.vc' }, followerCount: 0 });
    expect(signedIn.body.items[0]).not.toHaveProperty('following');
    const investors = await t.call('GET', `/api/investor-info/discovery${qs({ tags: scope })}`, as(user));
    expect(investors.body.items[0].links).toEqual({ linkedinProfile: 'https://www.linkedin.com/in/erik-lindqvist' });
    const anonymous = await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: scope })}`);
    expect(anonymous.body.items[0]).not.toHaveProperty('links');
    expect(anonymous.body.items[0]).not.toHaveProperty('following');
  });

  it('with the caller’s profile, tells following and favourite; both variants count followers', async () => {
    const user = await createUser(t);
    const mine = await createProfile(t, user, { type: 'investor' });
    const other = await createProfile(t, await createUser(t), { type: 'fund' });
    await t.database.db.insert(profileSubscriptions).values({ subscriberProfileId: mine.id, subscribedProfileId: northwind.id });
    await t.database.db.insert(profileSubscriptions).values({ subscriberProfileId: other.id, subscribedProfileId: northwind.id });
    await t.database.db.insert(profileFavourites).values({ profileId: mine.id, favouriteProfileId: northwind.id });

    const res = await t.call('GET', `/api/fund-info/discovery${qs({ tags: scope })}`, as(user, mine));
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ id: northwind.id, following: true, favourite: true, followerCount: 2 });
    const asOther = await t.call('GET', `/api/fund-info/discovery${qs({ tags: scope })}`, as(await createUser(t)));
    expect(asOther.body.items[0]).toMatchObject({ followerCount: 2 });
    const stranger = await createUser(t);
    const strangersProfile = await createProfile(t, stranger, { type: 'fund' });
    const strangerView = await t.call('GET', `/api/fund-info/discovery${qs({ tags: scope })}`, as(stranger, strangersProfile));
    expect(strangerView.body.items[0]).toMatchObject({ following: false, favourite: false, followerCount: 2 });
    const anonymous = await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: scope })}`);
    expect(anonymous.body.items[0].followerCount).toBe(2);
  });

  it('refuses another user’s profile in the headers (403)', async () => {
    const user = await createUser(t);
    const notMine = await createProfile(t, await createUser(t), { type: 'fund' });
    const res = await t.call('GET', `/api/fund-info/discovery${qs({ tags: scope })}`, as(user, notMine));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
    expect(lindqvist.id).toBeTruthy();
  });
});

describe('discovery weight', () => {
  it('is for administrators: anonymous 401, a member of the profile 403, admin 200; unknown profile 404', async () => {
    const fund = await publishProfile(t, platformAdmin, { type: 'fund' });
    const path = `/api/administration/discovery-weight/fund/${fund.id}`;
    expect((await t.call('PATCH', path, { body: { weight: 3 } })).status).toBe(401);
    expect((await t.call('PATCH', path, { ...as(fund.owner), body: { weight: 3 } })).status).toBe(403);
    expect((await t.call('PATCH', path, { ...as(await createUser(t)), body: { weight: 3 } })).status).toBe(403);
    const done = await t.call('PATCH', path, { ...as(platformAdmin), body: { weight: 3 } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ profileId: fund.id, type: 'fund', weight: 3 });
    expect((await weigh(fund, 3)).body.updatedAt).toEqual(expect.any(String));
    // The right id with the wrong type, and an id nobody has.
    expect(
      (await t.call('PATCH', `/api/administration/discovery-weight/investor/${fund.id}`, { ...as(platformAdmin), body: { weight: 1 } }))
        .status,
    ).toBe(404);
    const unknown = await t.call('PATCH', '/api/administration/discovery-weight/fund/00000000-0000-4000-8000-000000000000', {
      ...as(platformAdmin),
      body: { weight: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This profile does not exist.');
  });

  it('validates the body and the path (422)', async () => {
    const fund = await publishProfile(t, platformAdmin, { type: 'fund', until: 'draft' });
    const call = (body: unknown, type = 'fund', id = fund.id) =>
      t.call('PATCH', `/api/administration/discovery-weight/${type}/${id}`, { ...as(platformAdmin), body });
    expect((await call({})).body.errors).toEqual({ weight: ['Weight is required'] });
    expect((await call({ weight: 'high' })).body.errors).toEqual({ weight: ['Weight is required'] });
    expect((await call({ weight: 1.5 })).body.errors).toEqual({ weight: ['Weight must be a whole number from -1000 to 1000'] });
    expect((await call({ weight: 1001 })).body.errors).toEqual({ weight: ['Weight must be a whole number from -1000 to 1000'] });
    expect((await call({ weight: 1 }, 'company')).body.errors).toEqual({ type: ['Select a valid profile type'] });
    expect((await call({ weight: 1 }, 'fund', 'nope')).body.errors).toEqual({ id: ['Enter a valid profile id'] });
    // A draft can carry a weight (it applies once it is published).
    expect((await call({ weight: -1000 })).status).toBe(200);
  });
});
