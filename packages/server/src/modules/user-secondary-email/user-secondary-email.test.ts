import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { messages, secondaryEmailMessages as text } from '@fundnet/validation-schema';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { oneTimeCodes } from '../auth/tables';
import { users } from '../users/tables';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/userSecondaryEmail';
const newAddress = () => `second-${randomUUID()}@example.test`;

async function add(user: TestUser, email: string) {
  return t.call('POST', BASE, { token: user.token, body: { email } });
}

/** The code of the latest verification link mailed to `email`, read from the outbox. */
async function mailedCode(email: string) {
  const mail = await t.lastMail(email, 'verify-secondary-email');
  expect(mail).toBeDefined();
  const link = new URL(mail!.data!.link!);
  expect(`${link.origin}${link.pathname}`).toBe(`${t.config.appUrl}/userSettings/details/manageEmails`);
  const code = link.searchParams.get('verificationCode')!;
  expect(code).toBe(mail!.data!.code);
  return code;
}

function verify(code: string, token?: string) {
  return t.call('GET', `${BASE}/verify-secondary-email?verificationCode=${encodeURIComponent(code)}`, { token });
}

async function addVerified(user: TestUser, email = newAddress()) {
  expect((await add(user, email)).status).toBe(201);
  expect((await verify(await mailedCode(email))).status).toBe(200);
  return email;
}

describe('GET /api/userSecondaryEmail', () => {
  it('401 without a token', async () => {
    expect((await t.call('GET', BASE)).status).toBe(401);
  });

  it("lists only the caller's addresses, oldest first", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    expect((await t.call('GET', BASE, { token: user.token })).body).toEqual([]);
    const first = newAddress();
    const second = await addVerified(user);
    await add(user, first);
    await add(other, newAddress());
    const res = await t.call('GET', BASE, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(String), email: second, verified: true, createdAt: expect.any(String) },
      { id: expect.any(String), email: first, verified: false, createdAt: expect.any(String) },
    ]);
  });
});

describe('POST /api/userSecondaryEmail', () => {
  it('401 without a token', async () => {
    expect((await t.call('POST', BASE, { body: { email: newAddress() } })).status).toBe(401);
  });

  it('201, stores the address lower-cased and unverified, and mails a verification link to it', async () => {
    const user = await createUser(t);
    const email = newAddress();
    const res = await add(user, `  ${email.toUpperCase()} `);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), email, verified: false, createdAt: expect.any(String) });
    const code = await mailedCode(email);
    expect(code.length).toBeGreaterThanOrEqual(43);
    // Only the hash is stored.
    const stored = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'secondary-email', target: email });
    expect(stored[0]!.codeHash).not.toBe(code);
    const hours = (stored[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it("409 for the caller's own primary e-mail", async () => {
    const user = await createUser(t);
    for (const email of [user.email, user.email.toUpperCase()]) {
      const res = await add(user, email);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(text.usedByAccount);
    }
    expect((await t.call('GET', BASE, { token: user.token })).body).toEqual([]);
  });

  // Issue 31.6: a 409 here told anyone which addresses have an account (sign-up no longer does). Another account's
  // primary address is answered as any address; the mail decides: that mailbox gets a notice, never a link to verify.
  it("answers another account's primary e-mail as any address, mails its owner a notice and leaves that account as it was", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    const res = await add(user, other.email.toUpperCase());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys((await add(user, newAddress())).body).sort());
    expect(res.body).toMatchObject({ email: other.email, verified: false });
    expect(await t.lastMail(other.email, 'verify-secondary-email')).toBeUndefined();
    const notice = await t.lastMail(other.email, 'secondary-email-in-use');
    expect(notice?.text).toContain('cannot be verified for theirs');
    // Resending is answered the same way, and still sends no code.
    const resent = await t.call('GET', `${BASE}/resend-secondary-email-validation?email=${encodeURIComponent(other.email)}`, {
      token: user.token,
    });
    expect(resent.status).toBeLessThan(300);
    expect(await t.lastMail(other.email, 'verify-secondary-email')).toBeUndefined();
    expect(await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, other.email))).toEqual([]);
    const switched = await t.call('POST', `${BASE}/switch-primary-email`, { token: user.token, body: { email: other.email } });
    expect(switched.status).toBe(409);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(after).toEqual(before);
    expect((await t.call('GET', '/api/users/get-me', { token: other.token })).body).toMatchObject({ user: { email: other.email } });
  });

  it('409 for an address the caller already added; another user may add the same address', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const email = newAddress();
    await add(user, email);
    const again = await add(user, email);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(text.alreadyAdded);
    expect((await add(other, email)).status).toBe(201);
  });

  it.each([
    ['missing', {}, messages.emailRequired],
    ['blank', { email: '  ' }, messages.emailRequired],
    ['invalid', { email: 'not-an-email' }, messages.emailInvalid],
  ])('422 when the email is %s', async (_case, body, message) => {
    const user = await createUser(t);
    const res = await t.call('POST', BASE, { token: user.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [message] });
  });
});

