import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSession } from '../auth';
import { isolatedDatabaseUrl } from '../../seed/test-database';
import { createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, fillSections, fundTeam } from '../fund-info/test-support';
import { users } from '../users/tables';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const bearer = (user: { token: string }) => ({ token: user.token });
const uuid = '00000000-0000-4000-8000-000000000000';

describe('access: administrators only', () => {
  it.each([
    ['GET', '/api/administration/users', undefined],
    ['GET', '/api/administration/deleted-users', undefined],
    ['GET', `/api/administration/users/${uuid}`, undefined],
    ['GET', `/api/administration/deleted-users/${uuid}`, undefined],
    ['PATCH', `/api/administration/user/${uuid}`, { firstName: 'X' }],
    ['PATCH', `/api/administration/user-revoke/${uuid}`, { revoked: true }],
    ['POST', '/api/administration', { email: 'new-admin@example.test' }],
    ['GET', '/api/administration/invitations', undefined],
    ['GET', '/api/administration/profiles/fund', undefined],
    ['GET', `/api/administration/profile/fund/${uuid}`, undefined],
    ['PATCH', `/api/administration/profile/fund/${uuid}`, { status: 'archived' }],
    ['GET', `/api/administration/profileData?type=fund&id=${uuid}`, undefined],
    ['GET', `/api/administration/view-as/fund/${uuid}?audience=visitor`, undefined],
    ['GET', '/api/administration/stats/profiles', undefined],
    ['GET', '/api/administration/sidebar-stats', undefined],
    ['GET', '/api/administration/referral-links', undefined],
    ['POST', '/api/administration/referral-link', { label: 'Access test' }],
    ['PATCH', `/api/administration/referral-links/${uuid}`, { active: false }],
    ['POST', '/api/administration/invite-link/generate', undefined],
    ['GET', '/api/administration/activity', undefined],
    ['GET', '/api/administration/activity/export', undefined],
  ])('%s %s: 401 anonymous, 403 signed-in non-admin, not refused for an administrator', async (method, path, body) => {
    expect((await t.call(method, path, { body })).status).toBe(401);
    const user = await createUser(t);
    const denied = await t.call(method, path, { ...bearer(user), body });
    expect(denied.status).toBe(403);
    const allowed = await t.call(method, path, { ...bearer(admin), body });
    expect([200, 201, 404]).toContain(allowed.status);
  });
});

