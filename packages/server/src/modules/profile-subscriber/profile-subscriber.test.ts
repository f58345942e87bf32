import { and, eq } from 'drizzle-orm';
import { profiles } from '../profiles/tables';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profileSubscriptions } from './tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const as = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });
const unique = () => Math.random().toString(36).slice(2, 8);

async function published(options: { type?: TestProfile['type']; name?: string } = {}) {
  const owner = await createUser(t);
  const profile = await createProfile(t, owner, { status: 'published', type: options.type, name: options.name ?? `Published ${unique()}` });
  return { owner, profile };
}

/** Subscriptions to `target` from new profiles with these names, created at these instants. */
async function subscribers(target: TestProfile, entries: Array<{ name: string; at: string; type?: TestProfile['type'] }>) {
  const created: TestProfile[] = [];
  for (const entry of entries) {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner, { name: entry.name, type: entry.type ?? 'investor', status: 'published' });
    await t.database.db
      .insert(profileSubscriptions)
      .values({ subscriberProfileId: profile.id, subscribedProfileId: target.id, createdAt: new Date(entry.at) });
    created.push(profile);
  }
  return created;
}

const list = (user: TestUser, profile: TestProfile, query = '') => t.call('GET', `/api/profile-subscriber${query}`, as(user, profile));

describe('who may call each profile-subscriber route', () => {
  // Every route is open to any member of the active profile: the viewer role is the lowest, so there is no "too low" case.
  type Route = [string, string, (target: TestProfile) => string, (target: TestProfile) => unknown];
  const routes: Route[] = [
    ['GET profile-subscriber', 'GET', () => '/api/profile-subscriber', () => undefined],
    ['POST profile-subscriber', 'POST', () => '/api/profile-subscriber', (target) => ({ profileId: target.id })],
    ['DELETE profile-subscriber/{profileId}', 'DELETE', (target) => `/api/profile-subscriber/${target.id}`, () => undefined],
  ];
  let profile: TestProfile;
  let target: TestProfile;
  let viewer: TestUser;
  let outsider: TestUser;
  let otherOwner: TestUser;

  beforeAll(async () => {
    ({ profile } = await published());
    ({ profile: target } = await published());
    viewer = await createUser(t);
    await addMember(t, profile, viewer, 'viewer');
    outsider = await createUser(t);
    ({ owner: otherOwner } = await published());
  });

  it.each(routes)('%s answers 401 to an anonymous caller', async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { profile, body: body(target) });
    expect(res.status).toBe(401);
  });

  it.each(routes)('%s answers 403 to a user who is not a member', async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { ...as(outsider, profile), body: body(target) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
  });

  it.each(routes)("%s answers 403 to a member of another profile passing this profile's headers", async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { ...as(otherOwner, profile), body: body(target) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
  });

  it.each(routes)('%s answers 400 without the profile headers', async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { ...as(viewer), body: body(target) });
    expect(res.status).toBe(400);
  });

  it.each(routes)('%s answers a member with the lowest role (viewer)', async (_label, method, path, body) => {
    const res = await t.call(method, path(target), { ...as(viewer, profile), body: body(target) });
    expect([200, 201, 204]).toContain(res.status);
  });
});