describe('DELETE /api/userSecondaryEmail', () => {
  it('401 without a token', async () => {
    expect((await t.call('DELETE', BASE, { body: { email: newAddress() } })).status).toBe(401);
  });

  it('204 removes the address, and its pending link stops working', async () => {
    const user = await createUser(t);
    const email = newAddress();
    await add(user, email);
    const code = await mailedCode(email);
    const res = await t.call('DELETE', BASE, { token: user.token, body: { email: email.toUpperCase() } });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await t.call('GET', BASE, { token: user.token })).body).toEqual([]);
    expect((await verify(code)).status).toBe(404);
  });

  it("404 for someone else's secondary address (left intact), an unknown address and the primary address", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const othersEmail = newAddress();
    await add(other, othersEmail);
    for (const email of [othersEmail, newAddress(), user.email]) {
      const res = await t.call('DELETE', BASE, { token: user.token, body: { email } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(text.notFound);
    }
    expect((await t.call('GET', BASE, { token: other.token })).body).toEqual([expect.objectContaining({ email: othersEmail })]);
  });

  it.each([
    ['missing', {}, messages.emailRequired],
    ['invalid', { email: 'nope' }, messages.emailInvalid],
  ])('422 when the email is %s', async (_case, body, message) => {
    const user = await createUser(t);
    const res = await t.call('DELETE', BASE, { token: user.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [message] });
  });
});

describe('GET /api/userSecondaryEmail/resend-secondary-email-validation', () => {
  const resend = (email: string, token?: string) =>
    t.call('GET', `${BASE}/resend-secondary-email-validation?email=${encodeURIComponent(email)}`, { token });

  it('401 without a token', async () => {
    expect((await resend(newAddress())).status).toBe(401);
  });

  it('204 mails a new link; the earlier link no longer works', async () => {
    const user = await createUser(t);
    const email = newAddress();
    await add(user, email);
    const firstCode = await mailedCode(email);
    const res = await resend(email, user.token);
    expect(res.status).toBe(204);
    const secondCode = await mailedCode(email);
    expect(secondCode).not.toBe(firstCode);
    expect((await verify(firstCode)).status).toBe(404);
    expect((await verify(secondCode)).status).toBe(200);
  });

  it("404 for someone else's address or an unknown one", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const othersEmail = newAddress();
    await add(other, othersEmail);
    const mailsBefore = (await t.mails()).length;
    expect((await resend(othersEmail, user.token)).status).toBe(404);
    expect((await resend(newAddress(), user.token)).status).toBe(404);
    expect((await t.mails()).length).toBe(mailsBefore);
  });

  it('409 for an address that is already verified', async () => {
    const user = await createUser(t);
    const email = await addVerified(user);
    const res = await resend(email, user.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(text.alreadyVerified);
  });

  it.each([
    ['missing', '', messages.emailRequired],
    ['invalid', '?email=nope', messages.emailInvalid],
  ])('422 when the email is %s', async (_case, query, message) => {
    const user = await createUser(t);
    const res = await t.call('GET', `${BASE}/resend-secondary-email-validation${query}`, { token: user.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [message] });
  });
});

