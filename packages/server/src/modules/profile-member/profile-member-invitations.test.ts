import { eq } from 'drizzle-orm';
import { createInvitation } from '../auth';
import { invitations } from '../auth/tables';
import { userSecondaryEmails } from '../user-secondary-email/tables';
import { addMember, createProfile, createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, inviteBody, newEmail, profileMemberHelpers } from './test-support';

let t: TestApp;
const { team, invite, roleOf } = profileMemberHelpers(() => t);

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
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