describe('POST and DELETE /api/profile-subscriber', () => {
  it('subscribes the active profile (once), lists it at the target, and unsubscribes', async () => {
    const { owner: fan, profile: fanProfile } = await published({ type: 'investor', name: `Harbor ${unique()}` });
    const { owner, profile: fund } = await published();
    const first = await t.call('POST', '/api/profile-subscriber', { ...as(fan, fanProfile), body: { profileId: fund.id } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ subscriberProfileId: fanProfile.id, subscribedProfileId: fund.id, createdAt: expect.any(String) });
    const again = await t.call('POST', '/api/profile-subscriber', { ...as(fan, fanProfile), body: { profileId: fund.id.toUpperCase() } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const listed = await list(owner, fund);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.subscribers).toEqual([
      {
        profileId: fanProfile.id,
        type: 'investor',
        name: expect.stringMatching(/^Harbor /),
        slug: fanProfile.slug,
        subscribedAt: first.body.createdAt,
      },
    ]);

    expect((await t.call('DELETE', `/api/profile-subscriber/${fund.id}`, as(fan, fanProfile))).status).toBe(204);
    expect((await t.call('DELETE', `/api/profile-subscriber/${fund.id}`, as(fan, fanProfile))).status).toBe(204);
    expect((await list(owner, fund)).body).toMatchObject({ total: 0, subscribers: [], counts: [] });
  });

  it('refuses to subscribe a profile to itself, or to a profile that is not published', async () => {
    const { owner, profile } = await published();
    const self = await t.call('POST', '/api/profile-subscriber', { ...as(owner, profile), body: { profileId: profile.id } });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('A profile cannot subscribe to itself.');
    const draft = await createProfile(t, await createUser(t), { status: 'draft' });
    const res = await t.call('POST', '/api/profile-subscriber', { ...as(owner, profile), body: { profileId: draft.id } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'REFERENCE_NOT_FOUND',
      message: 'This profile does not exist.',
      errors: { profileId: ['This profile does not exist.'] },
    });
    const unknown = await t.call('POST', '/api/profile-subscriber', {
      ...as(owner, profile),
      body: { profileId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'REFERENCE_NOT_FOUND',
      message: 'This profile does not exist.',
      errors: { profileId: ['This profile does not exist.'] },
    });
  });

  it.each([
    ['missing', {}, 'Profile id is required'],
    ['blank', { profileId: '  ' }, 'Profile id is required'],
    ['not a uuid', { profileId: 'harbor' }, 'Profile id is not valid'],
  ])('rejects a %s profile id with its message', async (_case, body, message) => {
    const { owner, profile } = await published();
    const res = await t.call('POST', '/api/profile-subscriber', { ...as(owner, profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileId: [message] });
  });

  it('rejects a malformed profile id in the DELETE path', async () => {
    const { owner, profile } = await published();
    const res = await t.call('DELETE', '/api/profile-subscriber/harbor', as(owner, profile));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileId: ['Profile id is not valid'] });
  });
});

describe('GET /api/profile-subscriber', () => {
  async function fundWithSubscribers() {
    const { owner, profile } = await published({ type: 'fund' });
    const s = unique();
    const subs = await subscribers(profile, [
      { name: `beta ${s}`, at: '2024-01-03T10:00:00Z' },
      { name: `Alpha ${s}`, at: '2024-01-10T09:00:00Z', type: 'serviceProvider' },
      { name: `gamma ${s}`, at: '2024-01-11T23:30:00Z' },
      { name: `Delta ${s}`, at: '2024-02-20T12:00:00Z', type: 'fund' },
    ]);
    return { owner, profile, subs, s };
  }

  const names = (res: { body: { subscribers: Array<{ name: string }> } }) => res.body.subscribers.map((x) => x.name.split(' ')[0]);

  it('sorts by subscription date, newest first by default', async () => {
    const { owner, profile } = await fundWithSubscribers();
    const res = await list(owner, profile);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Delta', 'gamma', 'Alpha', 'beta']);
    expect(res.body.total).toBe(4);
    expect(names(await list(owner, profile, '?sortBy=createdAt&sortOrder=asc'))).toEqual(['beta', 'Alpha', 'gamma', 'Delta']);
  });

  it('sorts by name, ignoring case, in either order', async () => {
    const { owner, profile } = await fundWithSubscribers();
    expect(names(await list(owner, profile, '?sortBy=name&sortOrder=asc'))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
    expect(names(await list(owner, profile, '?sortBy=name&sortOrder=desc'))).toEqual(['gamma', 'Delta', 'beta', 'Alpha']);
    expect(names(await list(owner, profile, '?sortBy=name'))).toEqual(['gamma', 'Delta', 'beta', 'Alpha']);
  });

  it('counts new subscribers per week (Mondays, UTC) within timeFrom..timeTo, and lists only that range', async () => {
    const { owner, profile } = await fundWithSubscribers();
    const res = await list(owner, profile, '?timeFrom=2024-01-01&timeTo=2024-01-31&interval=week&sortOrder=asc');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, interval: 'week', from: '2024-01-01T00:00:00.000Z', to: '2024-01-31T23:59:59.999Z' });
    expect(names(res)).toEqual(['beta', 'Alpha', 'gamma']);
    expect(res.body.counts).toEqual([
      { start: '2024-01-01', count: 1 },
      { start: '2024-01-08', count: 2 },
      { start: '2024-01-15', count: 0 },
      { start: '2024-01-22', count: 0 },
      { start: '2024-01-29', count: 0 },
    ]);
  });

  it('counts per month and per day', async () => {
    const { owner, profile } = await fundWithSubscribers();
    const monthly = await list(owner, profile, '?timeFrom=2023-12-15&timeTo=2024-03-31&interval=month');
    expect(monthly.body.counts).toEqual([
      { start: '2023-12-01', count: 0 },
      { start: '2024-01-01', count: 3 },
      { start: '2024-02-01', count: 1 },
      { start: '2024-03-01', count: 0 },
    ]);
    // A time part bounds to the instant: 23:30 on the 11th is after 12:00.
    const daily = await list(owner, profile, '?timeFrom=2024-01-09&timeTo=2024-01-11T12:00:00Z&interval=day');
    expect(daily.body.counts).toEqual([
      { start: '2024-01-09', count: 0 },
      { start: '2024-01-10', count: 1 },
      { start: '2024-01-11', count: 0 },
    ]);
    expect(names(daily)).toEqual(['Alpha']);
  });

  it('starts the counts at the first subscription when there is no timeFrom (default interval month)', async () => {
    const { owner, profile } = await fundWithSubscribers();
    const res = await list(owner, profile, '?timeTo=2024-02-29');
    expect(res.body.interval).toBe('month');
    expect(res.body.from).toBe('2024-01-03T10:00:00.000Z');
    expect(res.body.counts).toEqual([
      { start: '2024-01-01', count: 3 },
      { start: '2024-02-01', count: 1 },
    ]);
    // Without any bound the counts run to now.
    const open = await list(owner, profile);
    expect(open.body.counts[0]).toEqual({ start: '2024-01-01', count: 3 });
    expect(open.body.counts.at(-1).start).toBe(`${new Date().toISOString().slice(0, 8)}01`);
    expect(open.body.counts.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(4);
  });

  it('leaves out deleted subscriber profiles', async () => {
    const { owner, profile, subs } = await fundWithSubscribers();
    await t.database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, subs[0]!.id));
    const res = await list(owner, profile);
    expect(res.body.total).toBe(3);
    expect(names(res)).not.toContain('beta');
    const rows = await t.database.db
      .select()
      .from(profileSubscriptions)
      .where(and(eq(profileSubscriptions.subscribedProfileId, profile.id)));
    expect(rows).toHaveLength(4);
  });

  it.each([
    ['sortBy=rating', { sortBy: ['Select a valid sort field (createdAt or name)'] }],
    ['sortOrder=up', { sortOrder: ['Select a valid sort order'] }],
    ['interval=year', { interval: ['Select a valid interval (day, week or month)'] }],
    ['timeFrom=yesterday', { timeFrom: ['Enter a valid date (YYYY-MM-DD)'] }],
    ['timeTo=2024-02-30', { timeTo: ['Enter a valid date (YYYY-MM-DD)'] }],
    ['timeFrom=2024-03-01&timeTo=2024-02-01', { timeTo: ['Time to cannot be before time from'] }],
    [
      'timeFrom=2000-01-01&timeTo=2024-01-01&interval=day',
      { interval: ['This range has more than 1000 intervals: choose a longer interval or a shorter range'] },
    ],
  ])('rejects ?%s with its message', async (query, errors) => {
    const { owner, profile } = await published();
    const res = await list(owner, profile, `?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('accepts a same-day range', async () => {
    const { owner, profile } = await fundWithSubscribers();
    const res = await list(owner, profile, '?timeFrom=2024-01-10&timeTo=2024-01-10&interval=day');
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual([{ start: '2024-01-10', count: 1 }]);
  });
});

describe('OpenAPI', () => {
  it('documents every route of the family', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining(['GET /api/profile-subscriber', 'POST /api/profile-subscriber', 'DELETE /api/profile-subscriber/{profileId}']),
    );
  });
});
