import { eq } from 'drizzle-orm';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profileViews } from './tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const as = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });
const view = (profileId: string, options: { token?: string; userAgent?: string } = {}) =>
  t.call('POST', '/api/profile-view', {
    token: options.token,
    headers: { 'user-agent': options.userAgent ?? 'jest-default-agent' },
    body: { profileId },
  });

async function published(options: { type?: TestProfile['type']; name?: string } = {}) {
  const owner = await createUser(t);
  const profile = await createProfile(t, owner, { status: 'published', type: options.type, name: options.name });
  return { owner, profile };
}

/** A user acting as a profile of their own (the session's active profile). */
async function actingAs(options: { type?: TestProfile['type']; name?: string } = {}) {
  const user = await createUser(t);
  const profile = await createProfile(t, user, { type: options.type ?? 'investor', name: options.name });
  await switchTo(user, profile);
  return { user, profile };
}

async function switchTo(user: TestUser, profile: TestProfile) {
  const res = await t.call('POST', '/api/auth/profile-switch', {
    token: user.token,
    body: { profileId: profile.id, profileType: profile.type },
  });
  expect(res.status).toBe(200);
}

async function insertViews(profileId: string, dates: Date[]) {
  if (dates.length === 0) return;
  await t.database.db
    .insert(profileViews)
    .values(dates.map((viewedAt, i) => ({ profileId, viewedAt, viewerKey: `test:${i}:${viewedAt.getTime()}` })));
}

const stats = (user: TestUser, profile: TestProfile, query = '') => t.call('GET', `/api/profile-view${query}`, as(user, profile));

