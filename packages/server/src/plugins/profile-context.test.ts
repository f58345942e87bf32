import { and, eq } from 'drizzle-orm';
import { profileAccessMessages } from '@fundnet/validation-schema';
import { profileMembers, profiles } from '../modules/profiles/tables';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';
import { lockMemberRole } from './profile-context';

/**
 * The three profile modes of a route's config (member, optional, admin target) and the role re-check inside a
 * transaction, on routes registered for the test only, so each mode is tested alone; real routes use the same
 * plugin (fund-info, discovery, profile-nda... have their own cases).
 */
describe('profile context: authorization modes in the route config', () => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let fund: TestProfile;
  let investor: TestProfile;

  beforeAll(async () => {
    t = await startTestApp({}, (app) => {
      app.get('/api/__test/member', { config: { auth: 'user', profile: { minRole: 'editor', types: ['fund'] } } }, async (request) => ({
        profile: request.profile,
      }));
      app.get('/api/__test/optional', { config: { auth: 'optional', profile: { optional: true } } }, async (request) => ({
        profile: request.profile,
      }));
      app.get(
        '/api/__test/admin-target',
        { config: { auth: 'admin', profile: { adminTarget: true, types: ['fund'], notFoundMessage: 'This fund does not exist.' } } },
        async (request) => ({ profile: request.profile, target: request.targetProfile }),
      );
      // A change that lands between the plugin's check and the service's transaction, then the re-check under the lock.
      app.post<{ Body: { change: 'demote' | 'remove' | 'delete-profile' | 'none' } }>(
        '/api/__test/recheck',
        { config: { auth: 'user', profile: { minRole: 'viewer' } } },
        async (request) => {
          const profile = request.profile!;
          const db = t.database.db;
          const mine = and(eq(profileMembers.profileId, profile.id), eq(profileMembers.userId, request.auth!.userId));
          if (request.body.change === 'demote') await db.update(profileMembers).set({ role: 'viewer' }).where(mine);
          if (request.body.change === 'remove') await db.delete(profileMembers).where(mine);
          if (request.body.change === 'delete-profile')
            await db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, profile.id));
          const role = await db.transaction((tx) =>
            lockMemberRole(tx, { profileId: profile.id, userId: request.auth!.userId, minRole: 'admin' }),
          );
          return { before: profile.role, now: role };
        },
      );
    });
    [owner, editor, viewer, stranger, admin] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t, { admin: true }),
    ]);
    fund = await createProfile(t, owner, { name: 'Context Fund' });
    investor = await createProfile(t, owner, { type: 'investor', name: 'Context Investor' });
    await addMember(t, fund, editor, 'editor');
    await addMember(t, fund, viewer, 'viewer');
  });
  afterAll(() => t.close());

  describe('member mode ({ minRole, types })', () => {
    it('sets request.profile with the caller’s role', async () => {
      const res = await t.call('GET', '/api/__test/member', { token: editor.token, profile: fund });
      expect(res.status).toBe(200);
      expect(res.body.profile).toMatchObject({ id: fund.id, type: 'fund', role: 'editor', name: 'Context Fund' });
    });

    it('answers 400 without the headers, with one of them, or with a malformed id', async () => {
      const none = await t.call('GET', '/api/__test/member', { token: editor.token });
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(profileAccessMessages.headersMissing);
      const half = await t.call('GET', '/api/__test/member', { token: editor.token, headers: { 'meta-profile-id': fund.id } });
      expect(half.status).toBe(400);
      expect(half.body.message).toBe(profileAccessMessages.headersMissing);
      const bad = await t.call('GET', '/api/__test/member', { token: editor.token, profile: { id: 'not-a-uuid', type: 'fund' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(profileAccessMessages.idInvalid);
    });

    it('answers 403 to a non-member, a too low role and the wrong profile type; 401 anonymous', async () => {
      expect((await t.call('GET', '/api/__test/member', { profile: fund })).status).toBe(401);
      const strangerRes = await t.call('GET', '/api/__test/member', { token: stranger.token, profile: fund });
      expect(strangerRes.status).toBe(403);
      expect(strangerRes.body.message).toBe(profileAccessMessages.notAMember);
      const low = await t.call('GET', '/api/__test/member', { token: viewer.token, profile: fund });
      expect(low.status).toBe(403);
      expect(low.body.message).toBe('This needs the editor role or higher on the profile; you are viewer.');
      const wrongType = await t.call('GET', '/api/__test/member', { token: owner.token, profile: investor });
      expect(wrongType.status).toBe(403);
      expect(wrongType.body.message).toBe('This call is for fund profiles.');
      const lying = await t.call('GET', '/api/__test/member', { token: owner.token, profile: { id: fund.id, type: 'investor' } });
      expect(lying.status).toBe(400);
    });
  });

  describe('optional mode ({ optional: true })', () => {
    it('goes on with no profile for visitors and for signed-in callers without headers', async () => {
      const anonymous = await t.call('GET', '/api/__test/optional');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.profile).toBeNull();
      // A visitor's headers mean nothing without a caller: still no profile, no error.
      const anonymousWithHeaders = await t.call('GET', '/api/__test/optional', { profile: fund });
      expect(anonymousWithHeaders.body.profile).toBeNull();
      const signedIn = await t.call('GET', '/api/__test/optional', { token: stranger.token });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.profile).toBeNull();
    });

    it('sets request.profile for a member of any role', async () => {
      const res = await t.call('GET', '/api/__test/optional', { token: viewer.token, profile: fund });
      expect(res.status).toBe(200);
      expect(res.body.profile).toMatchObject({ id: fund.id, role: 'viewer' });
    });

    it('checks sent headers like member mode: 403 for a profile that is not the caller’s, 400 malformed', async () => {
      const res = await t.call('GET', '/api/__test/optional', { token: stranger.token, profile: fund });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: profileAccessMessages.notAMember });
      const bad = await t.call('GET', '/api/__test/optional', { token: stranger.token, profile: { id: fund.id, type: 'bank' } });
      expect(bad.status).toBe(400);
    });

    it('is what the real optional routes use (public profile, discovery, NDA, attempted access)', async () => {
      const other = await createProfile(t, stranger, { name: 'Elsewhere Fund', status: 'published' });
      for (const [method, path] of [
        ['GET', `/api/fund-info/public/${other.slug}`],
        ['GET', '/api/fund-info/discovery'],
        ['GET', `/api/profile-nda/public/${other.id}`],
        ['POST', `/api/fund-info/attempted-request-access/${other.id}`],
      ] as const) {
        const res = await t.call(method, path, { token: viewer.token, profile: investor, body: method === 'POST' ? {} : undefined });
        expect({ path, status: res.status, message: res.body.message }).toEqual({
          path,
          status: 403,
          message: profileAccessMessages.notAMember,
        });
      }
    });
  });

  describe('admin-target mode ({ adminTarget: true, types })', () => {
    it('sets request.targetProfile for an administrator who is not a member', async () => {
      const res = await t.call('GET', '/api/__test/admin-target', { token: admin.token, profile: fund });
      expect(res.status).toBe(200);
      expect(res.body.profile).toBeNull();
      expect(res.body.target).toMatchObject({ id: fund.id, type: 'fund', name: 'Context Fund' });
      expect(res.body.target.role).toBeUndefined();
    });

    it('answers 403 to members who are not administrators and 401 anonymous', async () => {
      expect((await t.call('GET', '/api/__test/admin-target', { token: owner.token, profile: fund })).status).toBe(403);
      expect((await t.call('GET', '/api/__test/admin-target', { profile: fund })).status).toBe(401);
    });

    it('answers 400 without headers or for another profile type, 404 for an unknown profile', async () => {
      const none = await t.call('GET', '/api/__test/admin-target', { token: admin.token });
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(profileAccessMessages.headersMissing);
      const wrongType = await t.call('GET', '/api/__test/admin-target', { token: admin.token, profile: investor });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.message).toBe('meta-profile-id and meta-profile-type must name a fund profile.');
      const unknown = await t.call('GET', '/api/__test/admin-target', {
        token: admin.token,
        profile: { id: '00000000-0000-4000-8000-000000000000', type: 'fund' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('This fund does not exist.');
    });
  });

  describe('lockMemberRole: the re-check inside a transaction', () => {
    it('returns the role as it is under the lock', async () => {
      const res = await t.call('POST', '/api/__test/recheck', { token: owner.token, profile: fund, body: { change: 'none' } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ before: 'owner', now: 'owner' });
    });

    it('answers 403 when the caller was demoted or removed after the plugin’s check, 404 when the profile went', async () => {
      const demoted = await createUser(t);
      const removed = await createUser(t);
      await addMember(t, fund, demoted, 'admin');
      await addMember(t, fund, removed, 'admin');
      const demote = await t.call('POST', '/api/__test/recheck', { token: demoted.token, profile: fund, body: { change: 'demote' } });
      expect(demote.status).toBe(403);
      expect(demote.body).toMatchObject({
        code: 'ROLE_TOO_LOW',
        message: 'This needs the admin role or higher on the profile; you are viewer.',
      });
      const remove = await t.call('POST', '/api/__test/recheck', { token: removed.token, profile: fund, body: { change: 'remove' } });
      expect(remove.status).toBe(403);
      expect(remove.body).toMatchObject({ code: 'NOT_A_MEMBER', message: profileAccessMessages.notAMember });
      const doomed = await createProfile(t, owner, { name: 'Doomed Fund' });
      const gone = await t.call('POST', '/api/__test/recheck', { token: owner.token, profile: doomed, body: { change: 'delete-profile' } });
      expect(gone.status).toBe(404);
    });
  });
});