describe('users', () => {
  it('lists with the product §3 filters', async () => {
    const tag = randomUUID().slice(0, 8);
    const verified = await createUser(t, { email: `a-${tag}@filters.test` });
    const unverified = await createUser(t, { email: `b-${tag}@filters.test`, verified: false });
    await createProfile(t, verified, { type: 'investor' });
    const all = await t.call('GET', `/api/administration/users?search=${tag}`, bearer(admin));
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    const byEmail = await t.call('GET', `/api/administration/users?search=${tag}&emailStatus=unverified`, bearer(admin));
    expect(byEmail.body.items.map((u: { id: string }) => u.id)).toEqual([unverified.id]);
    const byType = await t.call('GET', `/api/administration/users?search=${tag}&profileType=investor`, bearer(admin));
    expect(byType.body.items.map((u: { id: string }) => u.id)).toEqual([verified.id]);
    expect(byType.body.items[0].profileTypes).toEqual(['investor']);
    const none = await t.call('GET', `/api/administration/users?search=${tag}&profileType=none`, bearer(admin));
    expect(none.body.items.map((u: { id: string }) => u.id)).toEqual([unverified.id]);
    const phone = await t.call('GET', `/api/administration/users?search=${tag}&phoneStatus=none&limit=10&page=1`, bearer(admin));
    expect(phone.body.total).toBe(2);
    const bad = await t.call('GET', '/api/administration/users?emailStatus=maybe&limit=7', bearer(admin));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.emailStatus).toEqual(['Select a valid e-mail status (verified or unverified)']);
  });

  it('shows a user with profiles, sessions and activity; edits, soft-deletes and restores', async () => {
    const user = await createUser(t);
    await createProfile(t, user, { type: 'fund', name: `Detail Fund ${randomUUID().slice(0, 6)}` });
    const detail = await t.call('GET', `/api/administration/users/${user.id}`, bearer(admin));
    expect(detail.status).toBe(200);
    expect(detail.body.profiles).toHaveLength(1);
    expect(detail.body.sessions.filter((s: { active: boolean }) => s.active)).toHaveLength(1);

    const edited = await t.call('PATCH', `/api/administration/user/${user.id}`, { ...bearer(admin), body: { firstName: 'Renamed' } });
    expect(edited.status).toBe(200);
    expect(edited.body.firstName).toBe('Renamed');
    expect(edited.body.activity[0]).toMatchObject({
      action: 'admin.userUpdated',
      before: { firstName: 'Test' },
      after: { firstName: 'Renamed' },
    });

    // The phone as people type it is stored in E.164, unverified (issue 34.6); one without country code is refused.
    const phoned = await t.call('PATCH', `/api/administration/user/${user.id}`, {
      ...bearer(admin),
      body: { phoneNumber: '+41 79 123 45 67' },
    });
    expect(phoned.status).toBe(200);
    expect(phoned.body).toMatchObject({ phoneNumber: '+41791234567', phoneVerified: false });
    const national = await t.call('PATCH', `/api/administration/user/${user.id}`, {
      ...bearer(admin),
      body: { phoneNumber: '079 123 45 67' },
    });
    expect(national.status).toBe(422);
    expect(national.body.errors).toEqual({ phoneNumber: ['Start with + and the country code, e.g. +41 79 123 45 67'] });

    const deleted = await t.call('PATCH', `/api/administration/user/${user.id}`, { ...bearer(admin), body: { deleted: true } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.deletedAt).not.toBeNull();
    expect((await t.call('GET', '/api/users/get-me', bearer(user))).status).toBe(401);
    expect((await t.call('GET', `/api/administration/users/${user.id}`, bearer(admin))).status).toBe(404);
    const inDeleted = await t.call('GET', `/api/administration/deleted-users?search=${encodeURIComponent(user.email)}`, bearer(admin));
    expect(inDeleted.body.items.map((u: { id: string }) => u.id)).toEqual([user.id]);
    expect((await t.call('GET', `/api/administration/deleted-users/${user.id}`, bearer(admin))).status).toBe(200);

    const restored = await t.call('PATCH', `/api/administration/user/${user.id}`, { ...bearer(admin), body: { deleted: false } });
    expect(restored.status).toBe(200);
    expect(restored.body.deletedAt).toBeNull();
    expect((await t.call('GET', `/api/administration/users/${user.id}`, bearer(admin))).status).toBe(200);
  });

  it('revoke ends every session at once; reinstating lets the user sign in again', async () => {
    const user = await createUser(t);
    const second = await createSession(t.database.db, t.config.session, user.id);
    expect((await t.call('GET', '/api/users/get-me', bearer(user))).status).toBe(200);
    const res = await t.call('PATCH', `/api/administration/user-revoke/${user.id}`, { ...bearer(admin), body: { revoked: true } });
    expect(res.status).toBe(200);
    expect(res.body.revokedAt).not.toBeNull();
    expect(res.body.sessions.every((s: { active: boolean }) => !s.active)).toBe(true);
    expect((await t.call('GET', '/api/users/get-me', bearer(user))).status).toBe(401);
    expect((await t.call('GET', '/api/users/get-me', { token: second.token })).status).toBe(401);
    const login = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(401);
    const back = await t.call('PATCH', `/api/administration/user-revoke/${user.id}`, { ...bearer(admin), body: { revoked: false } });
    expect(back.body.revokedAt).toBeNull();
    expect((await t.call('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it('an administrator cannot revoke or delete themselves', async () => {
    const self = await createUser(t, { admin: true });
    await createUser(t, { admin: true }); // not the last one
    const revoke = await t.call('PATCH', `/api/administration/user-revoke/${self.id}`, { ...bearer(self), body: {} });
    expect(revoke.status).toBe(403);
    expect(revoke.body.code).toBe('NOT_YOURSELF');
    const remove = await t.call('PATCH', `/api/administration/user/${self.id}`, { ...bearer(self), body: { deleted: true } });
    expect(remove.status).toBe(403);
    expect((await t.call('GET', '/api/administration/users', bearer(self))).status).toBe(200);
  });

  it('creates an administrator: promotes an existing user, invites a new address', async () => {
    const user = await createUser(t);
    const promoted = await t.call('POST', '/api/administration', { ...bearer(admin), body: { email: user.email } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.status).toBe('promoted');
    expect((await t.call('GET', '/api/administration/users', bearer(user))).status).toBe(200);
    expect((await t.call('POST', '/api/administration', { ...bearer(admin), body: { email: user.email } })).status).toBe(409);
    const email = `invited-${randomUUID().slice(0, 8)}@example.test`;
    const invited = await t.call('POST', '/api/administration', { ...bearer(admin), body: { email, firstName: 'Ina' } });
    expect(invited.body.status).toBe('invited');
    expect(await t.lastMail(email)).toBeTruthy();
    const list = await t.call('GET', `/api/administration/invitations?search=${encodeURIComponent(email)}`, bearer(admin));
    expect(list.body.items).toEqual([expect.objectContaining({ email, kind: 'admin', state: 'open' })]);
  });
});

describe('the last administrator (a database of its own)', () => {
  let own: TestApp;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const isolated = await isolatedDatabaseUrl('fundnet_admin_test');
    stop = isolated.stop;
    const shared = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = isolated.url;
    try {
      own = await startTestApp();
    } finally {
      process.env.TEST_DATABASE_URL = shared;
    }
  });
  afterAll(async () => {
    await own.close();
    await stop();
  });

  it('cannot be revoked, deleted or demoted; two administrators revoking each other leave one', async () => {
    const only = await createUser(own, { admin: true });
    for (const [method, path, body] of [
      ['PATCH', `/api/administration/user-revoke/${only.id}`, { revoked: true }],
      ['PATCH', `/api/administration/user/${only.id}`, { deleted: true }],
      ['PATCH', `/api/administration/user/${only.id}`, { isAdmin: false }],
    ] as const) {
      const res = await own.call(method, path, { ...bearer(only), body });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('LAST_ADMINISTRATOR');
    }
    const other = await createUser(own, { admin: true });
    const [a, b] = await Promise.all([
      own.call('PATCH', `/api/administration/user-revoke/${other.id}`, { ...bearer(only), body: {} }),
      own.call('PATCH', `/api/administration/user-revoke/${only.id}`, { ...bearer(other), body: {} }),
    ]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    const live = await own.database.db.select().from(users).where(eq(users.isAdmin, true));
    expect(live.filter((row) => !row.revokedAt && !row.deletedAt)).toHaveLength(1);
  });
});

describe('profiles', () => {
  it('lists per type, reads, changes status, reads every section and views as an audience (logged)', async () => {
    const team = await fundTeam(t);
    await fillSections(t, team, ['fund-details', 'overview']);
    const submitted = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
    expect((await t.call('POST', `/api/administration/approval/approve/fundInfo/${submitted.body.id}`, bearer(admin))).status).toBe(200);
    const name = (await t.call('GET', `/api/administration/profile/fund/${team.profile.id}`, bearer(admin))).body.name as string;

    const list = await t.call('GET', `/api/administration/profiles/fund?search=${encodeURIComponent(name)}`, bearer(admin));
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ id: team.profile.id, status: 'published', verified: false, featured: false, weight: 0 });

    const data = await t.call('GET', `/api/administration/profileData?type=fund&id=${team.profile.id}`, bearer(admin));
    expect(data.status).toBe(200);
    expect(data.body.sections.map((s: { section: string }) => s.section)).toContain('fund-details');

    for (const audience of ['visitor', 'follower', 'lp']) {
      const view = await t.call('GET', `/api/administration/view-as/fund/${team.profile.id}?audience=${audience}`, bearer(admin));
      expect(view.status).toBe(200);
      expect(view.body.audience).toBe(audience);
      expect(view.body.profile.id).toBe(team.profile.id);
    }
    const badAudience = await t.call('GET', `/api/administration/view-as/fund/${team.profile.id}?audience=owner`, bearer(admin));
    expect(badAudience.status).toBe(422);

    const archived = await t.call('PATCH', `/api/administration/profile/fund/${team.profile.id}`, {
      ...bearer(admin),
      body: { status: 'archived' },
    });
    expect(archived.status).toBe(200);
    expect(archived.body.status).toBe('archived');
    expect((await t.call('GET', `/api/administration/profile/investor/${team.profile.id}`, bearer(admin))).status).toBe(404);
    const pending = await t.call('PATCH', `/api/administration/profile/fund/${team.profile.id}`, {
      ...bearer(admin),
      body: { status: 'pendingApproval' },
    });
    expect(pending.status).toBe(422);

    const log = await t.call('GET', `/api/administration/activity?targetId=${team.profile.id}`, bearer(admin));
    const actions = log.body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['admin.profileStatusChanged', 'admin.profileViewedAs', 'approval.approved']));
    expect(log.body.items.find((e: { action: string }) => e.action === 'admin.profileStatusChanged')).toMatchObject({
      before: { status: 'published' },
      after: { status: 'archived' },
      actorId: admin.id,
    });
  });

  it('statistics', async () => {
    const stats = await t.call('GET', '/api/administration/stats/profiles', bearer(admin));
    expect(stats.status).toBe(200);
    expect(stats.body.signUpsByWeek).toHaveLength(12);
    expect(stats.body.signUpsByWeek.at(-1).count).toBeGreaterThan(0);
    const sidebar = await t.call('GET', '/api/administration/sidebar-stats', bearer(admin));
    expect(sidebar.status).toBe(200);
    expect(sidebar.body.administrators).toBeGreaterThan(0);
    expect(sidebar.body.approvalsWaitingByAge).toHaveLength(4);
  });
});

