import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@fundnet/validation-schema';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/auth';
import { addMember, createProfile, createUser, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/tables';
import { createInvitation } from './invitations';
import { authErrors } from './common';
import { contactMessages, invitations, oneTimeCodes, sessions, termsAcceptances } from './tables';

let t: TestApp;

const NEW_PASSWORD = 'N3w!passw0rd';
const uniqueEmail = () => `someone-${randomUUID()}@example.test`;

/** True when the token is accepted: profile-switch with an empty body answers 422 (validation) to a signed-in caller, 401 otherwise. */
async function signedIn(token: string) {
  const { status } = await t.call('POST', '/api/auth/profile-switch', { token, body: {} });
  if (status !== 422 && status !== 401) throw new Error(`unexpected probe status ${status}`);
  return status === 422;
}

/** Signs up (no session: 202), then logs in with the new password, as a person who has not opened the mail yet would. */
async function signup(overrides: Record<string, unknown> = {}) {
  const body = { email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'Ada', lastName: 'Lovelace', ...overrides };
  const res = await t.call('POST', '/api/auth/signup', { body });
  expect(res.status).toBe(202);
  const login = await t.call('POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
  expect(login.status).toBe(200);
  return { ...login.body, email: String(body.email).toLowerCase() } as { token: string; expiresAt: string; user: any; email: string };
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function expire(purpose: string, userId: string) {
  await t.database.db
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
}

const passwordCases: [string, string][] = [
  ['', messages.passwordRequired],
  ['Aa1!aa', messages.passwordMinChar],
  ['abcdefg1!', messages.passwordUppercase],
  ['Abcdefgh!', messages.passwordNumber],
  ['Abcdefgh1', messages.passwordSpecial],
];

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
      body: { email, password: TEST_PASSWORD, firstName: ' Ada ', lastName: 'Lovelace', phoneNumber: '+41 44 123 45' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'verificationSent', email: email.toLowerCase() });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+41 44 123 45',
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

describe('GET auth/verify-email', () => {
  it('verifies with the link token, without sign-in, once', async () => {
    const account = await signup();
    const mail = await t.lastMail(account.email, 'verify-email');
    const code = new URL(mail!.data!.link!).searchParams.get('code')!;
    const res = await t.call('GET', `/api/auth/verify-email?code=${encodeURIComponent(code)}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: account.user.id, emailVerified: true });
    const again = await t.call('GET', `/api/auth/verify-email?code=${encodeURIComponent(code)}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This verification link is invalid or has expired.');
    // the 6-digit code of the same mail is spent too
    const byCode = await t.call('GET', `/api/auth/verify-email?code=${mail!.data!.code}`, { token: account.token });
    expect(byCode.status).toBe(422);
  });

  it('refuses an expired or unknown link', async () => {
    const account = await signup();
    const mail = await t.lastMail(account.email, 'verify-email');
    await expire('verify-email-link', account.user.id);
    const code = new URL(mail!.data!.link!).searchParams.get('code')!;
    const res = await t.call('GET', `/api/auth/verify-email?code=${encodeURIComponent(code)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This verification link is invalid or has expired.');
    const unknown = await t.call('GET', `/api/auth/verify-email?code=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(400);
    expect((await userRow(account.user.id)).emailVerifiedAt).toBeNull();
  });

  it('verifies with the 6-digit code of the signed-in user only', async () => {
    const account = await signup();
    const { code } = (await t.lastMail(account.email, 'verify-email'))!.data!;
    const anonymous = await t.call('GET', `/api/auth/verify-email?code=${code}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(authErrors.signInForCode);
    const other = await createUser(t, { verified: false });
    const asOther = await t.call('GET', `/api/auth/verify-email?code=${code}`, { token: other.token });
    expect(asOther.status).toBe(422);
    expect(asOther.body.errors).toEqual({ code: [authErrors.codeWrong] });
    const res = await t.call('GET', `/api/auth/verify-email?code=${code}`, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.user.emailVerified).toBe(true);
    const reuse = await t.call('GET', `/api/auth/verify-email?code=${code}`, { token: account.token });
    expect(reuse.status).toBe(422);
  });

  it('verifies with the 6-digit code and the e-mail without a session, and then signs the user in', async () => {
    const email = uniqueEmail();
    await t.call('POST', '/api/auth/signup', { body: { email, password: TEST_PASSWORD, firstName: 'Ada', lastName: 'L' } });
    const { code } = (await t.lastMail(email, 'verify-email'))!.data!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.call('GET', `/api/auth/verify-email?code=${wrongCode}&email=${encodeURIComponent(email)}`);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: [authErrors.codeWrong] });
    // An address without an account answers as a wrong code does.
    const unknown = await t.call('GET', `/api/auth/verify-email?code=${code}&email=${encodeURIComponent(uniqueEmail())}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(wrong.body);
    const res = await t.call('GET', `/api/auth/verify-email?code=${code}&email=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, emailVerified: true });
    expect(await signedIn(res.body.token)).toBe(true);
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('kills the code after 5 wrong attempts', async () => {
    const account = await signup();
    const { code } = (await t.lastMail(account.email, 'verify-email'))!.data!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('GET', `/api/auth/verify-email?code=${wrongCode}`, { token: account.token });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ code: [authErrors.codeWrong] });
    }
    const right = await t.call('GET', `/api/auth/verify-email?code=${code}`, { token: account.token });
    expect(right.status).toBe(422);
    expect(right.body.errors).toEqual({ code: [authErrors.codeLocked] });
  });

  it('refuses an expired code', async () => {
    const account = await signup();
    const { code } = (await t.lastMail(account.email, 'verify-email'))!.data!;
    await expire('verify-email-code', account.user.id);
    const res = await t.call('GET', `/api/auth/verify-email?code=${code}`, { token: account.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: [authErrors.codeWrong] });
  });

  it('records acceptance of the terms when isAccepted is true', async () => {
    const accepted = await signup();
    const declined = await signup();
    const { code: acceptedCode } = (await t.lastMail(accepted.email, 'verify-email'))!.data!;
    const { code: declinedCode } = (await t.lastMail(declined.email, 'verify-email'))!.data!;
    expect((await t.call('GET', `/api/auth/verify-email?code=${acceptedCode}&isAccepted=true`, { token: accepted.token })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/api/auth/verify-email?code=${declinedCode}&isAccepted=false`, { token: declined.token })).status).toBe(
      200,
    );
    const rows = await t.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, accepted.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('verify-email');
    expect(await t.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, declined.user.id))).toHaveLength(0);
  });

  it('gives the code messages and checks isAccepted', async () => {
    let res = await t.call('GET', '/api/auth/verify-email');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: [messages.verificationCodeRequired] });
    res = await t.call('GET', '/api/auth/verify-email?code=');
    expect(res.body.errors).toEqual({ code: [messages.verificationCodeRequired] });
    res = await t.call('GET', '/api/auth/verify-email?code=1234');
    expect(res.body.errors).toEqual({ code: [messages.verificationCodeMinLength] });
    res = await t.call('GET', '/api/auth/verify-email?code=123456&isAccepted=maybe');
    expect(res.body.errors).toEqual({ isAccepted: ['isAccepted must be true or false'] });
  });
});

