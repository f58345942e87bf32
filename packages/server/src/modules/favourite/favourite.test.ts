import { eq } from 'drizzle-orm';
import { createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { actor, as, hideFields, member, NO_SUCH_PROFILE, type SocialActor, setStatus, softDelete, unique } from '../follow/test-support';
import { profileFavourites } from './tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const favour = (by: SocialActor, target: { id: string }) =>
  t.call('POST', '/api/favourite', { ...as(by.owner, by.profile), body: { profileId: target.id } });
const list = (by: SocialActor, query = '') => t.call('GET', `/api/favourite${query}`, as(by.owner, by.profile));
const favourings = (by: SocialActor) => t.call('GET', '/api/favourite/favourings', as(by.owner, by.profile));
const rowsOf = (by: SocialActor) => t.database.db.select().from(profileFavourites).where(eq(profileFavourites.profileId, by.profile.id));

describe('who may call each favourite route', () => {
  // Every route is open to any member of the active profile: the viewer role is the lowest, so there is no "too low" case.
  type Route = [string, string, (target: SocialActor) => string, (target: SocialActor) => unknown];
  const routes: Route[] = [
    ['POST favourite', 'POST', () => '/api/favourite', (target) => ({ profileId: target.profile.id })],
    ['DELETE favourite', 'DELETE', (target) => `/api/favourite?profileId=${target.profile.id}`, () => undefined],
    ['GET favourite', 'GET', () => '/api/favourite', () => undefined],
    ['GET favourite/favourings', 'GET', () => '/api/favourite/favourings', () => undefined],
  ];
  let me: SocialActor;
  let target: SocialActor;
  let outsider: TestUser;
  let otherOwner: TestUser;
  let viewer: TestUser;

  beforeAll(async () => {
    me = await actor(t);
    target = await actor(t);
    outsider = await createUser(t);
    otherOwner = (await actor(t)).owner;
    viewer = await member(t, me.profile, 'viewer');
  });

  it.each(routes)('%s answers 401 to an anonymous caller', async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { profile: me.profile, body: body(target) });
    expect(res.status).toBe(401);
  });

  it.each(routes)('%s answers 400 without the profile headers', async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { ...as(me.owner), body: body(target) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PROFILE_HEADERS_MISSING');
  });

  it.each(routes)('%s answers 403 to a signed-in user who is not a member', async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { ...as(outsider, me.profile), body: body(target) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
  });

  it.each(routes)("%s answers 403 to another profile's owner passing this profile's id", async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { ...as(otherOwner, me.profile), body: body(target) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
  });

  it.each(routes)('%s answers a member with the lowest role (viewer)', async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { ...as(viewer, me.profile), body: body(target) });
    expect([200, 201, 204]).toContain(res.status);
  });
});

