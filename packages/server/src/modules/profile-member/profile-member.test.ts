import { and, eq } from 'drizzle-orm';
import { createInvitation } from '../auth';
import { invitations, sessions } from '../auth/tables';
import { profileMembers } from '../profiles/tables';
import { userSecondaryEmails } from '../user-secondary-email/tables';
import { addMember, createProfile, createUser, onPlan, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const as = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });
const inviteBody = (emails: string[], role = 'editor') => ({ emails, role, message: 'Join our team on Fundnet' });
const newEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;

async function team(options: { name?: string } = {}) {
  const owner = await createUser(t);
  const profile = await createProfile(t, owner, { name: options.name });
  // Four members and many invitations: more seats than the free plan's three (billing.test.ts covers the limit).
  await onPlan(t, profile);
  const admin = await createUser(t);
  const editor = await createUser(t);
  const viewer = await createUser(t);
  await addMember(t, profile, admin, 'admin');
  await addMember(t, profile, editor, 'editor');
  await addMember(t, profile, viewer, 'viewer');
  return { profile, owner, admin, editor, viewer };
}

/** Sends an invitation and returns its id and the code of the mailed link. */
async function invite(by: TestUser, profile: TestProfile, email: string, role = 'editor') {
  const res = await t.call('POST', '/api/profileMember/invite', { ...as(by, profile), body: inviteBody([email], role) });
  expect(res.status).toBe(201);
  const mail = await t.lastMail(email, 'profile-member-invite');
  const link = new URL(mail!.data!.link!);
  return { id: res.body.invitations[0].id as string, code: link.searchParams.get('code')!, link, mail: mail! };
}

async function roleOf(profile: TestProfile, user: TestUser) {
  const [row] = await t.database.db
    .select({ role: profileMembers.role })
    .from(profileMembers)
    .where(and(eq(profileMembers.profileId, profile.id), eq(profileMembers.userId, user.id)));
  return row?.role ?? null;
}

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