describe('referral links', () => {
  it('counts clicks, attributes sign-ups and filters users by the link', async () => {
    const generated = await t.call('POST', '/api/administration/invite-link/generate', bearer(admin));
    expect(generated.status).toBe(200);
    const created = await t.call('POST', '/api/administration/referral-link', {
      ...bearer(admin),
      body: { label: 'Autumn conference', code: generated.body.code },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ clicks: 0, signUps: 0, active: true, url: generated.body.url });
    const taken = await t.call('POST', '/api/administration/referral-link', {
      ...bearer(admin),
      body: { label: 'Again', code: generated.body.code },
    });
    expect(taken.status).toBe(409);
    const badCode = await t.call('POST', '/api/administration/referral-link', { ...bearer(admin), body: { label: 'X', code: 'a b' } });
    expect(badCode.status).toBe(422);

    const visit = await t.call('GET', `/api/referral/${generated.body.code}`);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('http://localhost:8080/signup');
    const cookie = visit.headers.get('set-cookie')!.split(';')[0]!;
    const email = `referred-${randomUUID().slice(0, 8)}@example.test`;
    const signup = await t.call('POST', '/api/auth/signup', {
      headers: { cookie },
      body: { email, password: 'Str0ng!pass', firstName: 'Ref', lastName: 'Erred' },
    });
    expect(signup.status).toBe(202);

    const links = await t.call('GET', '/api/administration/referral-links', bearer(admin));
    expect(links.body.items.find((l: { id: string }) => l.id === created.body.id)).toMatchObject({ clicks: 1, signUps: 1 });
    const filtered = await t.call('GET', `/api/administration/users?invitedByCustomLink=${created.body.id}`, bearer(admin));
    expect(filtered.body.items.map((u: { email: string }) => u.email)).toEqual([email]);
    expect(filtered.body.items[0].referralLink).toMatchObject({ id: created.body.id, label: 'Autumn conference' });

    const off = await t.call('PATCH', `/api/administration/referral-links/${created.body.id}`, {
      ...bearer(admin),
      body: { active: false },
    });
    expect(off.body.active).toBe(false);
    const again = await t.call('GET', `/api/referral/${generated.body.code}`);
    expect(again.status).toBe(302);
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});
