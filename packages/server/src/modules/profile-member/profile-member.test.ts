import { eq } from 'drizzle-orm';
import { invitations } from '../auth/tables';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, inviteBody, newEmail, profileMemberHelpers } from './test-support';

let t: TestApp;
const { team, invite } = profileMemberHelpers(() => t);

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('who may call each profileMember route', () => {
  // [method, path builder, body, the lowest role that may call it (null: every member)]
  // [label, method, path, body, a role too low to call it (null: every member may)]
  type Route = [string, string, (ids: { invitationId: string; userId: string }) => string, unknown, 'editor' | 'viewer' | null];
  const routes: Route[] = [
    ['GET profileMember', 'GET', () => '/api/profileMember', undefined, null],
    ['POST profileMember/invite', 'POST', () => '/api/profileMember/invite', inviteBody(['someone@example.test']), 'viewer'],
    ['POST profileMember/resend/{id}', 'POST', ({ invitationId }) => `/api/profileMember/resend/${invitationId}`, undefined, 'editor'],
    [
      'DELETE profileMember/invitation/{id}',
      'DELETE',
      ({ invitationId }) => `/api/profileMember/invitation/${invitationId}`,
      undefined,
      'editor',
    ],
    ['PATCH profileMember/{userId}', 'PATCH', ({ userId }) => `/api/profileMember/${userId}`, { role: 'viewer' }, 'editor'],
    ['DELETE profileMember/{userId} (someone else)', 'DELETE', ({ userId }) => `/api/profileMember/${userId}`, undefined, 'editor'],
  ];

  let ctx: Awaited<ReturnType<typeof team>>;
  let ids: { invitationId: string; userId: string };
  let outsider: TestUser;
  let otherOwner: TestUser;
  let otherProfile: TestProfile;

  beforeAll(async () => {
    ctx = await team();
    const target = await createUser(t);
    await addMember(t, ctx.profile, target, 'viewer');
    const { id } = await invite(ctx.owner, ctx.profile, newEmail('pending'));
    ids = { invitationId: id, userId: target.id };
    outsider = await createUser(t);
    otherOwner = await createUser(t);
    otherProfile = await createProfile(t, otherOwner);
  });

  it.each(routes)('%s %s answers 401 to an anonymous caller', async (_label, method, path, body) => {
    const res = await t.call(method, path(ids), { body, profile: ctx.profile });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each(routes)('%s %s answers 403 to a user who is not a member', async (_label, method, path, body) => {
    const res = await t.call(method, path(ids), { ...as(outsider, ctx.profile), body });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
  });

  it.each(routes)("%s %s answers 403 to a member of another profile passing this profile's headers", async (_label, method, path, body) => {
    const res = await t.call(method, path(ids), { ...as(otherOwner, ctx.profile), body });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_A_MEMBER');
    // Acting as their own profile, the ids of this profile are not found there.
    if (method !== 'GET' && !path(ids).endsWith('/invite')) {
      const own = await t.call(method, path(ids), { ...as(otherOwner, otherProfile), body });
      expect(own.status).toBe(404);
    }
  });

  it.each(routes.filter((route) => route[4] !== null))(
    '%s %s answers 403 to a member with too low a role',
    async (_label, method, path, body, tooLow) => {
      const member = tooLow === 'editor' ? ctx.editor : ctx.viewer;
      const res = await t.call(method, path(ids), { ...as(member, ctx.profile), body });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/admin|owner/);
    },
  );

  it.each(routes)('%s %s answers 400 without the profile headers', async (_label, method, path, body) => {
    const res = await t.call(method, path(ids), { ...as(ctx.owner), body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PROFILE_HEADERS_MISSING');
  });

  it('POST accept answers 401 to an anonymous caller', async () => {
    const res = await t.call('POST', '/api/profileMember/accept', { body: { code: 'whatever-code' } });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/profileMember', () => {
  it('lists the members, strongest role first, and the open invitations, to any member', async () => {
    const ctx = await team();
    const email = newEmail('invited');
    await invite(ctx.admin, ctx.profile, email, 'viewer');
    const res = await t.call('GET', '/api/profileMember', as(ctx.viewer, ctx.profile));
    expect(res.status).toBe(200);
    expect(res.body.members.map((m: { userId: string }) => m.userId)).toEqual([ctx.owner.id, ctx.admin.id, ctx.editor.id, ctx.viewer.id]);
    expect(res.body.members[0]).toEqual({
      userId: ctx.owner.id,
      firstName: 'Test',
      lastName: 'User',
      email: ctx.owner.email,
      role: 'owner',
      joinedAt: expect.any(String),
    });
    expect(res.body.invitations).toEqual([
      {
        id: expect.any(String),
        email,
        role: 'viewer',
        message: 'Join our team on Fundnet',
        invitedBy: { userId: ctx.admin.id, firstName: 'Test', lastName: 'User' },
        status: 'pending',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
  });

  it('shows an expired invitation as expired, and leaves out accepted and revoked ones', async () => {
    const ctx = await team();
    const expired = await invite(ctx.owner, ctx.profile, newEmail('expired'));
    const revoked = await invite(ctx.owner, ctx.profile, newEmail('revoked'));
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    await t.call('DELETE', `/api/profileMember/invitation/${revoked.id}`, as(ctx.owner, ctx.profile));
    const res = await t.call('GET', '/api/profileMember', as(ctx.owner, ctx.profile));
    expect(res.body.invitations.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([[expired.id, 'expired']]);
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
        'GET /api/profileMember',
        'POST /api/profileMember/invite',
        'POST /api/profileMember/accept',
        'POST /api/profileMember/resend/{invitationId}',
        'DELETE /api/profileMember/invitation/{invitationId}',
        'PATCH /api/profileMember/{userId}',
        'DELETE /api/profileMember/{userId}',
      ]),
    );
  });
});