describe('POST /api/profileMember/invite', () => {
  it('invites each address once and mails a member link', async () => {
    const ctx = await team({ name: 'Northwind Capital' });
    const a = newEmail('alice');
    const b = newEmail('bob');
    const res = await t.call('POST', '/api/profileMember/invite', {
      ...as(ctx.admin, ctx.profile),
      body: { emails: [a, ` ${b.toUpperCase()} `, b], role: 'editor', message: '  Welcome aboard  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.invitations.map((i: { email: string }) => i.email)).toEqual([a, b]);
    expect(res.body.invitations[0]).toMatchObject({ role: 'editor', message: 'Welcome aboard', status: 'pending' });
    const expiresInDays = (Date.parse(res.body.invitations[0].expiresAt) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.9);
    expect(expiresInDays).toBeLessThanOrEqual(7);

    const mail = await t.lastMail(a, 'profile-member-invite');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Test User invited you to join Northwind Capital on Fundnet');
    expect(mail!.text).toContain('Welcome aboard');
    expect(mail!.text).toContain('as an editor');
    const link = new URL(mail!.data!.link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/invitation');
    expect(link.searchParams.get('type')).toBe('member');
    expect(link.searchParams.get('code')).toBe(mail!.data!.code);
    expect(mail!.text).toContain(mail!.data!.link);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, res.body.invitations[0].id));
    expect(row).toMatchObject({ kind: 'member', profileId: ctx.profile.id, role: 'editor', email: a, invitedByUserId: ctx.admin.id });
    // Only the hash of the code is stored.
    expect(row!.codeHash).not.toContain(mail!.data!.code);
    expect((await t.mails()).filter((m) => m.to === b)).toHaveLength(1);
  });

  it('lets only an owner invite an admin', async () => {
    const ctx = await team();
    const email = newEmail('future-admin');
    const byAdmin = await t.call('POST', '/api/profileMember/invite', {
      ...as(ctx.admin, ctx.profile),
      body: inviteBody([email], 'admin'),
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('Only an owner can grant or remove the owner and admin roles.');
    expect(await t.lastMail(email)).toBeUndefined();
    const byOwner = await t.call('POST', '/api/profileMember/invite', {
      ...as(ctx.owner, ctx.profile),
      body: inviteBody([email], 'admin'),
    });
    expect(byOwner.status).toBe(201);
    expect(byOwner.body.invitations[0].role).toBe('admin');
  });

  it('answers 409 naming each address that already belongs to a member, and sends nothing', async () => {
    const ctx = await team();
    const fresh = newEmail('fresh');
    const res = await t.call('POST', '/api/profileMember/invite', {
      ...as(ctx.owner, ctx.profile),
      body: inviteBody([fresh, ctx.editor.email.toUpperCase(), ctx.viewer.email]),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'ALREADY_MEMBER' });
    expect(res.body.message).toContain(ctx.editor.email);
    expect(res.body.message).toContain(ctx.viewer.email);
    expect(res.body.errors).toEqual({
      'emails.1': [`${ctx.editor.email} is already a member of this profile`],
      'emails.2': [`${ctx.viewer.email} is already a member of this profile`],
    });
    expect(await t.lastMail(fresh)).toBeUndefined();
  });

  it('replaces an open invitation to the same address: the old link stops working', async () => {
    const ctx = await team();
    const invitee = await createUser(t);
    const first = await invite(ctx.owner, ctx.profile, invitee.email, 'viewer');
    const second = await invite(ctx.owner, ctx.profile, invitee.email, 'editor');
    expect(second.code).not.toBe(first.code);
    const old = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code: first.code } });
    expect(old.status).toBe(410);
    const res = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code: second.code } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('editor');
  });

  it.each([
    ['nothing', {}, { emails: ['At least one email is required'], role: ['Select a valid member role'], message: ['Message is required'] }],
    ['no emails', { emails: [], role: 'viewer', message: 'Hi' }, { emails: ['At least one email is required'] }],
    ['emails not a list', { emails: 'a@example.test', role: 'viewer', message: 'Hi' }, { emails: ['At least one email is required'] }],
    ['an invalid email', { emails: ['ok@example.test', 'nope'], role: 'viewer', message: 'Hi' }, { 'emails.1': ['Invalid email address'] }],
    ['a blank message', { emails: ['ok@example.test'], role: 'viewer', message: '   ' }, { message: ['Message is required'] }],
    ['the owner role', { emails: ['ok@example.test'], role: 'owner', message: 'Hi' }, { role: ['Select a valid member role'] }],
    ['an unknown role', { emails: ['ok@example.test'], role: 'boss', message: 'Hi' }, { role: ['Select a valid member role'] }],
    [
      'too many emails',
      { emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.test`), role: 'viewer', message: 'Hi' },
      { emails: ['You can invite at most 50 people at once'] },
    ],
    [
      'too long a message',
      { emails: ['ok@example.test'], role: 'viewer', message: 'x'.repeat(2001) },
      { message: ['Message can be at most 2000 characters'] },
    ],
  ])('rejects %s with the spec messages', async (_case, body, errors) => {
    const ctx = await team();
    const res = await t.call('POST', '/api/profileMember/invite', { ...as(ctx.owner, ctx.profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('POST /api/profileMember/accept', () => {
  it('joins the profile from the mailed link, end to end', async () => {
    const ctx = await team({ name: 'Harbor Ventures' });
    const invitee = await createUser(t);
    const { code, id } = await invite(ctx.admin, ctx.profile, invitee.email, 'editor');

    const res = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ctx.profile.id,
      type: 'fund',
      name: 'Harbor Ventures',
      slug: ctx.profile.slug,
      status: 'draft',
      role: 'editor',
      createdAt: expect.any(String),
    });
    expect(await roleOf(ctx.profile, invitee)).toBe('editor');
    // The new member acts as the profile; the invitation is no longer open.
    const list = await t.call('GET', '/api/profileMember', as(invitee, ctx.profile));
    expect(list.status).toBe(200);
    expect(list.body.members.map((m: { userId: string }) => m.userId)).toContain(invitee.id);
    expect(list.body.invitations.map((i: { id: string }) => i.id)).not.toContain(id);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row!.acceptedByUserId).toBe(invitee.id);
    // A used link is gone.
    const again = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code } });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This invitation has already been accepted.');
  });

  it('answers 403 when the signed-in e-mail is not the invited one, and leaves the invitation open', async () => {
    const ctx = await team();
    const invitee = await createUser(t);
    const someoneElse = await createUser(t);
    const { code } = await invite(ctx.owner, ctx.profile, invitee.email);
    const res = await t.call('POST', '/api/profileMember/accept', { ...as(someoneElse), body: { code } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('INVITATION_EMAIL_MISMATCH');
    expect(res.body.message).toMatch(/sent to another e-mail address/);
    expect(await roleOf(ctx.profile, someoneElse)).toBeNull();
    expect((await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code } })).status).toBe(200);
  });

  it('answers 403 while the invited primary e-mail is not verified', async () => {
    const ctx = await team();
    const invitee = await createUser(t, { verified: false });
    const { code } = await invite(ctx.owner, ctx.profile, invitee.email);
    const res = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Verify your e-mail address before accepting this invitation.');
  });

  it('accepts for a verified secondary e-mail of the user, not an unverified one', async () => {
    const ctx = await team();
    const invitee = await createUser(t);
    const work = newEmail('work');
    await t.database.db.insert(userSecondaryEmails).values({ userId: invitee.id, email: work, verifiedAt: null });
    const { code } = await invite(ctx.owner, ctx.profile, work, 'viewer');
    expect((await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code } })).status).toBe(403);
    await t.database.db.update(userSecondaryEmails).set({ verifiedAt: new Date() }).where(eq(userSecondaryEmails.email, work));
    const res = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('viewer');
  });

  it('answers 410 for a revoked or expired invitation and 400 for an unknown code', async () => {
    const ctx = await team();
    const invitee = await createUser(t);
    const revoked = await invite(ctx.owner, ctx.profile, invitee.email);
    expect((await t.call('DELETE', `/api/profileMember/invitation/${revoked.id}`, as(ctx.owner, ctx.profile))).status).toBe(204);
    const res = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code: revoked.code } });
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ error: 'Gone', code: 'INVITATION_REVOKED' });

    const expired = await invite(ctx.owner, ctx.profile, invitee.email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    const late = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code: expired.code } });
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('INVITATION_EXPIRED');

    const unknown = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code: 'not-a-real-code-at-all' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This invitation is invalid.');
    expect(await roleOf(ctx.profile, invitee)).toBeNull();
  });

  it('keeps the role of someone who is already a member, and closes the invitation', async () => {
    const ctx = await team();
    // An invitation to a member's address (e.g. sent before they joined another way).
    const { id, code } = await createInvitation(t.database.db, {
      kind: 'member',
      email: ctx.viewer.email,
      ttlMs: 60_000,
      profileId: ctx.profile.id,
      role: 'admin',
    });
    const res = await t.call('POST', '/api/profileMember/accept', { ...as(ctx.viewer), body: { code } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('viewer');
    expect(await roleOf(ctx.profile, ctx.viewer)).toBe('viewer');
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row!.acceptedAt).not.toBeNull();
  });

  it('answers 410 when the profile has been deleted meanwhile', async () => {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner);
    const invitee = await createUser(t);
    const { code } = await invite(owner, profile, invitee.email);
    expect((await t.call('DELETE', `/api/profiles/${profile.id}`, as(owner, profile))).status).toBe(204);
    const res = await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code } });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('The profile of this invitation no longer exists.');
  });

  it.each([
    ['missing', {}],
    ['empty', { code: '' }],
    ['blank', { code: '   ' }],
  ])('rejects a %s code with its message', async (_case, body) => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/profileMember/accept', { ...as(user), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['Invitation code is required'] });
  });
});

describe('POST /api/profileMember/resend/{invitationId}', () => {
  it('mails a new link that replaces the old one', async () => {
    const ctx = await team();
    const invitee = await createUser(t);
    const first = await invite(ctx.owner, ctx.profile, invitee.email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, first.id));
    const res = await t.call('POST', `/api/profileMember/resend/${first.id}`, as(ctx.admin, ctx.profile));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.id, email: invitee.email, status: 'pending' });
    const mail = await t.lastMail(invitee.email, 'profile-member-invite');
    const code = new URL(mail!.data!.link!).searchParams.get('code')!;
    expect(code).not.toBe(first.code);
    expect((await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code: first.code } })).status).toBe(400);
    expect((await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code } })).status).toBe(200);
    // Accepted: nothing more to resend.
    const after = await t.call('POST', `/api/profileMember/resend/${first.id}`, as(ctx.admin, ctx.profile));
    expect(after.status).toBe(409);
  });

  it('answers 410 for a revoked invitation, 404 for an unknown one, 422 for a malformed id', async () => {
    const ctx = await team();
    const { id } = await invite(ctx.owner, ctx.profile, newEmail('gone'));
    await t.call('DELETE', `/api/profileMember/invitation/${id}`, as(ctx.owner, ctx.profile));
    expect((await t.call('POST', `/api/profileMember/resend/${id}`, as(ctx.owner, ctx.profile))).status).toBe(410);
    const unknown = await t.call('POST', '/api/profileMember/resend/00000000-0000-4000-8000-000000000000', as(ctx.owner, ctx.profile));
    expect(unknown.status).toBe(404);
    const malformed = await t.call('POST', '/api/profileMember/resend/not-a-uuid', as(ctx.owner, ctx.profile));
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ invitationId: ['Invitation id is not valid'] });
  });

  it('lets only an owner resend or revoke an admin invitation', async () => {
    const ctx = await team();
    const { id } = await invite(ctx.owner, ctx.profile, newEmail('admin-to-be'), 'admin');
    expect((await t.call('POST', `/api/profileMember/resend/${id}`, as(ctx.admin, ctx.profile))).status).toBe(403);
    expect((await t.call('DELETE', `/api/profileMember/invitation/${id}`, as(ctx.admin, ctx.profile))).status).toBe(403);
    expect((await t.call('POST', `/api/profileMember/resend/${id}`, as(ctx.owner, ctx.profile))).status).toBe(200);
  });

  it('answers 409 when the address has become a member meanwhile', async () => {
    const ctx = await team();
    const invitee = await createUser(t);
    const { id } = await invite(ctx.owner, ctx.profile, invitee.email);
    await addMember(t, ctx.profile, invitee, 'viewer');
    const res = await t.call('POST', `/api/profileMember/resend/${id}`, as(ctx.owner, ctx.profile));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ALREADY_MEMBER');
  });
});

describe('DELETE /api/profileMember/invitation/{invitationId}', () => {
  it('revokes (twice is fine), and an accepted invitation cannot be revoked', async () => {
    const ctx = await team();
    const invitee = await createUser(t);
    const open = await invite(ctx.admin, ctx.profile, newEmail('revoke-me'));
    expect((await t.call('DELETE', `/api/profileMember/invitation/${open.id}`, as(ctx.admin, ctx.profile))).status).toBe(204);
    expect((await t.call('DELETE', `/api/profileMember/invitation/${open.id}`, as(ctx.admin, ctx.profile))).status).toBe(204);
    const accepted = await invite(ctx.admin, ctx.profile, invitee.email);
    await t.call('POST', '/api/profileMember/accept', { ...as(invitee), body: { code: accepted.code } });
    const res = await t.call('DELETE', `/api/profileMember/invitation/${accepted.id}`, as(ctx.admin, ctx.profile));
    expect(res.status).toBe(409);
    const malformed = await t.call('DELETE', '/api/profileMember/invitation/42', as(ctx.admin, ctx.profile));
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ invitationId: ['Invitation id is not valid'] });
  });
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