describe('POST auth/resend-email-verification', () => {
  it('answers 204 for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await t.call('POST', `/api/auth/resend-email-verification?email=${encodeURIComponent(email)}`);
    expect(res.status).toBe(204);
    expect(await t.lastMail(email)).toBeUndefined();
  });

  it('sends a new link and code and ends the earlier ones', async () => {
    const account = await signup();
    const first = (await t.lastMail(account.email, 'verify-email'))!.data!;
    const res = await t.call('POST', `/api/auth/resend-email-verification?email=${encodeURIComponent(account.email.toUpperCase())}`);
    expect(res.status).toBe(204);
    const second = (await t.lastMail(account.email, 'verify-email'))!.data!;
    expect(second.link).not.toBe(first.link);
    const oldLink = new URL(first.link!).searchParams.get('code')!;
    expect((await t.call('GET', `/api/auth/verify-email?code=${encodeURIComponent(oldLink)}`)).status).toBe(400);
    if (first.code !== second.code) {
      expect((await t.call('GET', `/api/auth/verify-email?code=${first.code}`, { token: account.token })).status).toBe(422);
    }
    const newLink = new URL(second.link!).searchParams.get('code')!;
    expect((await t.call('GET', `/api/auth/verify-email?code=${encodeURIComponent(newLink)}`)).status).toBe(200);
  });

  it('sends nothing to a verified address, and at most 5 mails an hour to one account', async () => {
    const verified = await createUser(t);
    await t.call('POST', `/api/auth/resend-email-verification?email=${encodeURIComponent(verified.email)}`);
    expect(await t.lastMail(verified.email)).toBeUndefined();
    const account = await signup(); // mail 1
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', `/api/auth/resend-email-verification?email=${encodeURIComponent(account.email)}`);
      expect(res.status).toBe(204);
    }
    const sent = (await t.mails()).filter((m) => m.to === account.email && m.template === 'verify-email');
    expect(sent).toHaveLength(5);
  });

  it('gives the e-mail messages', async () => {
    let res = await t.call('POST', '/api/auth/resend-email-verification');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [messages.emailRequired] });
    res = await t.call('POST', '/api/auth/resend-email-verification?email=nope');
    expect(res.body.errors).toEqual({ email: [messages.emailInvalid] });
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await t.call('POST', '/api/auth/request-reset-password', { body: { email } });
    expect(res.status).toBe(204);
    const mail = await t.lastMail(email, 'reset-password');
    return mail!.data! as { link: string; code: string };
  }

  it('answers 204 for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await t.call('POST', '/api/auth/request-reset-password', { body: { email } });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(await t.lastMail(email)).toBeUndefined();
  });

  it('mails a /newPassword link whose code sets the password once and signs the user out everywhere', async () => {
    const user = await createUser(t);
    const second = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    const { link, code } = await requestReset(user.email);
    expect(link).toBe(`http://localhost:8080/newPassword?code=${code}`);
    const res = await t.call('POST', `/api/auth/reset-password?code=${encodeURIComponent(code)}`, { body: { password: NEW_PASSWORD } });
    expect(res.status).toBe(204);
    expect(await signedIn(user.token)).toBe(false);
    expect(await signedIn(second.body.token)).toBe(false);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    expect((await t.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
    const reuse = await t.call('POST', `/api/auth/reset-password?code=${encodeURIComponent(code)}`, { body: { password: 'An0ther!pass' } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This reset link is invalid or has expired.');
  });

  it('refuses an expired, unknown or replaced code', async () => {
    const user = await createUser(t);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    const replaced = await t.call('POST', `/api/auth/reset-password?code=${encodeURIComponent(first.code)}`, {
      body: { password: NEW_PASSWORD },
    });
    expect(replaced.status).toBe(400);
    await expire('reset-password', user.id);
    const expired = await t.call('POST', `/api/auth/reset-password?code=${encodeURIComponent(second.code)}`, {
      body: { password: NEW_PASSWORD },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This reset link is invalid or has expired.');
    const unknown = await t.call('POST', `/api/auth/reset-password?code=${'y'.repeat(43)}`, { body: { password: NEW_PASSWORD } });
    expect(unknown.status).toBe(400);
    expect(await signedIn(user.token)).toBe(true);
  });

  it('gives the spec messages for the e-mail, the code and every password rule', async () => {
    let res = await t.call('POST', '/api/auth/request-reset-password', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [messages.emailRequired] });
    res = await t.call('POST', '/api/auth/request-reset-password', { body: { email: 'x@' } });
    expect(res.body.errors).toEqual({ email: [messages.emailInvalid] });
    res = await t.call('POST', '/api/auth/reset-password', { body: { password: NEW_PASSWORD } });
    expect(res.body.errors).toEqual({ code: [messages.verificationCodeRequired] });
    res = await t.call('POST', '/api/auth/reset-password?code=abcd', { body: { password: NEW_PASSWORD } });
    expect(res.body.errors).toEqual({ code: [messages.verificationCodeMinLength] });
    for (const [password, message] of passwordCases) {
      res = await t.call('POST', `/api/auth/reset-password?code=${'z'.repeat(43)}`, { body: { password } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: [message] });
    }
  });
});

describe('phone verification', () => {
  const phone = '+41 79 123 45';

  async function sendCode(user: TestUser, phoneNumber = phone) {
    const res = await t.call('POST', '/api/auth/send-sms-verification', { token: user.token, body: { phoneNumber } });
    expect(res.status).toBe(204);
    return (await t.lastSms(phoneNumber, 'verify-phone'))!.data!.code!;
  }

  it('needs a signed-in caller', async () => {
    expect((await t.call('POST', '/api/auth/send-sms-verification', { body: { phoneNumber: phone } })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/verify-sms-code', { body: { code: '123456' } })).status).toBe(401);
  });

  it('texts a code; the right user confirming it gets the verified number', async () => {
    const user = await createUser(t);
    const code = await sendCode(user);
    expect(code).toMatch(/^\d{6}$/);
    const other = await createUser(t);
    const asOther = await t.call('POST', '/api/auth/verify-sms-code', { token: other.token, body: { code } });
    expect(asOther.status).toBe(422);
    expect(asOther.body.errors).toEqual({ code: [authErrors.codeWrong] });
    expect((await userRow(user.id)).phoneNumber).toBeNull(); // still pending
    const res = await t.call('POST', '/api/auth/verify-sms-code', { token: user.token, body: { code } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, phoneNumber: phone, phoneVerified: true });
    const reuse = await t.call('POST', '/api/auth/verify-sms-code', { token: user.token, body: { code } });
    expect(reuse.status).toBe(422);
  });

  it('answers a wrong code with 422 on code and locks the code after 5 wrong tries', async () => {
    const user = await createUser(t);
    const code = await sendCode(user);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/auth/verify-sms-code', { token: user.token, body: { code: wrong } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ code: [authErrors.codeWrong] });
    }
    const right = await t.call('POST', '/api/auth/verify-sms-code', { token: user.token, body: { code } });
    expect(right.body.errors).toEqual({ code: [authErrors.codeLocked] });
    // a new code starts afresh
    const fresh = await sendCode(user);
    expect((await t.call('POST', '/api/auth/verify-sms-code', { token: user.token, body: { code: fresh } })).status).toBe(200);
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const user = await createUser(t);
    const first = await sendCode(user, '+41 79 000 01');
    const second = await sendCode(user, '+41 79 000 02');
    if (first !== second) {
      expect((await t.call('POST', '/api/auth/verify-sms-code', { token: user.token, body: { code: first } })).status).toBe(422);
    }
    await expire('verify-phone', user.id);
    const res = await t.call('POST', '/api/auth/verify-sms-code', { token: user.token, body: { code: second } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: [authErrors.codeWrong] });
  });

  it('sends at most 5 codes an hour to one user', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) await sendCode(user);
    const res = await t.call('POST', '/api/auth/send-sms-verification', { token: user.token, body: { phoneNumber: phone } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(authErrors.tooManyCodes);
  });

  it('gives the phone and code messages', async () => {
    const user = await createUser(t);
    const cases: [unknown, string][] = [
      [undefined, messages.phoneRequired],
      ['', messages.phoneRequired],
      ['123456', messages.phoneMinLength],
      ['1234567890123456', messages.phoneMaxLength],
      ['phone-no', messages.phoneFormat],
    ];
    for (const [phoneNumber, message] of cases) {
      const res = await t.call('POST', '/api/auth/send-sms-verification', { token: user.token, body: { phoneNumber } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ phoneNumber: [message] });
    }
    let res = await t.call('POST', '/api/auth/verify-sms-code', { token: user.token, body: {} });
    expect(res.body.errors).toEqual({ code: [messages.verificationCodeRequired] });
    res = await t.call('POST', '/api/auth/verify-sms-code', { token: user.token, body: { code: '1234' } });
    expect(res.body.errors).toEqual({ code: [messages.verificationCodeMinLength] });
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

describe('POST auth/contact-us', () => {
  const body = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'Grace@Example.test',
    type: 'support',
    message: 'The data room does not open.',
  };

  it('stores the message and mails it to the support address (anonymous)', async () => {
    const res = await t.call('POST', '/api/auth/contact-us', { body });
    expect(res.status).toBe(204);
    const mail = await t.lastMail(t.config.supportEmail, 'contact-us');
    expect(mail?.text).toContain('The data room does not open.');
    expect(mail?.text).toContain('grace@example.test');
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'grace@example.test'));
    expect(row).toMatchObject({ firstName: 'Grace', type: 'support', userId: null });
  });

  it('links the message to a signed-in sender', async () => {
    const user = await createUser(t);
    const email = uniqueEmail();
    expect((await t.call('POST', '/api/auth/contact-us', { token: user.token, body: { ...body, email } })).status).toBe(204);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row!.userId).toBe(user.id);
  });

  it('gives the spec messages', async () => {
    let res = await t.call('POST', '/api/auth/contact-us', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      type: ['Type is required'],
      message: ['Message is required'],
    });
    res = await t.call('POST', '/api/auth/contact-us', { body: { ...body, email: 'nope', type: 'gossip', message: '  ' } });
    expect(res.body.errors).toEqual({
      email: [messages.emailInvalid],
      type: [messages.typeRequired],
      message: ['Message is required'],
    });
  });
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
