import { eq } from 'drizzle-orm';
import { messages } from '@fundnet/validation-schema';
import { createProfile, createUser, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createInvitation } from './invitations';
import { invitations } from './tables';
import { authHelpers, passwordCases, uniqueEmail } from './test-support';

let t: TestApp;
const { signedIn } = authHelpers(() => t);

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('administrator invitations', () => {
  async function invite(admin: TestUser, email: string) {
    const res = await t.call('POST', '/api/auth/admin/invite', { token: admin.token, body: { email, firstName: 'Ida' } });
    expect(res.status).toBe(201);
    const mail = await t.lastMail(email, 'admin-invite');
    return { reply: res.body, code: mail!.data!.code!, link: mail!.data!.link! };
  }

  it('is for administrators only', async () => {
    const user = await createUser(t);
    expect((await t.call('POST', '/api/auth/admin/invite', { body: { email: uniqueEmail() } })).status).toBe(401);
    const res = await t.call('POST', '/api/auth/admin/invite', { token: user.token, body: { email: uniqueEmail() } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This area is for administrators only.');
  });

  it('mails an /invitation link; signing up with its code makes an administrator with a verified e-mail', async () => {
    const admin = await createUser(t, { admin: true });
    const email = uniqueEmail();
    const { reply, code, link } = await invite(admin, email);
    expect(reply).toEqual({ invitationId: expect.any(String), expiresAt: expect.any(String) });
    expect(link).toBe(`http://localhost:8080/invitation?code=${code}`);
    const res = await t.call('POST', '/api/auth/signup', {
      body: { email: email.toUpperCase(), password: TEST_PASSWORD, firstName: 'Ida', lastName: 'Admin', invitationCode: code },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, isAdmin: true, emailVerified: true });
    expect(await t.lastMail(email, 'verify-email')).toBeUndefined();
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, reply.invitationId));
    expect(row!.acceptedAt).not.toBeNull();
    expect(row!.acceptedByUserId).toBe(res.body.user.id);
    expect((await t.call('POST', '/api/auth/admin/login', { body: { email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('refuses a used, revoked, expired, unknown or other-address invitation code (400)', async () => {
    const admin = await createUser(t, { admin: true });
    const signupWith = (email: string, invitationCode: string) =>
      t.call('POST', '/api/auth/signup', { body: { email, password: TEST_PASSWORD, firstName: 'A', lastName: 'B', invitationCode } });
    const email = uniqueEmail();
    const first = await invite(admin, email);
    const second = await invite(admin, email); // revokes the first
    let res = await signupWith(email, first.code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This invitation is invalid or has expired.');
    res = await signupWith(uniqueEmail(), second.code);
    expect(res.status).toBe(400);
    res = await signupWith(email, 'not-a-real-invitation-code');
    expect(res.status).toBe(400);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, second.reply.invitationId));
    res = await signupWith(email, second.code);
    expect(res.status).toBe(400);
    const third = await invite(admin, email);
    expect((await signupWith(email, third.code)).status).toBe(201);
    const other = uniqueEmail();
    const fourth = await invite(admin, other);
    await t.database.db.update(invitations).set({ email }).where(eq(invitations.id, fourth.reply.invitationId));
    expect((await signupWith(other, fourth.code)).status).toBe(400);
  });

  it('refuses to invite an address that already has an account (409)', async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t);
    const res = await t.call('POST', '/api/auth/admin/invite', { token: admin.token, body: { email: user.email } });
    expect(res.status).toBe(409);
  });

  it('gives the e-mail messages', async () => {
    const admin = await createUser(t, { admin: true });
    let res = await t.call('POST', '/api/auth/admin/invite', { token: admin.token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [messages.emailRequired] });
    res = await t.call('POST', '/api/auth/admin/invite', { token: admin.token, body: { email: 'nope' } });
    expect(res.body.errors).toEqual({ email: [messages.emailInvalid] });
  });
});

describe('POST auth/signup-invited-investor and auth/signup-invited-fund', () => {
  const body = (invitationCode: string) => ({ invitationCode, password: TEST_PASSWORD, firstName: 'Ivy', lastName: 'Investor' });

  it("creates a verified account for the invited e-mail and joins the invitation's profile with its role", async () => {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner);
    const email = uniqueEmail();
    const invitation = await createInvitation(t.database.db, {
      kind: 'investor',
      email,
      ttlMs: 3_600_000,
      invitedByUserId: owner.id,
      profileId: profile.id,
      role: 'viewer',
    });
    const res = await t.call('POST', '/api/auth/signup-invited-investor', { body: body(invitation.code) });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, emailVerified: true, firstName: 'Ivy', isAdmin: false });
    expect(await signedIn(res.body.token)).toBe(true);
    const switched = await t.call('POST', '/api/auth/profile-switch', {
      token: res.body.token,
      body: { profileId: profile.id, profileType: 'fund' },
    });
    expect(switched.body.profile.role).toBe('viewer');
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.acceptedByUserId).toBe(res.body.user.id);
    const reuse = await t.call('POST', '/api/auth/signup-invited-investor', { body: body(invitation.code) });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This invitation is invalid or has expired.');
  });

  it('creates the account without membership when the invitation names no profile (fund)', async () => {
    const email = uniqueEmail();
    const invitation = await createInvitation(t.database.db, { kind: 'fund', email, ttlMs: 3_600_000 });
    const res = await t.call('POST', '/api/auth/signup-invited-fund', { body: body(invitation.code) });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(email);
  });

  it('refuses expired, revoked, unknown and other-kind invitations (400) and taken e-mails (409)', async () => {
    const make = (kind: string, email = uniqueEmail()) => createInvitation(t.database.db, { kind, email, ttlMs: 3_600_000 });
    const expired = await make('fund');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    const revoked = await make('fund');
    await t.database.db.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, revoked.id));
    const investorKind = await make('investor');
    for (const code of [expired.code, revoked.code, investorKind.code, 'unknown-invitation-code']) {
      const res = await t.call('POST', '/api/auth/signup-invited-fund', { body: body(code) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This invitation is invalid or has expired.');
    }
    const existing = await createUser(t);
    const taken = await make('investor', existing.email);
    const res = await t.call('POST', '/api/auth/signup-invited-investor', { body: body(taken.code) });
    expect(res.status).toBe(409);
  });

  it('gives the spec messages', async () => {
    const res = await t.call('POST', '/api/auth/signup-invited-fund', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      invitationCode: ['Invitation code is required'],
      password: [messages.passwordRequired],
      firstName: [messages.firstNameRequired],
      lastName: [messages.lastNameRequired],
    });
    for (const [password, message] of passwordCases.slice(1)) {
      const r = await t.call('POST', '/api/auth/signup-invited-investor', { body: { ...body('some-code'), password } });
      expect(r.body.errors).toEqual({ password: [message] });
    }
  });
});
