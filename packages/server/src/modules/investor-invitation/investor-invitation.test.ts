import { eq, sql } from 'drizzle-orm';
import { invitations } from '../auth/tables';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const as = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });
const newEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;
const body = (emails: string[], message = 'We would love you to see our fund.') => ({ emails, message });

async function fundTeam() {
  const owner = await createUser(t);
  const fund = await createProfile(t, owner, { name: `Reach Fund ${Math.random().toString(36).slice(2, 7)}`, status: 'published' });
  const editor = await createUser(t);
  const viewer = await createUser(t);
  await addMember(t, fund, editor, 'editor');
  await addMember(t, fund, viewer, 'viewer');
  return { owner, fund, editor, viewer };
}

/** Invites one address and returns the invitation id and the code of the mailed link. */
async function invite(by: TestUser, fund: TestProfile, email: string) {
  const res = await t.call('POST', '/api/investor-invitation', { ...as(by, fund), body: body([email]) });
  expect(res.status).toBe(201);
  const mail = await t.lastMail(email, 'investor-invitation');
  const link = new URL(mail!.data!.link!);
  return { id: res.body.invitations[0].id as string, code: link.searchParams.get('code')!, link, mail: mail! };
}

async function statusOf(by: TestUser, fund: TestProfile, id: string) {
  const res = await t.call('GET', '/api/investor-invitation', as(by, fund));
  expect(res.status).toBe(200);
  return res.body.invitations.find((i: { id: string }) => i.id === id);
}

/** Moves the last send back in time, as if the resend interval had passed. */
async function sentLongAgo(id: string, sendCount?: number) {
  const patch = JSON.stringify({ lastSentAt: new Date(Date.now() - 3_600_000).toISOString(), ...(sendCount ? { sendCount } : {}) });
  await t.database.db
    .update(invitations)
    .set({ data: sql`coalesce(${invitations.data}, '{}'::jsonb) || ${patch}::jsonb` })
    .where(eq(invitations.id, id));
}

async function expire(id: string) {
  await t.database.db
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(invitations.id, id));
}

describe('who may call each investor-invitation route', () => {
  type Route = [string, string, (id: string) => string, unknown, boolean];
  // [label, method, path, body, needs editor]
  const routes: Route[] = [
    ['GET', 'GET', () => '/api/investor-invitation', undefined, false],
    ['POST invite', 'POST', () => '/api/investor-invitation', body(['someone@example.test']), true],
    ['POST resend', 'POST', (id) => `/api/investor-invitation/${id}/resend`, undefined, true],
    ['POST reinvite', 'POST', (id) => `/api/investor-invitation/${id}/reinvite`, undefined, true],
    ['DELETE revoke', 'DELETE', (id) => `/api/investor-invitation/${id}`, undefined, true],
  ];
  let ctx: Awaited<ReturnType<typeof fundTeam>>;
  let id: string;
  let stranger: TestUser;
  let strangerFund: TestProfile;
  let investorOwner: TestUser;
  let investor: TestProfile;

  beforeAll(async () => {
    ctx = await fundTeam();
    id = (await invite(ctx.owner, ctx.fund, newEmail('matrix'))).id;
    stranger = await createUser(t);
    strangerFund = await createProfile(t, stranger);
    investorOwner = await createUser(t);
    investor = await createProfile(t, investorOwner, { type: 'investor' });
  });

  it.each(routes)('%s answers 401 to an anonymous caller', async (_label, method, path, payload) => {
    const res = await t.call(method, path(id), { body: payload, profile: ctx.fund });
    expect(res.status).toBe(401);
  });

  it.each(routes)("%s answers 403 to another tenant passing this fund's headers", async (_label, method, path, payload) => {
    const res = await t.call(method, path(id), { ...as(stranger, ctx.fund), body: payload });
    expect(res.status).toBe(403);
  });

  it.each(routes.filter((r) => r[2]('x').includes('x')))(
    "%s answers 404 to another tenant acting as their own fund with this fund's invitation id",
    async (_label, method, path, payload) => {
      const res = await t.call(method, path(id), { ...as(stranger, strangerFund), body: payload });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This invitation does not exist.');
    },
  );

  it.each(routes)('%s answers 403 acting as an investor profile (funds only)', async (_label, method, path, payload) => {
    const res = await t.call(method, path(id), { ...as(investorOwner, investor), body: payload });
    expect(res.status).toBe(403);
  });

  it.each(routes.filter((r) => r[4]))('%s answers 403 to a viewer', async (_label, method, path, payload) => {
    const res = await t.call(method, path(id), { ...as(ctx.viewer, ctx.fund), body: payload });
    expect(res.status).toBe(403);
  });

  it('lets a viewer read the list and an editor invite', async () => {
    expect((await t.call('GET', '/api/investor-invitation', as(ctx.viewer, ctx.fund))).status).toBe(200);
    const res = await t.call('POST', '/api/investor-invitation', { ...as(ctx.editor, ctx.fund), body: body([newEmail('by-editor')]) });
    expect(res.status).toBe(201);
  });
});

