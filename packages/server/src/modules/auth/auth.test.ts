import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messages } from '@fundnet/validation-schema';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/auth';
import { addMember, createProfile, createUser, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/tables';
import { sessions } from './tables';
import { authHelpers, passwordCases, uniqueEmail } from './test-support';

let t: TestApp;
const { signedIn, signup, userRow } = authHelpers(() => t);

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('POST auth/signup', () => {
  it('creates the user (e-mail lower-cased, argon2id) without a session and mails a verification link and code', async () => {
    const email = `New.Person-${randomUUID()}@Example.TEST`;
    const res = await t.call('POST', '/api/auth/signup', {
      body: { email, password: TEST_PASSWORD, firstName: ' Ada ', lastName: 'Lovelace', phoneNumber: '+41 44 123 45 67' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'verificationSent', email: email.toLowerCase() });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      // Typed with spaces (16 characters), stored in E.164 (issue 34.6).
      phoneNumber: '+41441234567',
      emailVerifiedAt: null,
      isAdmin: false,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await t.lastMail(email.toLowerCase(), 'verify-email');
    expect(mail?.data?.link).toMatch(/^http:\/\/localhost:8080\/verifyEmail\?code=[\w-]{40,}$/);
    expect(mail?.data?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.data?.link);
    expect(mail?.text).toContain(mail?.data?.code);
  });

  it('answers a registered e-mail exactly as a new one, changes nothing and mails its owner (no account enumeration)', async () => {
    const owner = await createUser(t);
    const before = await userRow(owner.id);
    const res = await t.call('POST', '/api/auth/signup', {
      body: { email: owner.email.toUpperCase(), password: 'Other-pass-1!', firstName: 'Mallory', lastName: 'B' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'verificationSent', email: owner.email.toLowerCase() });
    const after = await userRow(owner.id);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.firstName).toBe(before.firstName);
    expect(await signedIn(owner.token)).toBe(true);
    const notice = await t.lastMail(owner.email, 'account-exists');
    expect(notice?.text).toContain('already has one');
    expect(notice?.data?.link).toMatch(/\/newPassword\?code=/);
    // The reset link in the notice works like any other.
    const code = new URL(notice!.data!.link!).searchParams.get('code')!;
    const reset = await t.call('POST', `/api/auth/reset-password?code=${encodeURIComponent(code)}`, {
      body: { password: 'Brand-new-1!' },
    });
    expect(reset.status).toBeLessThan(300);
  });

  it("takes a second sign-up of a never-verified address as the owner's: new password, earlier codes and sessions end", async () => {
    const first = await signup({ firstName: 'Squatter' });
    const firstMail = (await t.lastMail(first.email, 'verify-email'))!.data!;
    const res = await t.call('POST', '/api/auth/signup', {
      body: { email: first.email, password: 'Owner-pass-1!', firstName: 'Owner', lastName: 'Real' },
    });
    expect(res.status).toBe(202);
    expect(await signedIn(first.token)).toBe(false);
    const oldLink = new URL(firstMail.link!).searchParams.get('code')!;
    expect((await t.call('GET', `/api/auth/verify-email?code=${encodeURIComponent(oldLink)}`)).status).toBe(400);
    expect((await t.call('POST', '/api/auth/login', { body: { email: first.email, password: TEST_PASSWORD } })).status).toBe(401);
    const { code } = (await t.lastMail(first.email, 'verify-email'))!.data!;
    const verified = await t.call('GET', `/api/auth/verify-email?code=${code}&email=${encodeURIComponent(first.email)}`);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ firstName: 'Owner', emailVerified: true });
    expect(await signedIn(verified.body.token)).toBe(true);
  });

  it('sends at most 5 mails an hour to one address however often it signs up', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 7; i++) {
      await t.call('POST', '/api/auth/signup', { body: { email: owner.email, password: TEST_PASSWORD, firstName: 'A', lastName: 'B' } });
    }
    expect((await t.mails()).filter((m) => m.to === owner.email && m.template === 'account-exists')).toHaveLength(5);
  });

  it('gives the spec messages for missing fields', async () => {
    const res = await t.call('POST', '/api/auth/signup', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
      firstName: [messages.firstNameRequired],
      lastName: [messages.lastNameRequired],
    });
  });

  it('checks the e-mail format, every password rule and the phone rules', async () => {
    const base = { email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'A', lastName: 'B' };
    let res = await t.call('POST', '/api/auth/signup', { body: { ...base, email: 'not-an-email' } });
    expect(res.body.errors).toEqual({ email: [messages.emailInvalid] });
    for (const [password, message] of passwordCases) {
      res = await t.call('POST', '/api/auth/signup', { body: { ...base, password } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: [message] });
    }
    for (const [phoneNumber, message] of [
      ['12345', messages.phoneMinLength],
      ['1234567890123456', messages.phoneMaxLength],
      ['12345ab', messages.phoneFormat],
    ]) {
      res = await t.call('POST', '/api/auth/signup', { body: { ...base, phoneNumber } });
      expect(res.body.errors).toEqual({ phoneNumber: [message] });
    }
    res = await t.call('POST', '/api/auth/signup', { body: { ...base, firstName: '   ', lastName: '' } });
    expect(res.body.errors).toEqual({ firstName: [messages.firstNameRequired], lastName: [messages.lastNameRequired] });
  });
});

