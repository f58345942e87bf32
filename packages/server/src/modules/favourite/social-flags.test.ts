import { eq } from 'drizzle-orm';
import { createProfile, createUser, type TestProfile } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profileFavourites } from './tables';
import { profileSubscriptions } from '../profile-subscriber/tables';
import { profiles } from '../profiles/tables';
import { socialFlagsFor } from './social-flags';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

async function profile(type: TestProfile['type'] = 'fund') {
  return createProfile(t, await createUser(t), { type, status: 'published' });
}

const follow = (from: TestProfile, to: TestProfile) =>
  t.database.db.insert(profileSubscriptions).values({ subscriberProfileId: from.id, subscribedProfileId: to.id });
const favourite = (from: TestProfile, to: TestProfile) =>
  t.database.db.insert(profileFavourites).values({ profileId: from.id, favouriteProfileId: to.id });

describe('socialFlagsFor', () => {
  it('counts live followers and reads the viewer’s follow and favourite state for every id', async () => {
    const [viewer, a, b, c, other, gone] = [
      await profile('investor'),
      await profile(),
      await profile('serviceProvider'),
      await profile(),
      await profile(),
      await profile(),
    ];
    await follow(viewer, a);
    await follow(other, a);
    await follow(gone, a);
    await follow(other, b);
    await favourite(viewer, b);
    await favourite(other, c); // someone else's favourite is not the viewer's
    await t.database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.id));

    const flags = await socialFlagsFor(t.database, { viewerProfileId: viewer.id, profileIds: [a.id, b.id, c.id] });
    expect(Object.fromEntries(flags)).toEqual({
      [a.id]: { followerCount: 2, following: true, favourite: false },
      [b.id]: { followerCount: 1, following: false, favourite: true },
      [c.id]: { followerCount: 0, following: false, favourite: false },
    });
  });

  it('gives visitors (no viewer profile) the counts only, and accepts the Drizzle client too', async () => {
    const [viewer, a] = [await profile('investor'), await profile()];
    await follow(viewer, a);
    await favourite(viewer, a);
    const flags = await socialFlagsFor(t.database.db, { viewerProfileId: null, profileIds: [a.id] });
    expect(flags.get(a.id)).toEqual({ followerCount: 1, following: false, favourite: false });
  });

  it('answers zeros for unknown or malformed ids, keys entries as given, and needs no query for an empty page', async () => {
    const [viewer, a] = [await profile('investor'), await profile()];
    await follow(viewer, a);
    const upper = a.id.toUpperCase();
    const flags = await socialFlagsFor(t.database, {
      viewerProfileId: viewer.id,
      profileIds: [upper, 'not-a-uuid', '00000000-0000-4000-8000-000000000000'],
    });
    expect(flags.get(upper)).toEqual({ followerCount: 1, following: true, favourite: false });
    expect(flags.get('not-a-uuid')).toEqual({ followerCount: 0, following: false, favourite: false });
    expect(flags.get('00000000-0000-4000-8000-000000000000')).toEqual({ followerCount: 0, following: false, favourite: false });
    expect((await socialFlagsFor(t.database, { viewerProfileId: viewer.id, profileIds: [] })).size).toBe(0);
  });

  it('serves a page of 50 profiles in at most two queries', async () => {
    const viewer = await profile('investor');
    const page = await Promise.all(Array.from({ length: 50 }, () => profile()));
    await follow(viewer, page[3]!);
    await favourite(viewer, page[7]!);
    const queries: string[] = [];
    const original = t.database.pool.query.bind(t.database.pool);
    const spy = jest.spyOn(t.database.pool, 'query').mockImplementation(((...args: Parameters<typeof original>) => {
      const first = args[0] as unknown;
      queries.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      return original(...args);
    }) as typeof t.database.pool.query);
    try {
      const flags = await socialFlagsFor(t.database, { viewerProfileId: viewer.id, profileIds: page.map((p) => p.id) });
      expect(flags.size).toBe(50);
      expect(flags.get(page[3]!.id)).toMatchObject({ following: true, followerCount: 1 });
      expect(flags.get(page[7]!.id)).toMatchObject({ favourite: true, followerCount: 0 });
    } finally {
      spy.mockRestore();
    }
    expect(queries).toHaveLength(2);
  });
});
