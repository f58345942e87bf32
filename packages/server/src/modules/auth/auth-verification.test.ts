import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@fundnet/validation-schema';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { authErrors } from './common';
import { sessions, termsAcceptances } from './tables';
import { authHelpers, NEW_PASSWORD, passwordCases, uniqueEmail } from './test-support';

let t: TestApp;
const { expire, signedIn, signup, userRow } = authHelpers(() => t);

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
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
  // As people type it (16 characters with the spaces, issue 34.6); texted to, and stored as, its E.164 form.
  const phone = '+41 79 123 45 67';
  const e164 = '+41791234567';

  async function sendCode(user: TestUser, phoneNumber = phone, to = e164) {
    const res = await t.call('POST', '/api/auth/send-sms-verification', { token: user.token, body: { phoneNumber } });
    expect(res.status).toBe(204);
    return (await t.lastSms(to, 'verify-phone'))!.data!.code!;
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
    expect(res.body.user).toMatchObject({ id: user.id, phoneNumber: e164, phoneVerified: true });
    expect((await userRow(user.id)).phoneNumber).toBe(e164);
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
    const first = await sendCode(user, '0041 79 000 00 01', '+41790000001');
    const second = await sendCode(user, '+41-79-000-00-02', '+41790000002');
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
      ['079 123 45 67', messages.phoneCountryCode],
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