describe('POST auth/login', () => {
  it('signs in with a new token at every login (e-mail in any case)', async () => {
    const user = await createUser(t);
    const first = await t.call('POST', '/api/auth/login', { body: { email: user.email.toUpperCase(), password: TEST_PASSWORD } });
    expect(first.status).toBe(200);
    expect(first.body.user.id).toBe(user.id);
    const second = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(second.body.token).not.toBe(first.body.token);
    expect(await signedIn(first.body.token)).toBe(true);
    expect(await signedIn(second.body.token)).toBe(true);
  });

  it('answers an unknown e-mail exactly like a wrong password (401, same body)', async () => {
    const user = await createUser(t);
    const wrong = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong!pass1' } });
    const unknown = await t.call('POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'Wrong!pass1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses revoked and deleted users with the same 401', async () => {
    const revoked = await createUser(t);
    const deleted = await createUser(t);
    await t.database.db.update(users).set({ revokedAt: new Date() }).where(eq(users.id, revoked.id));
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    for (const user of [revoked, deleted]) {
      const res = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid email or password.');
    }
  });

  it('refuses an account without a password (social sign-in only) with the same 401', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password.');
  });

  it('gives the spec messages', async () => {
    let res = await t.call('POST', '/api/auth/login', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [messages.emailRequired], password: [messages.passwordRequired] });
    res = await t.call('POST', '/api/auth/login', { body: { email: 'nope', password: 'x' } });
    expect(res.body.errors).toEqual({ email: [messages.emailInvalid] });
  });

  // CPU time, not wall time: the API runs in this process, and CPU time does not grow when other work loads the
  // machine. Without the dummy hash an unknown e-mail costs a fifth of a wrong password (one query, no argon2).
  it('does the same password work for an unknown e-mail as for a wrong password', async () => {
    const user = await createUser(t);
    const cpuMs = async (email: string) => {
      const started = process.cpuUsage();
      const res = await t.call('POST', '/api/auth/login', { body: { email, password: 'Wrong!pass1' } });
      expect(res.status).toBe(401);
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    await cpuMs(uniqueEmail()); // the dummy hash is made once, on first need
    let known = 0;
    let unknown = 0;
    for (let i = 0; i < 8; i++) {
      known += await cpuMs(user.email);
      unknown += await cpuMs(uniqueEmail());
    }
    const ratio = unknown / known;
    // Measured here: 0.56–0.89 with the dummy hash, 0.21 without it.
    expect(ratio).toBeGreaterThan(0.45);
    expect(ratio).toBeLessThan(1 / 0.45);
  });
});

