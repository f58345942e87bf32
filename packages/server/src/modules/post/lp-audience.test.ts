import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { audienceReply, feedReply } from '@fundnet/validation-schema';
import { isolatedDatabaseUrl } from '../../seed/test-database';
import { startTestApp, type TestApp } from '../../test/test-app';
import { actor, as, type SocialActor, softDelete } from '../follow/test-support';
import { profileSubscriptions } from '../profile-subscriber/tables';
import { profiles } from '../profiles/tables';

/**
 * Issue 34.13: the composer's "who will see this" for LPOnly and the feed apply one rule (reader.ts `lpAudience`):
 * every live, published investor profile gets an LPOnly post in its feed, following the author or not, and the count
 * is exactly those profiles. A database of its own, so "every investor profile" is the ones made here (the count is
 * platform-wide, and other test files add investors on the shared database, in parallel on PostgreSQL).
 */

let t: TestApp;
let stop: () => Promise<void>;

beforeAll(async () => {
  const isolated = await isolatedDatabaseUrl('fundnet_lp_audience_test');
  stop = isolated.stop;
  const shared = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = isolated.url;
  try {
    t = await startTestApp();
  } finally {
    process.env.TEST_DATABASE_URL = shared;
  }
});

afterAll(async () => {
  await t?.close();
  await stop?.();
});

const follow = (follower: SocialActor, followed: SocialActor) =>
  t.database.db.insert(profileSubscriptions).values({ subscriberProfileId: follower.profile.id, subscribedProfileId: followed.profile.id });

/** The ids in the reader's feed (first page, large enough for this database). */
async function feedOf(reader: SocialActor): Promise<Set<string>> {
  const res = await t.call('GET', '/api/post?take=50', as(reader.owner, reader.profile));
  expect(res.status).toBe(200);
  expect(v.is(feedReply, res.body)).toBe(true);
  return new Set(res.body.items.map((item: { id: string }) => item.id));
}

describe('LPOnly: the composer’s count is who gets the post', () => {
  let gp: SocialActor;
  let lps: { following: SocialActor; notFollowing: SocialActor; draft: SocialActor; deleted: SocialActor };
  let provider: SocialActor;
  let postId: string;

  beforeAll(async () => {
    gp = await actor(t, { type: 'fund', name: 'Northwind Ventures' });
    lps = {
      following: await actor(t, { type: 'investor', name: 'Ada Capital' }),
      // The case: an LP new to the platform who does not follow the fund.
      notFollowing: await actor(t, { type: 'investor', name: 'Fjord Family Office' }),
      // Signed up as an investor, not published (approved) yet: not an LP the composer counts, so it does not read.
      draft: await actor(t, { type: 'investor', name: 'Draft Holdings', status: 'draft' }),
      deleted: await actor(t, { type: 'investor', name: 'Gone Partners' }),
    };
    provider = await actor(t, { type: 'serviceProvider' });
    await follow(lps.following, gp);
    await follow(provider, gp);
    await softDelete(t, lps.deleted.profile);
    const res = await t.call('POST', '/api/post', {
      ...as(gp.owner, gp.profile),
      body: { text: 'Fund III first close: LP letter', tag: 'Fundraising', visibility: 'LPOnly' },
    });
    expect(res.status).toBe(201);
    postId = res.body.post.id;
  });

  it('every investor profile of the platform that gets it in its feed is counted, and only those', async () => {
    // This database holds exactly the investor profiles made above (live or not): "every LP" is checkable.
    const investors = await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.type, 'investor'));
    expect(investors.map((row) => row.id).sort()).toEqual(
      Object.values(lps)
        .map((lp) => lp.profile.id)
        .sort(),
    );

    const audience = await t.call('GET', '/api/post/audience?visibility=LPOnly', as(gp.owner, gp.profile));
    expect(audience.status).toBe(200);
    expect(v.is(audienceReply, audience.body)).toBe(true);

    const receivers: string[] = [];
    for (const lp of [lps.following, lps.notFollowing, lps.draft]) {
      if ((await feedOf(lp)).has(postId)) receivers.push(lp.name);
    }
    expect(receivers).toEqual(['Ada Capital', 'Fjord Family Office']);
    expect(audience.body.profiles).toBe(receivers.length);
    expect(audience.body.summary).toBe('Investor (LP) profiles only: 2 profiles');
  });

  it('an LP who does not follow the fund reads it in the feed, on the fund’s page and alone', async () => {
    const lp = as(lps.notFollowing.owner, lps.notFollowing.profile);
    expect((await feedOf(lps.notFollowing)).has(postId)).toBe(true);
    const page = await t.call('GET', `/api/post?profileId=${gp.profile.id}&take=50`, lp);
    expect(page.body.items.map((item: { id: string }) => item.id)).toContain(postId);
    expect((await t.call('GET', `/api/post/${postId}`, lp)).status).toBe(200);
    // The LP filter of the feed finds it too (profileType is the author's).
    const funds = await t.call('GET', '/api/post?take=50&profileType=fund', lp);
    expect(funds.body.items.map((item: { id: string }) => item.id)).toContain(postId);
  });

  it('an investor profile the count leaves out does not read it; neither does a following provider', async () => {
    expect((await t.call('GET', `/api/post/${postId}`, as(lps.draft.owner, lps.draft.profile))).status).toBe(404);
    expect((await t.call('GET', `/api/post/${postId}/comments`, as(lps.draft.owner, lps.draft.profile))).status).toBe(404);
    expect((await feedOf(provider)).has(postId)).toBe(false);
    expect((await t.call('GET', `/api/post/${postId}`, as(provider.owner, provider.profile))).status).toBe(404);
  });

  it('the count moves with the rule: a newly published LP is counted and gets the post', async () => {
    const before = (await t.call('GET', '/api/post/audience?visibility=LPOnly', as(gp.owner, gp.profile))).body.profiles;
    const newcomer = await actor(t, { type: 'investor', name: 'Late Allocator' });
    const after = (await t.call('GET', '/api/post/audience?visibility=LPOnly', as(gp.owner, gp.profile))).body.profiles;
    expect(after).toBe(before + 1);
    expect((await feedOf(newcomer)).has(postId)).toBe(true);
  });
});
