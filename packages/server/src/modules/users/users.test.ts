import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, usersMessages } from '@fundnet/validation-schema';
import { buildApp } from '../../app';
import { sha256 } from '../../lib/crypto';
import { createProfile, createUser, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { sessions } from '../auth/tables';
import { createSession, setActiveProfile } from '../auth';
import { profiles } from '../profiles/tables';
import { userInfo } from '../user-info/tables';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sessionIdOf(token: string) {
  const [row] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return row!.id;
}

/** A second signed-in session of the same user (another browser). */
async function secondSession(user: TestUser) {
  return (await createSession(t.database.db, t.config.session, user.id)).token;
}

const NEW_PASSWORD = 'N3w!password';

describe('GET /api/users/get-me', () => {
  it('401 without a token, and with an unknown token', async () => {
    expect((await t.call('GET', '/api/users/get-me')).status).toBe(401);
    expect((await t.call('GET', '/api/users/get-me', { token: 'not-a-real-token' })).status).toBe(401);
  });

  it('returns the user, an empty profile list, no active profile and empty details for a new user', async () => {
    const user = await createUser(t);
    const res = await t.call('GET', '/api/users/get-me', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        id: user.id,
        email: user.email,
        firstName: 'Test',
        lastName: 'User',
        phoneNumber: null,
        emailVerified: true,
        phoneVerified: false,
        isAdmin: false,
        createdAt: expect.any(String),
      },
      profiles: [],
      activeProfileId: null,
      userInfo: {
        firstName: 'Test',
        lastName: 'User',
        phoneNumber: null,
        countryOfResidence: null,
        describesYouBest: null,
        jobTitle: null,
        companyName: null,
        linkedinUrl: null,
        pointsOfInterest: [],
        investorStyle: null,
        crmLink: null,
        onboardingProfileType: null,
        smsVerificationSkipped: false,
      },
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
  });

  it("lists only the caller's live profiles with their role, and the session's active profile", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const fund = await createProfile(t, user, { type: 'fund', role: 'owner', name: 'Alpha Fund' });
    const investor = await createProfile(t, user, { type: 'investor', role: 'viewer', name: 'Beta Investor' });
    const deleted = await createProfile(t, user, { type: 'serviceProvider' });
    await t.database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, deleted.id));
    await createProfile(t, other);
    await setActiveProfile(t.database.db, await sessionIdOf(user.token), investor.id);

    const res = await t.call('GET', '/api/users/get-me', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.profiles).toEqual([
      { id: fund.id, type: 'fund', name: 'Alpha Fund', slug: fund.slug, status: 'draft', role: 'owner' },
      { id: investor.id, type: 'investor', name: 'Beta Investor', slug: investor.slug, status: 'draft', role: 'viewer' },
    ]);
    expect(res.body.activeProfileId).toBe(investor.id);

    // Another session of the same user has its own (no) active profile.
    const res2 = await t.call('GET', '/api/users/get-me', { token: await secondSession(user) });
    expect(res2.body.activeProfileId).toBeNull();
  });

  it('includes the stored details and shows an administrator as such', async () => {
    const admin = await createUser(t, { admin: true });
    await t.database.db
      .insert(userInfo)
      .values({ userId: admin.id, countryOfResidence: 'DE', pointsOfInterest: ['dealFlow'], crmLink: 'https://crm.example.com/1' });
    const res = await t.call('GET', '/api/users/get-me', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.user.isAdmin).toBe(true);
    expect(res.body.userInfo).toMatchObject({
      countryOfResidence: 'DE',
      pointsOfInterest: ['dealFlow'],
      crmLink: 'https://crm.example.com/1',
      onboardingProfileType: null,
      smsVerificationSkipped: false,
    });
  });
});

describe('POST /api/users/validate-password', () => {
  it('401 without a token', async () => {
    expect((await t.call('POST', '/api/users/validate-password', { body: { password: TEST_PASSWORD } })).status).toBe(401);
  });

  it('answers valid true for the current password and false otherwise', async () => {
    const user = await createUser(t);
    const ok = await t.call('POST', '/api/users/validate-password', { token: user.token, body: { password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ valid: true });
    const wrong = await t.call('POST', '/api/users/validate-password', { token: user.token, body: { password: 'Wr0ng!pass' } });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ valid: false });
  });

  it("checks the caller's password, not another user's", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await t.call('POST', '/api/users/change-password', {
      token: other.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    const res = await t.call('POST', '/api/users/validate-password', { token: user.token, body: { password: NEW_PASSWORD } });
    expect(res.body).toEqual({ valid: false });
  });

  it.each([
    ['missing', {}],
    ['empty', { password: '' }],
    ['not a string', { password: 12345678 }],
  ])('422 Password is required when the password is %s', async (_case, body) => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/users/validate-password', { token: user.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: [messages.passwordRequired] });
  });
});