describe('POST and DELETE /api/favourite', () => {
  it('adds once (201, then 200 with the same favourite) and removes by query or body, idempotently', async () => {
    const me = await actor(t);
    const fund = await actor(t);
    const provider = await actor(t, { type: 'serviceProvider' });
    const first = await favour(me, fund.profile);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      profileId: me.profile.id,
      favouriteProfileId: fund.profile.id,
      createdAt: expect.any(String),
    });
    const again = await t.call('POST', '/api/favourite', {
      ...as(me.owner, me.profile),
      body: { profileId: fund.profile.id.toUpperCase() },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await favour(me, provider.profile);
    expect(await rowsOf(me)).toHaveLength(2);

    expect((await t.call('DELETE', `/api/favourite?profileId=${fund.profile.id}`, as(me.owner, me.profile))).status).toBe(204);
    expect((await t.call('DELETE', `/api/favourite?profileId=${fund.profile.id}`, as(me.owner, me.profile))).status).toBe(204);
    const byBody = await t.call('DELETE', '/api/favourite', { ...as(me.owner, me.profile), body: { profileId: provider.profile.id } });
    expect(byBody.status).toBe(204);
    expect(await rowsOf(me)).toEqual([]);
  });

  it('refuses itself (400) and profiles a visitor cannot open (422 on profileId, alike), writing nothing', async () => {
    const me = await actor(t);
    const self = await favour(me, me.profile);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'FAVOURITE_SELF', message: 'A profile cannot be its own favourite.' });
    const draft = await actor(t, { status: 'draft' });
    const hiddenInvestor = await actor(t, { type: 'investor', visible: false });
    const deleted = await actor(t);
    await softDelete(t, deleted.profile);
    for (const target of [draft.profile, hiddenInvestor.profile, deleted.profile, { id: NO_SUCH_PROFILE }]) {
      const res = await favour(me, target);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'REFERENCE_NOT_FOUND',
        message: 'This profile does not exist.',
        errors: { profileId: ['This profile does not exist.'] },
      });
    }
    expect(await rowsOf(me)).toEqual([]);
  });

  it.each([
    ['missing', {}, 'Profile id is required'],
    ['blank', { profileId: '' }, 'Profile id is required'],
    ['not a uuid', { profileId: 'alder' }, 'Profile id is not valid'],
  ])('POST rejects a %s profile id with its message', async (_case, body, message) => {
    const me = await actor(t);
    const res = await t.call('POST', '/api/favourite', { ...as(me.owner, me.profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileId: [message] });
  });

  it.each([
    ['no profile id', '', undefined, 'Profile id is required'],
    ['a malformed query', '?profileId=alder', undefined, 'Profile id is not valid'],
    ['a malformed body', '', { profileId: 'alder' }, 'Profile id is not valid'],
  ])('DELETE answers 422 to %s', async (_case, query, body, message) => {
    const me = await actor(t);
    const res = await t.call('DELETE', `/api/favourite${query}`, { ...as(me.owner, me.profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileId: [message] });
  });
});