// Independent UTC calendar arithmetic for the expectations.
const dayKey = (d: Date) => d.toISOString().slice(0, 10);
const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const mondayOf = (d: Date) => new Date(startOfDay(d).getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
const firstOfMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

describe('POST /api/profile-view', () => {
  it('records an anonymous view once per IP address and UTC day', async () => {
    const { profile } = await published();
    expect((await view(profile.id, { userAgent: 'browser-a' })).body).toEqual({ recorded: true });
    expect((await view(profile.id, { userAgent: 'browser-a' })).body).toEqual({ recorded: false });
    // Changing the User-Agent does not make a new visitor: anonymous views count per address per window (issue 9 item 5).
    for (const agent of ['browser-b', 'curl/8.0', 'Mozilla/5.0 (random 1234)']) {
      expect((await view(profile.id, { userAgent: agent })).body).toEqual({ recorded: false });
    }
    const rows = await t.database.db.select().from(profileViews).where(eq(profileViews.profileId, profile.id));
    expect(rows).toHaveLength(1);
    expect(rows.every((row) => row.viewerProfileId === null && row.viewerUserId === null && row.viewerKey.startsWith('anon:'))).toBe(true);
    // No raw address is kept.
    expect(rows.some((row) => row.viewerKey.includes('127.0.0.1'))).toBe(false);
  });

  it("records a signed-in visit once per user and UTC day, showing the viewer's active profile", async () => {
    const { profile } = await published();
    const { user, profile: investor } = await actingAs();
    const first = await view(profile.id, { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ recorded: true });
    expect((await view(profile.id, { token: user.token })).body).toEqual({ recorded: false });
    // A colleague acting as the same profile is another visitor.
    const colleague = await createUser(t);
    await addMember(t, investor, colleague, 'viewer');
    await switchTo(colleague, investor);
    expect((await view(profile.id, { token: colleague.token })).body).toEqual({ recorded: true });
    // A visit of yesterday does not stop today's from counting.
    await t.database.db
      .update(profileViews)
      .set({ viewedAt: new Date(Date.now() - DAY) })
      .where(eq(profileViews.profileId, profile.id));
    expect((await view(profile.id, { token: user.token })).body).toEqual({ recorded: true });
    const rows = await t.database.db.select().from(profileViews).where(eq(profileViews.profileId, profile.id));
    expect(rows.map((row) => row.viewerProfileId)).toEqual([investor.id, investor.id, investor.id]);
    expect(new Set(rows.map((row) => row.viewerKey))).toEqual(new Set([`user:${user.id}`, `user:${colleague.id}`]));
  });

  it('does not record a view of your own profile, whichever profile you act as', async () => {
    const { owner, profile } = await published();
    expect((await view(profile.id, { token: owner.token })).body).toEqual({ recorded: false });
    await switchTo(owner, profile);
    expect((await view(profile.id, { token: owner.token })).body).toEqual({ recorded: false });
    // A team member acting as another profile of theirs is still at home.
    const other = await createProfile(t, owner, { type: 'investor' });
    await switchTo(owner, other);
    expect((await view(profile.id, { token: owner.token })).body).toEqual({ recorded: false });
    expect(await t.database.db.select().from(profileViews).where(eq(profileViews.profileId, profile.id))).toEqual([]);
  });

  it('records a signed-in user without an active profile as an anonymous visitor', async () => {
    const { owner, profile } = await published();
    const user = await createUser(t);
    expect((await view(profile.id, { token: user.token })).body).toEqual({ recorded: true });
    const res = await stats(owner, profile);
    expect(res.body.recentViewers).toEqual([{ viewedAt: expect.any(String), label: 'Anonymous visitor', profile: null }]);
  });

  it('ignores an active profile the user no longer belongs to', async () => {
    const { profile } = await published();
    const { user, profile: former } = await actingAs();
    const owner2 = await createUser(t);
    await addMember(t, former, owner2, 'owner');
    expect((await t.call('DELETE', `/api/profileMember/${user.id}`, as(user, former))).status).toBe(204);
    expect((await view(profile.id, { token: user.token })).body).toEqual({ recorded: true });
    const [row] = await t.database.db.select().from(profileViews).where(eq(profileViews.profileId, profile.id));
    expect(row!.viewerProfileId).toBeNull();
  });

  it('answers 422 on profileId for a profile that is not published or does not exist, alike', async () => {
    const owner = await createUser(t);
    const draft = await createProfile(t, owner, { status: 'draft' });
    const res = await view(draft.id);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'REFERENCE_NOT_FOUND',
      message: 'This profile does not exist.',
      errors: { profileId: ['This profile does not exist.'] },
    });
    const unknown = await view('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'REFERENCE_NOT_FOUND',
      message: 'This profile does not exist.',
      errors: { profileId: ['This profile does not exist.'] },
    });
  });

  it.each([
    ['missing', {}, 'Profile id is required'],
    ['empty', { profileId: '' }, 'Profile id is required'],
    ['not a uuid', { profileId: 'fund-42' }, 'Profile id is not valid'],
  ])('rejects a %s profile id with its message', async (_case, body, message) => {
    const res = await t.call('POST', '/api/profile-view', { body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileId: [message] });
  });

  it('limits how many views one caller records per minute', async () => {
    const { profile } = await published();
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await view(profile.id, { token: user.token })).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const limited = await view(profile.id, { token: user.token });
    expect(limited.body).toMatchObject({ statusCode: 429, message: 'Too many requests. Please wait a minute and try again.' });
    // Other callers are not affected.
    expect((await view(profile.id, { userAgent: 'someone-else' })).status).toBe(200);
  });
});