describe('POST /api/users/change-password', () => {
  it('401 without a token', async () => {
    const res = await t.call('POST', '/api/users/change-password', { body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(401);
  });

  it('422 on currentPassword when the current password is wrong, and nothing changes', async () => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/users/change-password', {
      token: user.token,
      body: { currentPassword: 'Wr0ng!pass', newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ currentPassword: [usersMessages.currentPasswordIncorrect] });
    expect(res.body.message).toBe('Current password is incorrect.');
    expect((await t.call('GET', '/api/users/get-me', { token: user.token })).status).toBe(200);
  });

  it.each([
    ['currentPassword missing', { newPassword: NEW_PASSWORD }, { currentPassword: [messages.currentPasswordRequired] }],
    ['currentPassword empty', { currentPassword: '', newPassword: NEW_PASSWORD }, { currentPassword: [messages.currentPasswordRequired] }],
    ['newPassword missing', { currentPassword: TEST_PASSWORD }, { newPassword: [messages.passwordRequired] }],
    ['newPassword empty', { currentPassword: TEST_PASSWORD, newPassword: '' }, { newPassword: [messages.passwordRequired] }],
    ['newPassword too short', { currentPassword: TEST_PASSWORD, newPassword: 'Ab1!' }, { newPassword: [messages.passwordMinChar] }],
    [
      'newPassword without uppercase',
      { currentPassword: TEST_PASSWORD, newPassword: 'abcdef1!' },
      { newPassword: [messages.passwordUppercase] },
    ],
    ['newPassword without digit', { currentPassword: TEST_PASSWORD, newPassword: 'Abcdefg!' }, { newPassword: [messages.passwordNumber] }],
    [
      'newPassword without special',
      { currentPassword: TEST_PASSWORD, newPassword: 'Abcdefg1' },
      { newPassword: [messages.passwordSpecial] },
    ],
    [
      'newPassword breaking every rule',
      { currentPassword: TEST_PASSWORD, newPassword: 'abc' },
      { newPassword: [messages.passwordMinChar, messages.passwordUppercase, messages.passwordNumber, messages.passwordSpecial] },
    ],
    [
      'newPassword equal to the current one',
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
      { newPassword: [usersMessages.newPasswordSameAsCurrent] },
    ],
  ])('422 when %s', async (_case, body, errors) => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/users/change-password', { token: user.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    // Nothing was revoked.
    expect((await t.call('GET', '/api/users/get-me', { token: user.token })).status).toBe(200);
  });

  it('changes the password, ends every session (this one too) and returns a working new token', async () => {
    const user = await createUser(t);
    const otherBrowser = await secondSession(user);
    const bystander = await createUser(t);
    const profile = await createProfile(t, user);
    await setActiveProfile(t.database.db, await sessionIdOf(user.token), profile.id);

    const res = await t.call('POST', '/api/users/change-password', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
    expect(res.body.token).not.toBe(user.token);
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());

    // Old tokens are dead.
    expect((await t.call('GET', '/api/users/get-me', { token: user.token })).status).toBe(401);
    expect((await t.call('GET', '/api/users/get-me', { token: otherBrowser })).status).toBe(401);
    // Other users are untouched.
    expect((await t.call('GET', '/api/users/get-me', { token: bystander.token })).status).toBe(200);

    // The new token works, keeps the active profile, and the new password is the valid one.
    const me = await t.call('GET', '/api/users/get-me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);
    expect(me.body.activeProfileId).toBe(profile.id);
    const newOk = await t.call('POST', '/api/users/validate-password', { token: res.body.token, body: { password: NEW_PASSWORD } });
    expect(newOk.body).toEqual({ valid: true });
    const oldOk = await t.call('POST', '/api/users/validate-password', { token: res.body.token, body: { password: TEST_PASSWORD } });
    expect(oldOk.body).toEqual({ valid: false });
  });
});

describe('rate limits', () => {
  // A second app on the same database (PGlite serves one connection) with a limit of 2 a minute.
  let limited: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    limited = await buildApp({ config: { ...t.config, authRateLimitPerMinute: 2 }, database: t.database, logger: false });
    baseUrl = await limited.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it.each(['/api/users/validate-password', '/api/users/change-password'])('%s answers 429 past the per-minute limit', async (path) => {
    const user = await createUser(t);
    const call = () =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'x', currentPassword: 'Wr0ng!pass', newPassword: NEW_PASSWORD }),
      });
    for (let i = 0; i < 2; i++) expect((await call()).status).not.toBe(429);
    const res = await call();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('OpenAPI', () => {
  it('documents every route of the users, user-info, user-meta and userSecondaryEmail families', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const expected: Array<[string, string]> = [
      ['/api/users/get-me', 'get'],
      ['/api/users/validate-password', 'post'],
      ['/api/users/change-password', 'post'],
      ['/api/user-info', 'get'],
      ['/api/user-info', 'put'],
      ['/api/user-info/{id}', 'put'],
      ['/api/user-meta', 'post'],
      ['/api/user-meta/userId/{userId}/sessionId/{sessionId}', 'get'],
      ['/api/userSecondaryEmail', 'get'],
      ['/api/userSecondaryEmail', 'post'],
      ['/api/userSecondaryEmail', 'delete'],
      ['/api/userSecondaryEmail/switch-primary-email', 'post'],
      ['/api/userSecondaryEmail/resend-secondary-email-validation', 'get'],
      ['/api/userSecondaryEmail/verify-secondary-email', 'get'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method]).toBeDefined();
  });
});