describe('POST auth/admin/login', () => {
  it('signs in an administrator', async () => {
    const admin = await createUser(t, { admin: true });
    const res = await t.call('POST', '/api/auth/admin/login', { body: { email: admin.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user.isAdmin).toBe(true);
  });

  it('gives a non-administrator the same 401 as a wrong password', async () => {
    const user = await createUser(t);
    const notAdmin = await t.call('POST', '/api/auth/admin/login', { body: { email: user.email, password: TEST_PASSWORD } });
    const wrong = await t.call('POST', '/api/auth/admin/login', { body: { email: user.email, password: 'Wrong!pass1' } });
    expect(notAdmin.status).toBe(401);
    expect(notAdmin.body).toEqual(wrong.body);
    expect(notAdmin.body.message).toBe('Invalid email or password.');
  });

  it('gives the spec messages', async () => {
    const res = await t.call('POST', '/api/auth/admin/login', { body: { email: '' } });
    expect(res.body.errors).toEqual({ email: [messages.emailRequired], password: [messages.passwordRequired] });
  });
});

describe('POST auth/logout', () => {
  it('needs a signed-in caller', async () => {
    const res = await t.call('POST', '/api/auth/logout');
    expect(res.status).toBe(401);
  });

  it('revokes only the session it was called with', async () => {
    const user = await createUser(t);
    const other = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    const res = await t.call('POST', '/api/auth/logout', { token: user.token });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(await signedIn(user.token)).toBe(false);
    expect(await signedIn(other.body.token)).toBe(true);
    const again = await t.call('POST', '/api/auth/logout', { token: user.token });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(SESSION_EXPIRED_MESSAGE);
  });
});

describe('sessions: idle and absolute expiry', () => {
  it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const user = await createUser(t);
    const idleMs = (t.config.session.idleMinutes + 1) * 60_000;
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - idleMs) })
      .where(eq(sessions.userId, user.id));
    const res = await t.call('POST', '/api/auth/profile-switch', { token: user.token, body: {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: SESSION_EXPIRED_MESSAGE, code: 'SESSION_EXPIRED' });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('keeps a session used within the idle window and moves last_seen_at forward', async () => {
    const user = await createUser(t);
    const lastSeen = new Date(Date.now() - 10 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: lastSeen }).where(eq(sessions.userId, user.id));
    expect(await signedIn(user.token)).toBe(true);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(lastSeen.getTime());
  });

  it('ends a session past its absolute expiry, however recently used', async () => {
    const user = await createUser(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await signedIn(user.token)).toBe(false);
  });

  it('sets the absolute expiry from SESSION_ABSOLUTE_HOURS at login', async () => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    const expected = Date.now() + t.config.session.absoluteHours * 3_600_000;
    expect(Math.abs(new Date(res.body.expiresAt).getTime() - expected)).toBeLessThan(60_000);
  });

  it('refuses tokens of revoked users', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ revokedAt: new Date() }).where(eq(users.id, user.id));
    expect(await signedIn(user.token)).toBe(false);
  });
});