describe('GET /api/favourite', () => {
  async function bookmarks() {
    const s = unique();
    const me = await actor(t, { type: 'investor' });
    const alder = await actor(t, { name: `Alder ${s}` });
    const birch = await actor(t, { type: 'serviceProvider', name: `Birch ${s}` });
    const cedar = await actor(t, { name: `Cedar ${s}` });
    const dune = await actor(t, { type: 'investor', name: `Dune ${s}` });
    for (const target of [alder, birch, cedar, dune]) await favour(me, target.profile);
    return { me, alder, birch, cedar, dune, s };
  }
  const names = (res: { body: { items: Array<{ profile: { name: string } }> } }) =>
    res.body.items.map((item) => item.profile.name.split(' ')[0]);

  it('lists favourites newest first as cards, with counts per type', async () => {
    const { me, dune } = await bookmarks();
    const res = await list(me);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total: 4,
      skip: 0,
      take: 10,
      type: null,
      search: null,
      counts: { fund: 2, investor: 1, serviceProvider: 1 },
    });
    expect(names(res)).toEqual(['Dune', 'Cedar', 'Birch', 'Alder']);
    expect(res.body.items[0]).toEqual({
      id: expect.any(String),
      profile: {
        id: dune.profile.id,
        type: 'investor',
        name: dune.name,
        slug: dune.profile.slug,
        logo: `https://cdn.example.test/${dune.profile.slug}.png`,
        headline: `${dune.name} headline`,
        public: true,
      },
      favouritedAt: expect.any(String),
    });
  });

  it('filters by type, by one profile id, and by name, and pages', async () => {
    const { me, birch, s } = await bookmarks();
    const funds = await list(me, '?type=fund');
    expect(funds.body).toMatchObject({ total: 2, type: 'fund', counts: { fund: 2, investor: 1, serviceProvider: 1 } });
    expect(names(funds)).toEqual(['Cedar', 'Alder']);
    expect(names(await list(me, `?profileId=${birch.profile.id}`))).toEqual(['Birch']);
    expect((await list(me, `?profileId=${me.profile.id}`)).body.total).toBe(0);
    expect(names(await list(me, `?search=${encodeURIComponent(`cedar ${s}`)}`))).toEqual(['Cedar']);
    const second = await list(me, '?skip=3&take=10');
    expect(second.body).toMatchObject({ total: 4, skip: 3 });
    expect(names(second)).toEqual(['Alder']);
  });

  it('keeps favourites that are no longer public (without card data), drops deleted ones, and hides hidden fields', async () => {
    const { me, alder, birch, cedar } = await bookmarks();
    await setStatus(t, alder.profile, 'archived');
    await softDelete(t, birch.profile);
    await hideFields(t, cedar.profile, ['fund-details.headline']);
    const res = await list(me);
    expect(res.body.total).toBe(3);
    expect(res.body.counts).toEqual({ fund: 2, investor: 1, serviceProvider: 0 });
    expect(names(res)).toEqual(['Dune', 'Cedar', 'Alder']);
    expect(res.body.items[1].profile).toMatchObject({ headline: null, logo: expect.stringContaining('https://'), public: true });
    expect(res.body.items[2].profile).toMatchObject({ public: false, logo: null, headline: null });
  });

  it('never shows one profile’s favourites to another profile, even of the same user', async () => {
    const { me } = await bookmarks();
    const stranger = await actor(t);
    expect((await list(stranger)).body).toMatchObject({ total: 0, items: [], counts: { fund: 0, investor: 0, serviceProvider: 0 } });
    // The same person acting as a second profile of theirs sees that profile's (empty) favourites.
    const second = await createProfile(t, me.owner, { type: 'fund', status: 'published' });
    expect((await t.call('GET', '/api/favourite', as(me.owner, second))).body.total).toBe(0);
    // A member of the profile sees its favourites.
    const viewer = await member(t, me.profile, 'viewer');
    expect((await t.call('GET', '/api/favourite', as(viewer, me.profile))).body.total).toBe(4);
  });

  it.each([
    ['type=startup', { type: ['Select a valid profile type'] }],
    ['take=5', { take: ['Select a valid page size'] }],
    ['skip=x', { skip: ['Skip must be a whole number of at least 0'] }],
    ['profileId=alder', { profileId: ['Profile id is not valid'] }],
  ])('rejects ?%s with its message', async (query, errors) => {
    const me = await actor(t);
    const res = await list(me, `?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('GET /api/favourite/favourings', () => {
  it('counts the live profiles that favourite the active profile, by type and recent period, without naming them', async () => {
    const me = await actor(t);
    const fans = [await actor(t, { type: 'investor' }), await actor(t, { type: 'investor' }), await actor(t, { type: 'serviceProvider' })];
    const old = await actor(t);
    const gone = await actor(t, { type: 'investor' });
    for (const fan of [...fans, old, gone]) expect((await favour(fan, me.profile)).status).toBe(201);
    await t.database.db
      .update(profileFavourites)
      .set({ createdAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(profileFavourites.profileId, fans[2]!.profile.id));
    await t.database.db
      .update(profileFavourites)
      .set({ createdAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(profileFavourites.profileId, old.profile.id));
    await softDelete(t, gone.profile);

    const res = await favourings(me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 4, byType: { fund: 1, investor: 2, serviceProvider: 1 }, last7Days: 2, last30Days: 3 });
    expect(JSON.stringify(res.body)).not.toContain(fans[0]!.profile.id);
  });

  it('answers zeros for a profile nobody favourites', async () => {
    const me = await actor(t);
    expect((await favourings(me)).body).toEqual({
      total: 0,
      byType: { fund: 0, investor: 0, serviceProvider: 0 },
      last7Days: 0,
      last30Days: 0,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every route of the family', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining(['POST /api/favourite', 'DELETE /api/favourite', 'GET /api/favourite', 'GET /api/favourite/favourings']),
    );
  });
});
