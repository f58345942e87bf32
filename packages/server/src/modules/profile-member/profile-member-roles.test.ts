import { and, eq } from 'drizzle-orm';
import { sessions } from '../auth/tables';
import { profileMembers } from '../profiles/tables';
import { addMember, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, profileMemberHelpers } from './test-support';

let t: TestApp;
const { team, roleOf } = profileMemberHelpers(() => t);

beforeAll(async () => {
  // A pool on PostgreSQL: the race below needs requests that overlap (test/test-app.ts).
  t = await startTestApp({}, undefined, { poolSize: 4 });
});

afterAll(async () => {
  await t.close();
});

describe('PATCH /api/profileMember/{userId}', () => {
  const patch = (by: TestUser, profile: TestProfile, user: TestUser, role: string) =>
    t.call('PATCH', `/api/profileMember/${user.id}`, { ...as(by, profile), body: { role } });

  it('lets an admin move members between editor and viewer', async () => {
    const ctx = await team();
    const res = await patch(ctx.admin, ctx.profile, ctx.editor, 'viewer');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: ctx.editor.id, role: 'viewer', email: ctx.editor.email });
    expect(await roleOf(ctx.profile, ctx.editor)).toBe('viewer');
  });

  it('lets only an owner grant or remove owner and admin', async () => {
    const ctx = await team();
    for (const [user, role] of [
      [ctx.editor, 'owner'],
      [ctx.editor, 'admin'],
      [ctx.owner, 'editor'],
      [ctx.admin, 'editor'],
    ] as const) {
      const res = await patch(ctx.admin, ctx.profile, user, role);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only an owner can grant or remove the owner and admin roles.');
    }
    expect(await roleOf(ctx.profile, ctx.editor)).toBe('editor');
    expect((await patch(ctx.owner, ctx.profile, ctx.editor, 'admin')).status).toBe(200);
    expect((await patch(ctx.owner, ctx.profile, ctx.admin, 'owner')).status).toBe(200);
    expect(await roleOf(ctx.profile, ctx.admin)).toBe('owner');
  });

  it('never demotes the last owner, but an owner may step down when another remains', async () => {
    const ctx = await team();
    const res = await patch(ctx.owner, ctx.profile, ctx.owner, 'admin');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'LAST_OWNER',
      message: 'A profile needs at least one owner. Make someone else an owner first.',
    });
    expect((await patch(ctx.owner, ctx.profile, ctx.admin, 'owner')).status).toBe(200);
    expect((await patch(ctx.owner, ctx.profile, ctx.owner, 'admin')).status).toBe(200);
    expect(await roleOf(ctx.profile, ctx.owner)).toBe('admin');
    // The new sole owner is now the last one.
    expect((await patch(ctx.admin, ctx.profile, ctx.admin, 'viewer')).status).toBe(409);
  });

  // PGlite serves one connection, so requests never overlap there; on PostgreSQL they race.
  (process.env.DATABASE_URL ? it : it.skip)('keeps one owner when two owners demote each other at the same moment', async () => {
    const ctx = await team();
    await patch(ctx.owner, ctx.profile, ctx.admin, 'owner');
    const results = await Promise.all([
      patch(ctx.owner, ctx.profile, ctx.admin, 'editor'),
      patch(ctx.admin, ctx.profile, ctx.owner, 'editor'),
    ]);
    // The loser either finds itself demoted already (403) or would remove the last owner (409).
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await t.database.db
      .select()
      .from(profileMembers)
      .where(and(eq(profileMembers.profileId, ctx.profile.id), eq(profileMembers.role, 'owner')));
    expect(owners).toHaveLength(1);
  });

  it('answers 404 for someone who is not a member', async () => {
    const ctx = await team();
    const stranger = await createUser(t);
    const res = await patch(ctx.owner, ctx.profile, stranger, 'viewer');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This person is not a member of this profile.');
  });

  it.each([
    ['missing', {}],
    ['unknown', { role: 'boss' }],
  ])('rejects a %s role with its message', async (_case, body) => {
    const ctx = await team();
    const res = await t.call('PATCH', `/api/profileMember/${ctx.editor.id}`, { ...as(ctx.owner, ctx.profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ role: ['Select a valid member role'] });
  });

  it('rejects a malformed user id', async () => {
    const ctx = await team();
    const res = await t.call('PATCH', '/api/profileMember/nope', { ...as(ctx.owner, ctx.profile), body: { role: 'viewer' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ userId: ['User id is not valid'] });
  });
});

describe('DELETE /api/profileMember/{userId}', () => {
  const remove = (by: TestUser, profile: TestProfile, user: TestUser) => t.call('DELETE', `/api/profileMember/${user.id}`, as(by, profile));

  it('lets any member leave, and forgets the profile in their sessions', async () => {
    const ctx = await team();
    const switched = await t.call('POST', '/api/auth/profile-switch', {
      token: ctx.viewer.token,
      body: { profileId: ctx.profile.id, profileType: ctx.profile.type },
    });
    expect(switched.status).toBe(200);
    expect((await remove(ctx.viewer, ctx.profile, ctx.viewer)).status).toBe(204);
    expect(await roleOf(ctx.profile, ctx.viewer)).toBeNull();
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, ctx.viewer.id));
    expect(session!.activeProfileId).toBeNull();
    expect((await t.call('GET', '/api/profileMember', as(ctx.viewer, ctx.profile))).status).toBe(403);
  });

  it('lets an admin remove editors and viewers, but not other admins or owners', async () => {
    const ctx = await team();
    const secondAdmin = await createUser(t);
    await addMember(t, ctx.profile, secondAdmin, 'admin');
    expect((await remove(ctx.editor, ctx.profile, ctx.viewer)).status).toBe(403);
    expect((await remove(ctx.admin, ctx.profile, ctx.viewer)).status).toBe(204);
    expect((await remove(ctx.admin, ctx.profile, secondAdmin)).status).toBe(403);
    expect((await remove(ctx.admin, ctx.profile, ctx.owner)).status).toBe(403);
    expect((await remove(ctx.owner, ctx.profile, secondAdmin)).status).toBe(204);
    // An admin may still leave on their own.
    expect((await remove(ctx.admin, ctx.profile, ctx.admin)).status).toBe(204);
  });

  it('never lets the last owner leave or be removed', async () => {
    const ctx = await team();
    const res = await remove(ctx.owner, ctx.profile, ctx.owner);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('LAST_OWNER');
    const coOwner = await createUser(t);
    await addMember(t, ctx.profile, coOwner, 'owner');
    expect((await remove(ctx.owner, ctx.profile, ctx.owner)).status).toBe(204);
    expect((await remove(coOwner, ctx.profile, coOwner)).status).toBe(409);
  });

  it('answers 404 for someone who is not a member and 422 for a malformed id', async () => {
    const ctx = await team();
    const stranger = await createUser(t);
    expect((await remove(ctx.owner, ctx.profile, stranger)).status).toBe(404);
    const malformed = await t.call('DELETE', '/api/profileMember/xyz', as(ctx.owner, ctx.profile));
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ userId: ['User id is not valid'] });
  });
});