describe('POST /api/investor-invitation', () => {
  it("answers the form's messages word for word", async () => {
    const { owner, fund } = await fundTeam();
    const empty = await t.call('POST', '/api/investor-invitation', { ...as(owner, fund), body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.emails).toEqual(['At least one email is required']);
    expect(empty.body.errors.message).toEqual(['Message is required']);
    const none = await t.call('POST', '/api/investor-invitation', { ...as(owner, fund), body: { emails: [], message: '   ' } });
    expect(none.body.errors).toMatchObject({ emails: ['At least one email is required'], message: ['Message is required'] });
    const bad = await t.call('POST', '/api/investor-invitation', { ...as(owner, fund), body: body(['not-an-address']) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['emails.0']).toEqual(['Invalid email address']);
    const many = Array.from({ length: 51 }, (_, i) => `p${i}@example.test`);
    const tooMany = await t.call('POST', '/api/investor-invitation', { ...as(owner, fund), body: body(many) });
    expect(tooMany.body.errors.emails).toEqual(['You can invite at most 50 investors at once']);
  });

  it('invites several addresses at once, one mail each with the message, each "sent"', async () => {
    const { owner, fund } = await fundTeam();
    const a = newEmail('Alpha');
    const b = newEmail('beta');
    const res = await t.call('POST', '/api/investor-invitation', { ...as(owner, fund), body: body([a, b, a.toLowerCase()]) });
    expect(res.status).toBe(201);
    expect(res.body.invitations.map((i: { email: string }) => i.email)).toEqual([a.toLowerCase(), b]);
    expect(res.body.invitations[0]).toMatchObject({
      status: 'sent',
      sendCount: 1,
      openedAt: null,
      message: 'We would love you to see our fund.',
    });
    const mail = await t.lastMail(b, 'investor-invitation');
    expect(mail!.text).toContain('We would love you to see our fund.');
    const link = new URL(mail!.data!.link!);
    expect(link.pathname).toBe('/invitation');
    expect(link.searchParams.get('type')).toBe('investor');
    const list = await t.call('GET', '/api/investor-invitation', as(owner, fund));
    expect(list.body.invitations).toHaveLength(2);
  });

  it('inviting an address again revokes its open invitation: only the newest link works', async () => {
    const { owner, fund } = await fundTeam();
    const email = newEmail('twice');
    const first = await invite(owner, fund, email);
    const second = await invite(owner, fund, email);
    expect((await statusOf(owner, fund, first.id)).status).toBe('revoked');
    expect((await statusOf(owner, fund, second.id)).status).toBe('sent');
    const old = await t.call('POST', '/api/invitation/open', { body: { code: first.code } });
    expect(old.body.status).toBe('revoked');
  });
});

describe('the invited side: open and accept (api/invitation, auth/signup-invited-investor)', () => {
  it('opening the link shows the invitation and marks it opened once', async () => {
    const { owner, fund } = await fundTeam();
    const email = newEmail('opener');
    const { id, code } = await invite(owner, fund, email);
    const res = await t.call('POST', '/api/invitation/open', { body: { code } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'investor',
      email,
      status: 'open',
      accountExists: false,
      profile: { id: fund.id, type: 'fund' },
    });
    const first = await statusOf(owner, fund, id);
    expect(first.status).toBe('opened');
    await t.call('POST', '/api/invitation/open', { body: { code } });
    expect((await statusOf(owner, fund, id)).openedAt).toBe(first.openedAt);
  });

  it('answers 400 to an unknown code and 422 without one', async () => {
    const unknown = await t.call('POST', '/api/invitation/open', { body: { code: 'no-such-code-at-all' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This invitation is invalid.');
    const missing = await t.call('POST', '/api/invitation/open', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.code).toEqual(['Invitation code is required']);
  });

  it('a new investor accepts by signing up (signup-invited-investor); the fund sees "accepted"', async () => {
    const { owner, fund } = await fundTeam();
    const email = newEmail('newcomer');
    const { id, code } = await invite(owner, fund, email);
    const res = await t.call('POST', '/api/auth/signup-invited-investor', {
      body: { invitationCode: code, password: 'Str0ng!pass', firstName: 'Nora', lastName: 'Newcomer' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.body.user.email).toBe(email);
    const status = await statusOf(owner, fund, id);
    expect(status.status).toBe('accepted');
    expect(status.acceptedAt).not.toBeNull();
    expect(status.resendAvailableAt).toBeNull();
  });

  it('an existing user accepts while signed in; a second accept is refused', async () => {
    const { owner, fund } = await fundTeam();
    const investor = await createUser(t);
    const { id, code } = await invite(owner, fund, investor.email);
    expect((await t.call('POST', '/api/invitation/open', { body: { code } })).body.accountExists).toBe(true);
    expect((await t.call('POST', '/api/invitation/accept', { body: { code } })).status).toBe(401);
    const other = await createUser(t);
    const wrong = await t.call('POST', '/api/invitation/accept', { token: other.token, body: { code } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('INVITATION_EMAIL_MISMATCH');
    const res = await t.call('POST', '/api/invitation/accept', { token: investor.token, body: { code } });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id: fund.id, slug: fund.slug });
    expect((await statusOf(owner, fund, id)).status).toBe('accepted');
    const again = await t.call('POST', '/api/invitation/accept', { token: investor.token, body: { code } });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This invitation has already been accepted.');
  });

  it('an unverified address cannot accept', async () => {
    const { owner, fund } = await fundTeam();
    const investor = await createUser(t, { verified: false });
    const { code } = await invite(owner, fund, investor.email);
    const res = await t.call('POST', '/api/invitation/accept', { token: investor.token, body: { code } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Verify your e-mail address before accepting this invitation.');
  });

  it('an expired invitation can be neither accepted nor used to sign up', async () => {
    const { owner, fund } = await fundTeam();
    const investor = await createUser(t);
    const { id, code } = await invite(owner, fund, investor.email);
    await expire(id);
    expect((await statusOf(owner, fund, id)).status).toBe('expired');
    const res = await t.call('POST', '/api/invitation/accept', { token: investor.token, body: { code } });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('This invitation has expired. Ask the fund to send it again.');
    expect((await t.call('POST', '/api/invitation/open', { body: { code } })).body.status).toBe('expired');
    const signup = await t.call('POST', '/api/auth/signup-invited-investor', {
      body: { invitationCode: code, password: 'Str0ng!pass', firstName: 'E', lastName: 'E' },
    });
    expect(signup.status).toBe(400);
  });
});

describe('resend, reinvite, revoke', () => {
  it('throttles resends: not within 10 minutes of the last mail, at most 5 mails', async () => {
    const { owner, fund } = await fundTeam();
    const email = newEmail('resend');
    const { id, code } = await invite(owner, fund, email);
    const soon = await t.call('POST', `/api/investor-invitation/${id}/resend`, as(owner, fund));
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^This invitation was sent a moment ago\. You can send it again in \d+ minutes?\.$/);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await statusOf(owner, fund, id)).resendAvailableAt).not.toBeNull();

    await sentLongAgo(id);
    const res = await t.call('POST', `/api/investor-invitation/${id}/resend`, as(owner, fund));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, sendCount: 2, status: 'sent' });
    const newCode = new URL((await t.lastMail(email, 'investor-invitation'))!.data!.link!).searchParams.get('code');
    expect(newCode).not.toBe(code);
    // The old link stops working; the new one works.
    expect((await t.call('POST', '/api/invitation/open', { body: { code } })).status).toBe(400);
    expect((await t.call('POST', '/api/invitation/open', { body: { code: newCode } })).status).toBe(200);

    await sentLongAgo(id, 5);
    const capped = await t.call('POST', `/api/investor-invitation/${id}/resend`, as(owner, fund));
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe(
      'This invitation was already sent 5 times. Revoke it and re-invite the address, or get in touch another way.',
    );
  });

  it('an expired invitation is re-invited (not resent); an open one is resent (not re-invited)', async () => {
    const { owner, fund } = await fundTeam();
    const email = newEmail('reinvite');
    const { id } = await invite(owner, fund, email);
    const open = await t.call('POST', `/api/investor-invitation/${id}/reinvite`, as(owner, fund));
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('This invitation is still open. Resend it instead.');
    await expire(id);
    await sentLongAgo(id);
    const resend = await t.call('POST', `/api/investor-invitation/${id}/resend`, as(owner, fund));
    expect(resend.status).toBe(409);
    expect(resend.body.message).toBe('This invitation has expired. Re-invite the address to send a new one.');
    const res = await t.call('POST', `/api/investor-invitation/${id}/reinvite`, as(owner, fund));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, status: 'sent', sendCount: 1, message: 'We would love you to see our fund.' });
    expect(res.body.id).not.toBe(id);
    expect((await statusOf(owner, fund, id)).status).toBe('expired');
  });

  it('revoking stops the link, twice is fine, a revoked one is re-invited', async () => {
    const { owner, fund, editor } = await fundTeam();
    const investor = await createUser(t);
    const { id, code } = await invite(owner, fund, investor.email);
    expect((await t.call('DELETE', `/api/investor-invitation/${id}`, as(editor, fund))).status).toBe(204);
    expect((await t.call('DELETE', `/api/investor-invitation/${id}`, as(editor, fund))).status).toBe(204);
    expect((await statusOf(owner, fund, id)).status).toBe('revoked');
    const accept = await t.call('POST', '/api/invitation/accept', { token: investor.token, body: { code } });
    expect(accept.status).toBe(410);
    expect(accept.body.message).toBe('This invitation was revoked. Ask the fund for a new one.');
    const signup = await t.call('POST', '/api/auth/signup-invited-investor', {
      body: { invitationCode: code, password: 'Str0ng!pass', firstName: 'R', lastName: 'R' },
    });
    expect(signup.status).toBe(400);
    await sentLongAgo(id);
    expect((await t.call('POST', `/api/investor-invitation/${id}/resend`, as(owner, fund))).status).toBe(410);
    expect((await t.call('POST', `/api/investor-invitation/${id}/reinvite`, as(owner, fund))).status).toBe(201);
  });

  it('an accepted invitation cannot be resent, re-invited or revoked', async () => {
    const { owner, fund } = await fundTeam();
    const investor = await createUser(t);
    const { id, code } = await invite(owner, fund, investor.email);
    expect((await t.call('POST', '/api/invitation/accept', { token: investor.token, body: { code } })).status).toBe(200);
    await sentLongAgo(id);
    for (const [method, path] of [
      ['POST', `/api/investor-invitation/${id}/resend`],
      ['POST', `/api/investor-invitation/${id}/reinvite`],
      ['DELETE', `/api/investor-invitation/${id}`],
    ] as const) {
      const res = await t.call(method, path, as(owner, fund));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This invitation has already been accepted.');
    }
  });

  it('answers 422 to an invitation id that is not a uuid', async () => {
    const { owner, fund } = await fundTeam();
    const res = await t.call('DELETE', '/api/investor-invitation/not-a-uuid', as(owner, fund));
    expect(res.status).toBe(422);
    expect(res.body.errors.invitationId).toEqual(['Invitation id is not valid']);
  });
});