describe('GET /api/profile-view', () => {
  it('answers 401 to an anonymous caller', async () => {
    const { profile } = await published();
    expect((await t.call('GET', '/api/profile-view', { profile })).status).toBe(401);
  });

  it('answers 403 to a user who is not a member', async () => {
    const { profile } = await published();
    const outsider = await createUser(t);
    const res = await stats(outsider, profile);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
  });

  it("answers 403 to a member of another profile passing this profile's headers", async () => {
    const { profile } = await published();
    const { owner: otherOwner } = await published();
    const res = await stats(otherOwner, profile);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
  });

  it('answers 400 without the profile headers', async () => {
    const { owner } = await published();
    expect((await t.call('GET', '/api/profile-view', as(owner))).status).toBe(400);
  });

  it('answers any member, the viewer role included (the lowest role may read)', async () => {
    const { profile } = await published();
    const viewer = await createUser(t);
    await addMember(t, profile, viewer, 'viewer');
    const res = await stats(viewer, profile);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totals: { total: 0, thisWeek: 0, thisMonth: 0 },
      timeFilter: 'lastMonth',
      interval: 'day',
      recentViewers: [],
    });
    // Thirty days back from now: 31 daily buckets, all empty.
    expect(res.body.series).toHaveLength(31);
    expect(res.body.series.every((b: { count: number }) => b.count === 0)).toBe(true);
  });

  it('counts totals for all time, this calendar week and this calendar month', async () => {
    const { owner, profile } = await published();
    const now = new Date();
    const dates = [1, 2 * 24, 8 * 24, 20 * 24, 40 * 24, 400 * 24].map((hours) => new Date(now.getTime() - hours * 3_600_000));
    await insertViews(profile.id, dates);
    const res = await stats(owner, profile);
    expect(res.status).toBe(200);
    const weekStart = mondayOf(now).getTime();
    const monthStart = firstOfMonth(now).getTime();
    expect(res.body.totals).toEqual({
      total: 6,
      thisWeek: dates.filter((d) => d.getTime() >= weekStart).length,
      thisMonth: dates.filter((d) => d.getTime() >= monthStart).length,
    });
  });

  it('buckets the last week by day, oldest first, with empty days', async () => {
    const { owner, profile } = await published();
    const now = new Date();
    const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
    const inWindow = [ago(0, 1), ago(1), ago(1, 2), ago(3), ago(6, 12)];
    await insertViews(profile.id, [...inWindow, ago(8), ago(40)]);
    const res = await stats(owner, profile, '?timeFilter=lastWeek');
    expect(res.status).toBe(200);
    expect(res.body.interval).toBe('day');
    expect(Date.parse(res.body.to) - Date.parse(res.body.from)).toBe(7 * DAY);
    const expected = [7, 6, 5, 4, 3, 2, 1, 0].map((d) => {
      const key = dayKey(ago(d));
      return { start: key, count: inWindow.filter((v) => dayKey(v) === key).length };
    });
    expect(res.body.series).toEqual(expected);
    expect(res.body.series.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(5);
  });

  it('buckets the last 3 months by week (Mondays) and the last year by month (1sts)', async () => {
    const { owner, profile } = await published();
    const now = new Date();
    const dates = [0.1, 5, 10, 11, 45, 80, 200, 300, 500].map((days) => new Date(now.getTime() - days * DAY));
    await insertViews(profile.id, dates);

    const weekly = await stats(owner, profile, '?timeFilter=last3Months');
    expect(weekly.body.interval).toBe('week');
    const weekStarts = weekly.body.series.map((b: { start: string }) => b.start);
    expect(weekStarts[0]).toBe(dayKey(mondayOf(new Date(now.getTime() - 90 * DAY))));
    expect(weekStarts.at(-1)).toBe(dayKey(mondayOf(now)));
    for (const start of weekStarts) expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
    for (const date of dates.filter((d) => d.getTime() >= now.getTime() - 90 * DAY)) {
      expect(weekly.body.series.find((b: { start: string }) => b.start === dayKey(mondayOf(date)))?.count).toBeGreaterThan(0);
    }
    const week = (d: Date) => dayKey(mondayOf(d));
    const tenAndEleven = dates.filter((d) => week(d) === week(dates[2]!)).length;
    expect(weekly.body.series.find((b: { start: string }) => b.start === week(dates[2]!)).count).toBe(tenAndEleven);
    expect(weekly.body.series.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(6);

    const monthly = await stats(owner, profile, '?timeFilter=lastYear');
    expect(monthly.body.interval).toBe('month');
    const yearAgo = firstOfMonth(new Date(now.getTime() - 365 * DAY));
    const months = (now.getUTCFullYear() - yearAgo.getUTCFullYear()) * 12 + now.getUTCMonth() - yearAgo.getUTCMonth() + 1;
    expect(monthly.body.series).toHaveLength(months);
    for (const b of monthly.body.series) expect(b.start.endsWith('-01')).toBe(true);
    expect(monthly.body.series.at(-1).start).toBe(dayKey(firstOfMonth(now)));
    expect(monthly.body.series.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(8);

    // An explicit interval overrides the filter's own.
    const daily = await stats(owner, profile, '?timeFilter=last3Months&interval=day');
    expect(daily.body.interval).toBe('day');
    expect(daily.body.series).toHaveLength(91);
  });

  it('starts all time at the first view, and refuses more than 1000 buckets', async () => {
    const { owner, profile } = await published();
    const now = new Date();
    const first = new Date(now.getTime() - 500 * DAY);
    await insertViews(profile.id, [first, new Date(now.getTime() - 3 * DAY)]);
    const res = await stats(owner, profile, '?timeFilter=allTime');
    expect(res.body.from).toBe(first.toISOString());
    expect(res.body.series[0].start).toBe(dayKey(firstOfMonth(first)));
    expect(res.body.series.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(2);

    const { owner: owner2, profile: old } = await published();
    await insertViews(old.id, [new Date(now.getTime() - 1100 * DAY)]);
    const tooMany = await stats(owner2, old, '?timeFilter=allTime&interval=day');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({
      interval: ['This range has more than 1000 intervals: choose a longer interval or a shorter range'],
    });
    // All time without any view has no series.
    const { owner: owner3, profile: empty } = await published();
    const none = await stats(owner3, empty, '?timeFilter=allTime');
    expect(none.body).toMatchObject({ from: null, series: [] });
  });

  it('lists the latest ten viewers, newest first, with their profile or as anonymous', async () => {
    const { owner, profile } = await published();
    const suffix = Math.random().toString(36).slice(2, 8);
    const { user: fundUser } = await actingAs({ type: 'fund', name: `Atlas Growth Fund ${suffix}` });
    const { user: investorUser, profile: investor } = await actingAs({ type: 'investor', name: `Harbor Family Office ${suffix}` });
    await insertViews(
      profile.id,
      Array.from({ length: 10 }, (_, i) => new Date(Date.now() - (i + 1) * DAY)),
    );
    await view(profile.id, { userAgent: 'anonymous-browser' });
    await view(profile.id, { token: fundUser.token });
    await view(profile.id, { token: investorUser.token });
    const res = await stats(owner, profile);
    expect(res.body.totals.total).toBe(13);
    expect(res.body.recentViewers).toHaveLength(10);
    expect(res.body.recentViewers[0]).toEqual({
      viewedAt: expect.any(String),
      label: `Harbor Family Office ${suffix}`,
      profile: { id: investor.id, type: 'investor', name: `Harbor Family Office ${suffix}`, slug: investor.slug },
    });
    expect(res.body.recentViewers[1]).toMatchObject({ label: `Atlas Growth Fund ${suffix}`, profile: { type: 'fund' } });
    expect(res.body.recentViewers[2]).toEqual({ viewedAt: expect.any(String), label: 'Anonymous visitor', profile: null });
    const times = res.body.recentViewers.map((v: { viewedAt: string }) => Date.parse(v.viewedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it.each([
    ['timeFilter=yesterday', { timeFilter: ['Select a valid time filter'] }],
    ['interval=hour', { interval: ['Select a valid interval (day, week or month)'] }],
    [
      'timeFilter=LastWeek&interval=Day',
      { timeFilter: ['Select a valid time filter'], interval: ['Select a valid interval (day, week or month)'] },
    ],
  ])('rejects ?%s with its message', async (query, errors) => {
    const { owner, profile } = await published();
    const res = await stats(owner, profile, `?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('OpenAPI', () => {
  it('documents every route of the family', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(expect.arrayContaining(['POST /api/profile-view', 'GET /api/profile-view']));
  });
});
