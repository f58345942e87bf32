import { and, eq } from 'drizzle-orm';
import { createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profileSubscriptions } from '../profile-subscriber/tables';
import { actor, as, hideFields, member, NO_SUCH_PROFILE, type SocialActor, setStatus, softDelete, unique } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const follow = (by: SocialActor, target: { id: string }) =>
  t.call('POST', '/api/follow', { ...as(by.owner, by.profile), body: { profileId: target.id } });
const list = (by: SocialActor, query = '') => t.call('GET', `/api/follow${query}`, as(by.owner, by.profile));
const rowsBetween = (follower: TestProfile, followed: TestProfile) =>
  t.database.db
    .select()
    .from(profileSubscriptions)
    .where(and(eq(profileSubscriptions.subscriberProfileId, follower.id), eq(profileSubscriptions.subscribedProfileId, followed.id)));

describe('who may call each follow route', () => {
  // [label, method, path, body, lowest role allowed]
  type Route = [string, string, (c: Ctx) => string, (c: Ctx) => unknown, 'viewer' | 'editor'];
  interface Ctx {
    me: SocialActor;
    target: SocialActor;
    followId: string;
  }
  const routes: Route[] = [
    ['POST follow', 'POST', () => '/api/follow', (c) => ({ profileId: c.target.profile.id }), 'viewer'],
    ['DELETE follow', 'DELETE', (c) => `/api/follow?profileId=${c.target.profile.id}`, () => undefined, 'viewer'],
    ['GET follow', 'GET', () => '/api/follow', () => undefined, 'viewer'],
    ['GET follow/iFollow', 'GET', (c) => `/api/follow/iFollow?profileId=${c.target.profile.id}`, () => undefined, 'viewer'],
    [
      'POST follow/automatic-follow',
      'POST',
      () => '/api/follow/automatic-follow',
      (c) => ({ profileIds: [c.target.profile.id] }),
      'editor',
    ],
    ['POST follow/removeFollow', 'POST', () => '/api/follow/removeFollow', (c) => ({ profileId: c.target.profile.id }), 'editor'],
    ['DELETE follow/removeFollow', 'DELETE', (c) => `/api/follow/removeFollow?profileId=${c.target.profile.id}`, () => undefined, 'editor'],
    ['PUT follow/{id}', 'PUT', (c) => `/api/follow/${c.followId}`, () => ({ notifications: 'updates' }), 'editor'],
  ];
  let c: Ctx;
  let outsider: TestUser;
  let otherOwner: TestUser;
  let viewer: TestUser;
  let editor: TestUser;

  beforeAll(async () => {
    const me = await actor(t);
    const target = await actor(t);
    const made = await follow(me, target.profile);
    c = { me, target, followId: made.body.follow.id };
    outsider = await createUser(t);
    otherOwner = (await actor(t)).owner;
    viewer = await member(t, me.profile, 'viewer');
    editor = await member(t, me.profile, 'editor');
  });

  it.each(routes)('%s answers 401 to an anonymous caller', async (_label, method, path, body) => {
    const res = await t.call(method, path(c), { profile: c.me.profile, body: body(c) });
    expect(res.status).toBe(401);
  });

  it.each(routes)('%s answers 400 without the profile headers', async (_label, method, path, body) => {
    const res = await t.call(method, path(c), { ...as(c.me.owner), body: body(c) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PROFILE_HEADERS_MISSING');
  });

  it.each(routes)('%s answers 403 to a signed-in user who is not a member of the profile', async (_label, method, path, body) => {
    const res = await t.call(method, path(c), { ...as(outsider, c.me.profile), body: body(c) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
  });

  it.each(routes)("%s answers 403 to another profile's owner passing this profile's id", async (_label, method, path, body) => {
    const res = await t.call(method, path(c), { ...as(otherOwner, c.me.profile), body: body(c) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
  });

  it.each(routes.filter((route) => route[4] === 'editor'))(
    '%s answers 403 to a viewer (editor role and up)',
    async (_l, method, path, body) => {
      const res = await t.call(method, path(c), { ...as(viewer, c.me.profile), body: body(c) });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ROLE_TOO_LOW');
    },
  );

  it.each(routes.filter((route) => route[4] === 'viewer'))('%s answers a viewer (any member role)', async (_l, method, path, body) => {
    const res = await t.call(method, path(c), { ...as(viewer, c.me.profile), body: body(c) });
    expect([200, 201, 204]).toContain(res.status);
  });

  it.each(routes.filter((route) => route[4] === 'editor'))('%s answers an editor', async (_l, method, path, body) => {
    if (method === 'PUT') await follow(c.me, c.target.profile); // an earlier case may have unfollowed
    const current = await t.call('GET', `/api/follow/iFollow?profileId=${c.target.profile.id}`, as(c.me.owner, c.me.profile));
    if (current.body.follow) c.followId = current.body.follow.id;
    const res = await t.call(method, path(c), { ...as(editor, c.me.profile), body: body(c) });
    expect([200, 201, 204]).toContain(res.status);
  });
});

describe('POST /api/follow', () => {
  it('follows once (201, then 200 with the same follow), counts the follower, and writes a subscription', async () => {
    const me = await actor(t, { type: 'investor' });
    const fund = await actor(t);
    const first = await follow(me, fund.profile);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      follow: {
        id: expect.any(String),
        followerProfileId: me.profile.id,
        followedProfileId: fund.profile.id,
        notifications: 'all',
        origin: 'manual',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      followerCount: 1,
    });
    const again = await t.call('POST', '/api/follow', { ...as(me.owner, me.profile), body: { profileId: fund.profile.id.toUpperCase() } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowsBetween(me.profile, fund.profile)).toHaveLength(1);
    // The fund's owner hears of the new follower once (notification default: immediately), not of the repeat.
    const mails = (await t.mails()).filter((m) => m.to === fund.owner.email && m.template === 'notification-new-follower');
    expect(mails).toHaveLength(1);
    // The same row is a subscription: the fund's subscribers list shows it.
    const subscribers = await t.call('GET', '/api/profile-subscriber', as(fund.owner, fund.profile));
    expect(subscribers.body.subscribers.map((s: { profileId: string }) => s.profileId)).toEqual([me.profile.id]);
  });

  it('refuses to follow itself (400) and profiles a visitor cannot open (422 on profileId, alike), writing nothing', async () => {
    const me = await actor(t);
    const self = await follow(me, me.profile);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'FOLLOW_SELF', message: 'A profile cannot follow itself.' });

    const draft = await actor(t, { status: 'draft' });
    const hiddenInvestor = await actor(t, { type: 'investor', visible: false });
    const deleted = await actor(t);
    await softDelete(t, deleted.profile);
    for (const target of [draft.profile, hiddenInvestor.profile, deleted.profile, { id: NO_SUCH_PROFILE }]) {
      const res = await follow(me, target);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'REFERENCE_NOT_FOUND',
        message: 'This profile does not exist.',
        errors: { profileId: ['This profile does not exist.'] },
      });
    }
    const rows = await t.database.db.select().from(profileSubscriptions).where(eq(profileSubscriptions.subscriberProfileId, me.profile.id));
    expect(rows).toEqual([]);
  });

  it('lets a draft profile follow a published one (any profile may follow)', async () => {
    const draft = await actor(t, { status: 'draft' });
    const fund = await actor(t);
    expect((await follow(draft, fund.profile)).status).toBe(201);
  });

  it.each([
    ['missing', {}, 'Profile id is required'],
    ['blank', { profileId: ' ' }, 'Profile id is required'],
    ['not a uuid', { profileId: 'alder' }, 'Profile id is not valid'],
    ['not a string', { profileId: 12 }, 'Profile id is required'],
  ])('rejects a %s profile id with its message', async (_case, body, message) => {
    const me = await actor(t);
    const res = await t.call('POST', '/api/follow', { ...as(me.owner, me.profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileId: [message] });
  });

  it('answers 400 to malformed JSON', async () => {
    const me = await actor(t);
    const res = await t.call('POST', '/api/follow', {
      ...as(me.owner, me.profile),
      rawBody: '{"profileId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('DELETE /api/follow', () => {
  it('unfollows by ?profileId= or by body, idempotently, leaving other follows alone', async () => {
    const me = await actor(t);
    const [a, b] = [await actor(t), await actor(t)];
    const other = await actor(t);
    await follow(me, a.profile);
    await follow(me, b.profile);
    await follow(other, a.profile);

    expect((await t.call('DELETE', `/api/follow?profileId=${a.profile.id}`, as(me.owner, me.profile))).status).toBe(204);
    expect((await t.call('DELETE', `/api/follow?profileId=${a.profile.id}`, as(me.owner, me.profile))).status).toBe(204);
    expect((await t.call('DELETE', '/api/follow', { ...as(me.owner, me.profile), body: { profileId: b.profile.id } })).status).toBe(204);
    expect(await rowsBetween(me.profile, a.profile)).toEqual([]);
    expect(await rowsBetween(me.profile, b.profile)).toEqual([]);
    expect(await rowsBetween(other.profile, a.profile)).toHaveLength(1);
  });

  it.each([
    ['no profile id', '', undefined, 'Profile id is required'],
    ['a malformed query', '?profileId=alder', undefined, 'Profile id is not valid'],
    ['a malformed body', '', { profileId: 'alder' }, 'Profile id is not valid'],
  ])('answers 422 to %s', async (_case, query, body, message) => {
    const me = await actor(t);
    const res = await t.call('DELETE', `/api/follow${query}`, { ...as(me.owner, me.profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileId: [message] });
  });
});

describe('GET /api/follow', () => {
  /** `me` with three followers (one followed back) and two followed profiles, created in this order. */
  async function network() {
    const s = unique();
    const me = await actor(t, { name: `Centre ${s}` });
    const alder = await actor(t, { type: 'investor', name: `Alder ${s}` });
    const birch = await actor(t, { type: 'serviceProvider', name: `Birch ${s}` });
    const cedar = await actor(t, { name: `Cedar ${s}` });
    const dune = await actor(t, { name: `Dune ${s}` });
    await follow(alder, me.profile);
    await follow(birch, me.profile);
    await follow(cedar, me.profile);
    await follow(me, cedar.profile);
    await follow(me, dune.profile);
    return { me, alder, birch, cedar, dune, s };
  }
  const names = (res: { body: { items: Array<{ profile: { name: string } }> } }) =>
    res.body.items.map((item) => item.profile.name.split(' ')[0]);

  it('lists followers newest first with cards, mutual flags and both counts', async () => {
    const { me, alder, cedar } = await network();
    const res = await list(me);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      list: 'followers',
      total: 3,
      skip: 0,
      take: 10,
      search: null,
      counts: { followers: 3, following: 2 },
    });
    expect(names(res)).toEqual(['Cedar', 'Birch', 'Alder']);
    expect(res.body.items.map((item: { mutual: boolean }) => item.mutual)).toEqual([true, false, false]);
    expect(res.body.items[2]).toEqual({
      id: expect.any(String),
      profile: {
        id: alder.profile.id,
        type: 'investor',
        name: alder.name,
        slug: alder.profile.slug,
        logo: `https://cdn.example.test/${alder.profile.slug}.png`,
        headline: `${alder.name} headline`,
        public: true,
      },
      followedAt: expect.any(String),
      mutual: false,
      notifications: 'all',
      origin: 'manual',
    });
    expect(res.body.items[0].profile.id).toBe(cedar.profile.id);
  });

  it('lists followed profiles, with mutual meaning "follows me back"', async () => {
    const { me } = await network();
    const res = await list(me, '?list=following');
    expect(res.body).toMatchObject({ list: 'following', total: 2, counts: { followers: 3, following: 2 } });
    expect(names(res)).toEqual(['Dune', 'Cedar']);
    expect(res.body.items.map((item: { mutual: boolean }) => item.mutual)).toEqual([false, true]);
  });

  it('pages with skip and take, and searches names in any case without counting the rest', async () => {
    const { me, s } = await network();
    const page = await list(me, '?take=10&skip=2');
    expect(page.body).toMatchObject({ total: 3, skip: 2, take: 10 });
    expect(names(page)).toEqual(['Alder']);
    const found = await list(me, `?search=${encodeURIComponent(` bIRCH ${s} `)}`);
    expect(found.body).toMatchObject({ total: 1, search: `bIRCH ${s}`, counts: { followers: 3, following: 2 } });
    expect(names(found)).toEqual(['Birch']);
    // % and _ are ordinary characters, not patterns.
    expect((await list(me, '?search=%25')).body.total).toBe(0);
  });

  it('pages through more than one page of 10', async () => {
    const me = await actor(t);
    for (let i = 0; i < 12; i += 1) await follow(await actor(t), me.profile);
    const first = await list(me);
    const second = await list(me, '?skip=10');
    expect(first.body.items).toHaveLength(10);
    expect(second.body.items).toHaveLength(2);
    expect(first.body.total).toBe(12);
    const ids = new Set([...first.body.items, ...second.body.items].map((item: { id: string }) => item.id));
    expect(ids.size).toBe(12);
  });

  it('leaves out deleted profiles, and shows profiles no longer public without their card data', async () => {
    const { me, alder, birch } = await network();
    await softDelete(t, alder.profile);
    await setStatus(t, birch.profile, 'archived');
    const res = await list(me);
    expect(res.body.counts.followers).toBe(2);
    expect(names(res)).toEqual(['Cedar', 'Birch']);
    expect(res.body.items[1].profile).toMatchObject({ public: false, logo: null, headline: null });
  });

  it('leaves hidden fields out of the cards', async () => {
    const me = await actor(t);
    const fund = await actor(t);
    await hideFields(t, fund.profile, ['fund-details.logo']);
    await follow(me, fund.profile);
    const res = await list(me, '?list=following');
    expect(res.body.items[0].profile).toMatchObject({ logo: null, headline: `${fund.name} headline`, public: true });
  });

  it('shows one profile’s lists to its members only, never to another profile', async () => {
    const { me } = await network();
    const stranger = await actor(t);
    const theirs = await list(stranger);
    expect(theirs.body.total).toBe(0);
    const viewer = await member(t, me.profile, 'viewer');
    expect((await t.call('GET', '/api/follow', as(viewer, me.profile))).body.total).toBe(3);
  });

  it.each([
    ['list=fans', { list: ['Select a valid list (followers or following)'] }],
    ['take=15', { take: ['Select a valid page size'] }],
    ['take=100', { take: ['Select a valid page size'] }],
    ['skip=-1', { skip: ['Skip must be a whole number of at least 0'] }],
    ['skip=two', { skip: ['Skip must be a whole number of at least 0'] }],
    [`search=${'x'.repeat(101)}`, { search: ['Search can be at most 100 characters'] }],
  ])('rejects ?%s with its message', async (query, errors) => {
    const me = await actor(t);
    const res = await list(me, `?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('GET /api/follow/iFollow', () => {
  it('says whether the active profile follows a profile and is followed back', async () => {
    const me = await actor(t);
    const other = await actor(t);
    const iFollow = () => t.call('GET', `/api/follow/iFollow?profileId=${other.profile.id}`, as(me.owner, me.profile));
    expect((await iFollow()).body).toEqual({
      profileId: other.profile.id,
      following: false,
      followedBy: false,
      follow: null,
      followerCount: 0,
    });
    await follow(other, me.profile);
    const made = await follow(me, other.profile);
    expect((await iFollow()).body).toEqual({
      profileId: other.profile.id,
      following: true,
      followedBy: true,
      follow: made.body.follow,
      followerCount: 1,
    });
  });

  it('answers 404 for an unknown or deleted profile and 422 for a bad or missing id', async () => {
    const me = await actor(t);
    const gone = await actor(t);
    await softDelete(t, gone.profile);
    for (const id of [NO_SUCH_PROFILE, gone.profile.id]) {
      expect((await t.call('GET', `/api/follow/iFollow?profileId=${id}`, as(me.owner, me.profile))).status).toBe(404);
    }
    const bad = await t.call('GET', '/api/follow/iFollow?profileId=alder', as(me.owner, me.profile));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ profileId: ['Profile id is not valid'] });
    const missing = await t.call('GET', '/api/follow/iFollow', as(me.owner, me.profile));
    expect(missing.body.errors).toEqual({ profileId: ['Profile id is required'] });
  });
});

describe('POST /api/follow/automatic-follow', () => {
  it('follows the chosen profiles, reports the ones already followed and skips itself and non-public ids', async () => {
    const me = await actor(t);
    const [a, b, c] = [await actor(t), await actor(t, { type: 'investor' }), await actor(t, { type: 'serviceProvider' })];
    const draft = await actor(t, { status: 'draft' });
    await follow(me, c.profile);
    const res = await t.call('POST', '/api/follow/automatic-follow', {
      ...as(me.owner, me.profile),
      body: { profileIds: [a.profile.id, b.profile.id, c.profile.id, me.profile.id, draft.profile.id, NO_SUCH_PROFILE, a.profile.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      followed: [a.profile.id, b.profile.id],
      alreadyFollowing: [c.profile.id],
      skipped: [
        { profileId: me.profile.id, reason: 'self' },
        { profileId: draft.profile.id, reason: 'notFound' },
        { profileId: NO_SUCH_PROFILE, reason: 'notFound' },
      ],
    });
    const [row] = await rowsBetween(me.profile, a.profile);
    expect(row?.origin).toBe('automatic');
    expect(await t.lastMail(a.owner.email, 'notification-new-follower')).toBeDefined();
    expect((await rowsBetween(me.profile, c.profile))[0]?.origin).toBe('manual');
  });

  it('follows back every public follower not followed yet', async () => {
    const me = await actor(t);
    const [a, b, c] = [await actor(t), await actor(t), await actor(t, { status: 'draft' })];
    await follow(a, me.profile);
    await follow(b, me.profile);
    await follow(c, me.profile);
    await follow(me, b.profile);
    const res = await t.call('POST', '/api/follow/automatic-follow', { ...as(me.owner, me.profile), body: { followBack: true } });
    expect(res.body).toEqual({ followed: [a.profile.id], alreadyFollowing: [], skipped: [] });
    expect(await rowsBetween(me.profile, c.profile)).toEqual([]);
    const again = await t.call('POST', '/api/follow/automatic-follow', { ...as(me.owner, me.profile), body: { followBack: true } });
    expect(again.body).toEqual({ followed: [], alreadyFollowing: [], skipped: [] });
  });

  it.each([
    ['nothing', {}, { profileIds: ['Choose at least one profile to follow'] }],
    ['an empty list', { profileIds: [] }, { profileIds: ['Choose at least one profile to follow'] }],
    ['followBack false alone', { followBack: false }, { profileIds: ['Choose at least one profile to follow'] }],
    ['a bad id', { profileIds: ['alder'] }, { 'profileIds.0': ['Profile id is not valid'] }],
    ['a followBack that is not a boolean', { followBack: 'yes' }, { followBack: ['Follow back must be true or false'] }],
  ])('rejects %s with its message', async (_case, body, errors) => {
    const me = await actor(t);
    const res = await t.call('POST', '/api/follow/automatic-follow', { ...as(me.owner, me.profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('takes at most 50 profiles', async () => {
    const me = await actor(t);
    const ids = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const res = await t.call('POST', '/api/follow/automatic-follow', { ...as(me.owner, me.profile), body: { profileIds: ids } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileIds: ['You can follow at most 50 profiles at once'] });
  });
});

describe('removeFollow', () => {
  it.each(['POST', 'DELETE'])('%s removes one follower of the active profile, and only that follow', async (method) => {
    const me = await actor(t);
    const [fan, other] = [await actor(t), await actor(t)];
    await follow(fan, me.profile);
    await follow(other, me.profile);
    await follow(me, fan.profile);
    const path = method === 'POST' ? '/api/follow/removeFollow' : `/api/follow/removeFollow?profileId=${fan.profile.id}`;
    const body = method === 'POST' ? { profileId: fan.profile.id } : undefined;
    expect((await t.call(method, path, { ...as(me.owner, me.profile), body })).status).toBe(204);
    expect((await t.call(method, path, { ...as(me.owner, me.profile), body })).status).toBe(204);
    expect(await rowsBetween(fan.profile, me.profile)).toEqual([]);
    expect(await rowsBetween(other.profile, me.profile)).toHaveLength(1);
    expect(await rowsBetween(me.profile, fan.profile)).toHaveLength(1);
    // Removing is not blocking: the profile may follow again.
    expect((await follow(fan, me.profile)).status).toBe(201);
  });

  it('cannot remove a follow between two other profiles', async () => {
    const me = await actor(t);
    const [a, b] = [await actor(t), await actor(t)];
    await follow(a, b.profile);
    await t.call('POST', '/api/follow/removeFollow', { ...as(me.owner, me.profile), body: { profileId: a.profile.id } });
    expect(await rowsBetween(a.profile, b.profile)).toHaveLength(1);
  });

  it('answers 422 without a profile id', async () => {
    const me = await actor(t);
    const post = await t.call('POST', '/api/follow/removeFollow', { ...as(me.owner, me.profile), body: {} });
    expect(post.body.errors).toEqual({ profileId: ['Profile id is required'] });
    const del = await t.call('DELETE', '/api/follow/removeFollow', as(me.owner, me.profile));
    expect(del.status).toBe(422);
    expect(del.body.errors).toEqual({ profileId: ['Profile id is required'] });
  });
});

describe('PUT /api/follow/{id}', () => {
  it('sets the notification level of one of the active profile’s follows', async () => {
    const me = await actor(t);
    const fund = await actor(t);
    const made = await follow(me, fund.profile);
    const res = await t.call('PUT', `/api/follow/${made.body.follow.id}`, { ...as(me.owner, me.profile), body: { notifications: 'none' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ follow: { ...made.body.follow, notifications: 'none', updatedAt: expect.any(String) }, followerCount: 1 });
    const listed = await list(me, '?list=following');
    expect(listed.body.items[0].notifications).toBe('none');
  });

  it('answers 404 for a follow the active profile did not make (even one of its followers’)', async () => {
    const me = await actor(t);
    const fan = await actor(t);
    const theirs = await follow(fan, me.profile);
    const res = await t.call('PUT', `/api/follow/${theirs.body.follow.id}`, {
      ...as(me.owner, me.profile),
      body: { notifications: 'none' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This follow does not exist.');
    expect((await rowsBetween(fan.profile, me.profile))[0]?.notifications).toBe('all');
    const unknown = await t.call('PUT', `/api/follow/${NO_SUCH_PROFILE}`, { ...as(me.owner, me.profile), body: { notifications: 'none' } });
    expect(unknown.status).toBe(404);
  });

  it.each([
    ['missing', {}, 'Notification level is required'],
    ['unknown', { notifications: 'weekly' }, 'Select a valid notification level (all, updates or none)'],
  ])('rejects a %s notification level', async (_case, body, message) => {
    const me = await actor(t);
    const made = await follow(me, (await actor(t)).profile);
    const res = await t.call('PUT', `/api/follow/${made.body.follow.id}`, { ...as(me.owner, me.profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ notifications: [message] });
  });

  it('rejects a malformed follow id', async () => {
    const me = await actor(t);
    const res = await t.call('PUT', '/api/follow/alder', { ...as(me.owner, me.profile), body: { notifications: 'all' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ id: ['Follow id is not valid'] });
  });
});

describe('followerCount on the profile replies', () => {
  it.each([
    ['fund', 'fund-info'],
    ['investor', 'investor-info'],
    ['serviceProvider', 'service-provider'],
  ] as const)('the %s public and owner views count live followers', async (type, family) => {
    const target = await actor(t, { type });
    const [a, b] = [await actor(t), await actor(t, { status: 'draft' })];
    await follow(a, target.profile);
    await follow(b, target.profile);
    const gone = await actor(t);
    await follow(gone, target.profile);
    await softDelete(t, gone.profile);
    const publicView = await t.call('GET', `/api/${family}/public/${target.profile.slug}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body.followerCount).toBe(2);
    const ownerView = await t.call('GET', `/api/${family}`, as(target.owner, target.profile));
    expect(ownerView.status).toBe(200);
    expect(ownerView.body.followerCount).toBe(2);
  });
});

describe('OpenAPI', () => {
  it('documents every route of the family', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /api/follow',
        'DELETE /api/follow',
        'GET /api/follow',
        'GET /api/follow/iFollow',
        'POST /api/follow/automatic-follow',
        'POST /api/follow/removeFollow',
        'DELETE /api/follow/removeFollow',
        'PUT /api/follow/{id}',
      ]),
    );
  });
});
