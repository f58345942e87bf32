/** @database both: PL/pgSQL triggers from the migrations, on each engine */
import { sql } from 'drizzle-orm';
import { createProfile, createUser, type TestProfile } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The views-by-viewer rollup (profile_view_viewers, ADR 0060) answers what grouping profile_views answers, after every
 * kind of write: a visit through the API, a bulk insert in SQL, a viewer profile deleted (its views lose the viewer),
 * and the visited profile deleted.
 */
let t: TestApp;
let fund: TestProfile;
let viewers: TestProfile[];

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(t);
  const lpUser = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', status: 'published' });
  viewers = await Promise.all([0, 1, 2].map(() => createProfile(t, lpUser, { type: 'investor', status: 'published' })));
  // The LP user visits the fund acting as the first viewer profile.
  const switched = await t.call('POST', '/api/auth/profile-switch', {
    token: lpUser.token,
    body: { profileId: viewers[0]!.id, profileType: 'investor' },
  });
  expect(switched.status).toBe(200);
  const visit = await t.call('POST', '/api/profile-view', { token: lpUser.token, body: { profileId: fund.id } });
  expect(visit.status).toBeLessThan(300);
});
afterAll(() => t.close());

type Pair = { profile: string; viewer: string; views: number; last: string };
const rows = async (query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows as Pair[];
const rollup = () =>
  rows(sql`select profile_id as profile, viewer_profile_id as viewer, views, last_viewed_at::text as last
           from profile_view_viewers where profile_id = ${fund.id} order by 2`);
const grouped = () =>
  rows(sql`select profile_id as profile, viewer_profile_id as viewer, count(*)::int as views, max(viewed_at)::text as last
           from profile_views where profile_id = ${fund.id} and viewer_profile_id is not null group by 1, 2 order by 2`);

it('counts every write of a view as grouping the views would', async () => {
  expect(await rollup()).toEqual(await grouped());
  expect((await rollup()).map((r) => [r.viewer, r.views])).toEqual([[viewers[0]!.id, 1]]);

  // A bulk insert in one statement, across viewers, out of order in time; views without a viewer profile are not counted.
  await t.database.db.execute(sql`
    insert into profile_views (profile_id, viewer_profile_id, viewer_key, viewed_at)
    select ${fund.id}, (array[${viewers[0]!.id}::uuid, ${viewers[1]!.id}::uuid, ${viewers[2]!.id}::uuid, null])[1 + g % 4],
           'rollup:' || g, now() - (g % 9) * interval '1 day'
    from generate_series(1, 40) g`);
  expect(await rollup()).toEqual(await grouped());
  expect((await rollup()).reduce((n, r) => n + r.views, 0)).toBe(31);

  // A viewer profile deleted: its views stay, without a viewer, and its pair leaves the rollup.
  await t.database.db.execute(sql`delete from profiles where id = ${viewers[1]!.id}`);
  expect(await rollup()).toEqual(await grouped());
  expect((await rollup()).map((r) => r.viewer)).not.toContain(viewers[1]!.id);

  // Views deleted (one viewer's latest) recount the pair, last view included.
  await t.database.db.execute(sql`
    delete from profile_views where id = (
      select id from profile_views where profile_id = ${fund.id} and viewer_profile_id = ${viewers[2]!.id}
      order by viewed_at desc limit 1)`);
  expect(await rollup()).toEqual(await grouped());

  // The visited profile deleted: nothing of it is left.
  await t.database.db.execute(sql`delete from profiles where id = ${fund.id}`);
  expect(await rollup()).toEqual([]);
});