describe('POST auth/profile-switch', () => {
  it('needs a signed-in caller', async () => {
    const res = await t.call('POST', '/api/auth/profile-switch', { body: { profileId: randomUUID(), profileType: 'fund' } });
    expect(res.status).toBe(401);
  });

  it('refuses a profile of another user, or one that does not exist, with 403', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const profile = await createProfile(t, owner);
    for (const profileId of [profile.id, randomUUID()]) {
      const res = await t.call('POST', '/api/auth/profile-switch', { token: stranger.token, body: { profileId, profileType: 'fund' } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You are not a member of this profile.');
    }
  });

  it("refuses a profile type that is not the profile's (400)", async () => {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner, { type: 'investor' });
    const res = await t.call('POST', '/api/auth/profile-switch', {
      token: owner.token,
      body: { profileId: profile.id, profileType: 'fund' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('profileType says fund but this profile is a investor.');
  });

  it("makes the profile active on the session and returns it with the caller's role", async () => {
    const owner = await createUser(t);
    const editor = await createUser(t);
    const profile = await createProfile(t, owner, { name: 'Alpine Ventures' });
    await addMember(t, profile, editor, 'editor');
    const res = await t.call('POST', '/api/auth/profile-switch', {
      token: editor.token,
      body: { profileId: profile.id, profileType: 'fund' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      profile: { id: profile.id, type: 'fund', name: 'Alpine Ventures', slug: profile.slug, status: 'draft', role: 'editor' },
    });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, editor.id));
    expect(session!.activeProfileId).toBe(profile.id);
  });

  it('gives its field messages', async () => {
    const user = await createUser(t);
    let res = await t.call('POST', '/api/auth/profile-switch', { token: user.token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileId: ['Profile id is required'], profileType: [messages.invalidProfileType] });
    res = await t.call('POST', '/api/auth/profile-switch', { token: user.token, body: { profileId: 'abc', profileType: 'company' } });
    expect(res.body.errors).toEqual({ profileId: ['Profile id is not valid'], profileType: [messages.invalidProfileType] });
  });
});

describe('OpenAPI', () => {
  it('documents every auth route', async () => {
    const res = await t.call('GET', '/api/docs/json');
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/auth/signup',
      '/api/auth/login',
      '/api/auth/admin/login',
      '/api/auth/logout',
      '/api/auth/verify-email',
      '/api/auth/resend-email-verification',
      '/api/auth/request-reset-password',
      '/api/auth/reset-password',
      '/api/auth/send-sms-verification',
      '/api/auth/verify-sms-code',
      '/api/auth/profile-switch',
      '/api/auth/contact-us',
      '/api/auth/admin/invite',
      '/api/auth/signup-invited-investor',
      '/api/auth/signup-invited-fund',
      '/api/auth/linkedin',
      '/api/auth/linkedin/callback',
      '/api/auth/google',
      '/api/auth/google/callback',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('argon2id', () => {
  it('hashes with the OWASP baseline parameters (m=19 MiB, t=2, p=1), salted, and really spends that work', async () => {
    const first = await hashPassword('Password-1!A');
    const second = await hashPassword('Password-1!A');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'Password-1!A')).toBe(true);
    expect(await verifyPassword(first, 'Password-1!B')).toBe(false);
    // Filling 19 MiB twice costs milliseconds of CPU; a cheap hash would not (its speed belongs in a benchmark).
    const started = process.cpuUsage();
    for (let i = 0; i < 3; i++) await hashPassword(`Password-${i}!A`);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000 / 3).toBeGreaterThan(3);
  });
});

// Runs after the main app is closed: PGlite serves one connection at a time, so one app at a time.
describe('rate limits (AUTH_RATE_LIMIT_PER_MINUTE=3)', () => {
  let limited: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    await t.close();
    t = undefined as unknown as TestApp;
    limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    t = limited;
    user = await createUser(limited);
  });

  const routes: [string, string, (u: TestUser) => { body?: unknown; token?: string }][] = [
    ['POST', '/api/auth/login', () => ({ body: { email: uniqueEmail(), password: 'Wrong!pass1' } })],
    ['POST', '/api/auth/admin/login', () => ({ body: { email: uniqueEmail(), password: 'Wrong!pass1' } })],
    ['POST', '/api/auth/signup', () => ({ body: { email: 'bad' } })],
    ['POST', '/api/auth/request-reset-password', () => ({ body: { email: uniqueEmail() } })],
    ['POST', `/api/auth/resend-email-verification?email=${encodeURIComponent('nobody@example.test')}`, () => ({})],
    ['POST', '/api/auth/send-sms-verification', (u) => ({ token: u.token, body: { phoneNumber: 'x' } })],
    ['POST', '/api/auth/verify-sms-code', (u) => ({ token: u.token, body: { code: '123456' } })],
    ['POST', '/api/auth/contact-us', () => ({ body: {} })],
    ['POST', '/api/auth/signup-invited-fund', () => ({ body: {} })],
  ];

  it.each(routes)('%s %s answers 429 with our error body after 3 calls a minute', async (method, path, options) => {
    for (let i = 0; i < 3; i++) {
      const res = await limited.call(method, path, options(user));
      expect(res.status).not.toBe(429);
    }
    const res = await limited.call(method, path, options(user));
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not limit the other auth routes', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await limited.call('POST', '/api/auth/profile-switch', { token: user.token, body: {} });
      expect(res.status).toBe(422);
    }
  });
});