describe('GET /api/userSecondaryEmail/verify-secondary-email', () => {
  it('needs no sign-in, verifies the address of the user the code belongs to, and is single-use', async () => {
    const user = await createUser(t);
    const stranger = await createUser(t);
    const email = newAddress();
    await add(user, email);
    const code = await mailedCode(email);
    // Opened while someone else is signed in: the code, not the caller, decides whose address it is.
    const res = await verify(code, stranger.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email, verified: true });
    expect((await t.call('GET', BASE, { token: user.token })).body).toEqual([expect.objectContaining({ email, verified: true })]);
    expect((await t.call('GET', BASE, { token: stranger.token })).body).toEqual([]);

    const again = await verify(code);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(text.codeUsed);
  });

  it('410 after 48 hours', async () => {
    const user = await createUser(t);
    const email = newAddress();
    await add(user, email);
    const code = await mailedCode(email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.target, email)));
    const res = await verify(code);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(text.codeExpired);
    expect((await t.call('GET', BASE, { token: user.token })).body[0].verified).toBe(false);
  });

  it('404 for an unknown code', async () => {
    const res = await verify('this-code-does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(text.codeInvalid);
  });

  it.each([
    ['missing', '', messages.verificationCodeRequired],
    ['empty', '?verificationCode=', messages.verificationCodeRequired],
    ['too short', '?verificationCode=abcd', messages.verificationCodeMinLength],
  ])('422 when the code is %s', async (_case, query, message) => {
    const res = await t.call('GET', `${BASE}/verify-secondary-email${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ verificationCode: [message] });
  });
});

describe('POST /api/userSecondaryEmail/switch-primary-email', () => {
  const switchTo = (email: string, token?: string) => t.call('POST', `${BASE}/switch-primary-email`, { token, body: { email } });

  it('401 without a token', async () => {
    expect((await switchTo(newAddress())).status).toBe(401);
  });

  it('end to end: add, open the mailed link, switch; the old primary becomes a verified secondary', async () => {
    const user = await createUser(t);
    const oldPrimary = user.email;
    const email = newAddress();

    expect((await add(user, email)).status).toBe(201);
    // Not verified yet: refused.
    const early = await switchTo(email, user.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(text.notVerified);

    const mail = await t.lastMail(email, 'verify-secondary-email');
    const link = new URL(mail!.data!.link!);
    const verified = await verify(link.searchParams.get('verificationCode')!);
    expect(verified.body).toEqual({ email, verified: true });

    const res = await switchTo(email, user.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email, emailVerified: true });

    const me = await t.call('GET', '/api/users/get-me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    expect((await t.call('GET', BASE, { token: user.token })).body).toEqual([
      { id: expect.any(String), email: oldPrimary, verified: true, createdAt: expect.any(String) },
    ]);

    // The old primary is now free to... no: it is this user's secondary; switching back works.
    const back = await switchTo(oldPrimary, user.token);
    expect(back.status).toBe(200);
    expect(back.body.user.email).toBe(oldPrimary);
    expect((await t.call('GET', BASE, { token: user.token })).body).toEqual([expect.objectContaining({ email, verified: true })]);
  });

  it("404 for someone else's verified address or an unknown one", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const othersEmail = await addVerified(other);
    const res = await switchTo(othersEmail, user.token);
    expect(res.status).toBe(404);
    expect((await switchTo(newAddress(), user.token)).status).toBe(404);
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it('409 when the address has become the primary e-mail of another account meanwhile', async () => {
    const user = await createUser(t);
    const email = await addVerified(user);
    await createUser(t, { email });
    const res = await switchTo(email, user.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(text.usedByAccount);
  });

  it.each([
    ['missing', {}, messages.emailRequired],
    ['invalid', { email: 'nope' }, messages.emailInvalid],
  ])('422 when the email is %s', async (_case, body, message) => {
    const user = await createUser(t);
    const res = await t.call('POST', `${BASE}/switch-primary-email`, { token: user.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [message] });
  });
});
