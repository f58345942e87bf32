import { eq } from 'drizzle-orm';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { introductions } from './tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const as = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });
const suffix = () => Math.random().toString(36).slice(2, 7);
const message = 'We invest in seed funds in the Nordics and would like to meet your team.';

/** An investor (owner + editor + viewer) and a published fund (owner + viewer). */
async function pair() {
  const investorOwner = await createUser(t);
  const investor = await createProfile(t, investorOwner, { type: 'investor', name: `North LP ${suffix()}` });
  const investorEditor = await createUser(t);
  const investorViewer = await createUser(t);
  await addMember(t, investor, investorEditor, 'editor');
  await addMember(t, investor, investorViewer, 'viewer');
  const fundOwner = await createUser(t);
  const fund = await createProfile(t, fundOwner, { name: `Fjord Fund ${suffix()}`, status: 'published' });
  const fundViewer = await createUser(t);
  await addMember(t, fund, fundViewer, 'viewer');
  return { investorOwner, investor, investorEditor, investorViewer, fundOwner, fund, fundViewer };
}

/** The investor asks; returns the introduction and the code of the link mailed to the fund's owner. */
async function ask(ctx: Awaited<ReturnType<typeof pair>>, by: TestUser = ctx.investorOwner) {
  const res = await t.call('POST', '/api/introduction', { ...as(by, ctx.investor), body: { fundId: ctx.fund.id, message } });
  expect(res.status).toBe(201);
  const mail = await t.lastMail(ctx.fundOwner.email, 'introduction-request');
  const link = new URL(mail!.data!.link!);
  return { introduction: res.body, code: link.searchParams.get('code')!, link, mail: mail! };
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(introductions).where(eq(introductions.id, id));
  return row!;
}

describe('who may call each introduction route', () => {
  let ctx: Awaited<ReturnType<typeof pair>>;
  let id: string;
  let stranger: TestUser;
  let strangerFund: TestProfile;

  beforeAll(async () => {
    ctx = await pair();
    id = (await ask(ctx)).introduction.id;
    stranger = await createUser(t);
    strangerFund = await createProfile(t, stranger);
  });

  it('answers 401 to anonymous callers of the member routes', async () => {
    expect((await t.call('GET', '/api/introduction', { profile: ctx.investor })).status).toBe(401);
    expect((await t.call('POST', '/api/introduction', { profile: ctx.investor, body: { fundId: ctx.fund.id, message } })).status).toBe(401);
    expect((await t.call('POST', `/api/introduction/${id}/respond`, { profile: ctx.fund, body: { decision: 'accept' } })).status).toBe(401);
  });

  it("answers 403 to another tenant passing this profile's headers", async () => {
    expect((await t.call('GET', '/api/introduction', as(stranger, ctx.investor))).status).toBe(403);
    const respond = await t.call('POST', `/api/introduction/${id}/respond`, { ...as(stranger, ctx.fund), body: { decision: 'accept' } });
    expect(respond.status).toBe(403);
  });

  it("answers 404 to another tenant acting as their own profile with this introduction's id, and lists nothing of it", async () => {
    const res = await t.call('POST', `/api/introduction/${id}/respond`, { ...as(stranger, strangerFund), body: { decision: 'accept' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This introduction does not exist.');
    const list = await t.call('GET', '/api/introduction', as(stranger, strangerFund));
    expect(list.body).toEqual({ sent: [], received: [] });
  });

  it('the requester cannot answer its own request', async () => {
    const res = await t.call('POST', `/api/introduction/${id}/respond`, {
      ...as(ctx.investorOwner, ctx.investor),
      body: { decision: 'accept' },
    });
    expect(res.status).toBe(404);
  });

  it('a viewer reads but neither asks nor answers', async () => {
    expect((await t.call('GET', '/api/introduction', as(ctx.investorViewer, ctx.investor))).status).toBe(200);
    const asks = await t.call('POST', '/api/introduction', {
      ...as(ctx.investorViewer, ctx.investor),
      body: { fundId: ctx.fund.id, message },
    });
    expect(asks.status).toBe(403);
    const answers = await t.call('POST', `/api/introduction/${id}/respond`, {
      ...as(ctx.fundViewer, ctx.fund),
      body: { decision: 'accept' },
    });
    expect(answers.status).toBe(403);
    expect((await rowOf(id)).status).toBe('requested');
  });
});

describe('POST /api/introduction', () => {
  it('validates: message required, one target of another kind, public', async () => {
    const ctx = await pair();
    const call = (body: unknown) => t.call('POST', '/api/introduction', { ...as(ctx.investorOwner, ctx.investor), body });
    const empty = await call({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual(['Message is required']);
    expect((await call({ message })).body.errors.fundId).toEqual(['Choose the profile you want to be introduced to']);
    const two = await call({ fundId: ctx.fund.id, providerId: ctx.fund.id, message });
    expect(two.body.errors.providerId).toEqual(['Choose only one profile to be introduced to']);
    const same = await call({ investorId: ctx.investor.id, message });
    expect(same.body.errors.investorId).toEqual([
      'An introduction connects two different kinds of profile: choose a profile of another kind',
    ]);
    expect((await call({ fundId: 'nope', message })).body.errors.fundId).toEqual(['Profile id is not valid']);
    // The message's own limit (2,000), not a text field's default 200; one over says so.
    const long = await call({ fundId: ctx.fund.id, message: 'x'.repeat(2001) });
    expect(long.body.errors.message).toEqual(['Message can be at most 2000 characters']);
    const draftOwner = await createUser(t);
    const draft = await createProfile(t, draftOwner);
    const hidden = await call({ fundId: draft.id, message });
    expect(hidden.status).toBe(422);
    expect(hidden.body.code).toBe('REFERENCE_NOT_FOUND');
    expect(hidden.body.errors.fundId).toEqual(['This profile does not exist or is not public.']);
    // An id of the wrong kind under the key is not found either, nor an id of nothing under another key.
    const provider = await createProfile(t, draftOwner, { type: 'serviceProvider', status: 'published' });
    const wrongKind = await call({ fundId: provider.id, message });
    expect([wrongKind.status, wrongKind.body.errors.fundId]).toEqual([422, ['This profile does not exist or is not public.']]);
    const nothing = await call({ providerId: '12905234-fa5a-4bfb-b27e-76d47a306529', message });
    expect([nothing.status, nothing.body.errors.providerId]).toEqual([422, ['This profile does not exist or is not public.']]);
  });

  it('records the request with the spec ids and mails only the target owner a private link to /verifyIntroduction', async () => {
    const ctx = await pair();
    const before = (await t.mails()).length;
    const { introduction, link, mail } = await ask(ctx);
    expect(introduction).toMatchObject({
      status: 'requested',
      investorId: ctx.investor.id,
      fundId: ctx.fund.id,
      providerId: null,
      requester: { id: ctx.investor.id, type: 'investor' },
      target: { id: ctx.fund.id, type: 'fund' },
      message,
      contact: null,
    });
    expect(link.pathname).toBe('/verifyIntroduction');
    expect(mail.text).toContain('Do you accept this introduction?');
    expect(mail.text).not.toContain(ctx.investorOwner.email);
    expect((await t.mails()).length).toBe(before + 1);
    const received = await t.call('GET', '/api/introduction', as(ctx.fundViewer, ctx.fund));
    expect(received.body.received.map((i: { id: string }) => i.id)).toEqual([introduction.id]);
    const sent = await t.call('GET', '/api/introduction', as(ctx.investorViewer, ctx.investor));
    expect(sent.body.sent.map((i: { id: string }) => i.id)).toEqual([introduction.id]);
  });

  it('refuses a second request while the first waits and once introduced; an expired one frees the pair', async () => {
    const ctx = await pair();
    const first = await ask(ctx);
    const again = await t.call('POST', '/api/introduction', {
      ...as(ctx.investorEditor, ctx.investor),
      body: { fundId: ctx.fund.id, message },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already asked for this introduction. It is waiting for an answer.');
    await t.database.db
      .update(introductions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(introductions.id, first.introduction.id));
    const second = await ask(ctx, ctx.investorEditor);
    expect((await rowOf(first.introduction.id)).status).toBe('expired');
    await t.call('POST', '/api/introduction/verify', { body: { code: second.code, decision: 'accept' } });
    const third = await t.call('POST', '/api/introduction', {
      ...as(ctx.investorOwner, ctx.investor),
      body: { fundId: ctx.fund.id, message },
    });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('You have already been introduced to this profile.');
  });

  it('limits a profile to 20 requests a day', async () => {
    const ctx = await pair();
    const now = new Date();
    await t.database.db.insert(introductions).values(
      Array.from({ length: 20 }, (_, i) => ({
        requesterProfileId: ctx.investor.id,
        targetProfileId: ctx.fund.id,
        investorId: ctx.investor.id,
        fundId: ctx.fund.id,
        message,
        status: 'declined' as const,
        codeHash: `limit-${ctx.investor.id}-${i}`,
        expiresAt: now,
      })),
    );
    const res = await t.call('POST', '/api/introduction', {
      ...as(ctx.investorOwner, ctx.investor),
      body: { fundId: ctx.fund.id, message },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('A profile can ask for at most 20 introductions a day. Try again tomorrow.');
  });
});

describe('answering from the mailed link (api/introduction/verify)', () => {
  it('GET reads the request and changes nothing, however often a scanner opens it', async () => {
    const ctx = await pair();
    const { introduction, code } = await ask(ctx);
    const before = (await t.mails()).length;
    for (let i = 0; i < 3; i++) {
      const res = await t.call('GET', `/api/introduction/verify?code=${encodeURIComponent(code)}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'requested', requester: { id: ctx.investor.id }, target: { id: ctx.fund.id }, message });
      expect(JSON.stringify(res.body)).not.toContain(ctx.investorOwner.email);
    }
    const row = await rowOf(introduction.id);
    expect(row).toMatchObject({ status: 'requested', respondedAt: null, introducedAt: null });
    expect((await t.mails()).length).toBe(before);
  });

  it('answers 400 to an unknown code and 422 to a missing code or decision', async () => {
    expect((await t.call('GET', '/api/introduction/verify?code=unknown-code')).status).toBe(400);
    const get = await t.call('GET', '/api/introduction/verify');
    expect(get.status).toBe(422);
    expect(get.body.errors.code).toEqual(['Introduction code is required']);
    const post = await t.call('POST', '/api/introduction/verify', { body: { code: 'x' } });
    expect(post.status).toBe(422);
    expect(post.body.errors.decision).toEqual(['Choose accept or decline']);
    const unknown = await t.call('POST', '/api/introduction/verify', { body: { code: 'unknown-code', decision: 'accept' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This introduction link is invalid.');
  });

  it('accept introduces both sides by mail with each other’s contact; a second answer is refused', async () => {
    const ctx = await pair();
    const { introduction, code } = await ask(ctx);
    const res = await t.call('POST', '/api/introduction/verify', { body: { code, decision: 'accept' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('introduced');
    const toRequester = await t.lastMail(ctx.investorOwner.email, 'introduction-made');
    const toTarget = await t.lastMail(ctx.fundOwner.email, 'introduction-made');
    expect(toRequester!.text).toContain(ctx.fundOwner.email);
    expect(toTarget!.text).toContain(ctx.investorOwner.email);
    const row = await rowOf(introduction.id);
    expect(row.status).toBe('introduced');
    expect(row.respondedAt).not.toBeNull();
    expect(row.introducedAt).not.toBeNull();
    const sent = await t.call('GET', '/api/introduction', as(ctx.investorOwner, ctx.investor));
    expect(sent.body.sent[0]).toMatchObject({ status: 'introduced', contact: { email: ctx.fundOwner.email } });
    const received = await t.call('GET', '/api/introduction', as(ctx.fundOwner, ctx.fund));
    expect(received.body.received[0]).toMatchObject({ status: 'introduced', contact: { email: ctx.investorOwner.email } });

    for (const decision of ['accept', 'decline']) {
      const again = await t.call('POST', '/api/introduction/verify', { body: { code, decision } });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This introduction has already been answered.');
    }
    expect((await rowOf(introduction.id)).status).toBe('introduced');
  });

  it('another account signed in on the browser that answers does not become the target’s contact', async () => {
    const ctx = await pair();
    const { code } = await ask(ctx);
    const bystander = await createUser(t);
    const res = await t.call('POST', '/api/introduction/verify', { token: bystander.token, body: { code, decision: 'accept' } });
    expect(res.status).toBe(200);
    const toRequester = await t.lastMail(ctx.investorOwner.email, 'introduction-made');
    expect(toRequester!.text).toContain(ctx.fundOwner.email);
    expect(toRequester!.text).not.toContain(bystander.email);
  });

  it('two accepts at once: one wins, the other is refused, both sides are mailed once', async () => {
    const ctx = await pair();
    const { code } = await ask(ctx);
    const before = (await t.mails()).filter((m) => m.template === 'introduction-made').length;
    const replies = await Promise.all([
      t.call('POST', '/api/introduction/verify', { body: { code, decision: 'accept' } }),
      t.call('POST', '/api/introduction/verify', { body: { code, decision: 'accept' } }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = (await t.mails()).filter((m) => m.template === 'introduction-made').length;
    expect(after - before).toBe(2);
  });

  it('decline shares nothing', async () => {
    const ctx = await pair();
    const { introduction, code } = await ask(ctx);
    const res = await t.call('POST', '/api/introduction/verify', { body: { code, decision: 'decline' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('declined');
    expect(await t.lastMail(ctx.investorOwner.email, 'introduction-made')).toBeFalsy();
    const sent = await t.call('GET', '/api/introduction', as(ctx.investorOwner, ctx.investor));
    expect(sent.body.sent[0]).toMatchObject({ id: introduction.id, status: 'declined', contact: null });
  });

  it('an expired request can no longer be answered', async () => {
    const ctx = await pair();
    const { introduction, code } = await ask(ctx);
    await t.database.db
      .update(introductions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(introductions.id, introduction.id));
    expect((await t.call('GET', `/api/introduction/verify?code=${code}`)).body.status).toBe('expired');
    const res = await t.call('POST', '/api/introduction/verify', { body: { code, decision: 'accept' } });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('This introduction request has expired.');
    expect((await rowOf(introduction.id)).status).toBe('requested');
    const list = await t.call('GET', '/api/introduction', as(ctx.fundOwner, ctx.fund));
    expect(list.body.received[0].status).toBe('expired');
  });
});

describe('POST /api/introduction/{id}/respond (signed in, from the received list)', () => {
  it('an editor of the target accepts; they become the target side’s contact', async () => {
    const ctx = await pair();
    const fundEditor = await createUser(t);
    await addMember(t, ctx.fund, fundEditor, 'editor');
    const { introduction, code } = await ask(ctx);
    const res = await t.call('POST', `/api/introduction/${introduction.id}/respond`, {
      ...as(fundEditor, ctx.fund),
      body: { decision: 'accept' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'introduced', contact: { email: ctx.investorOwner.email } });
    expect((await t.lastMail(ctx.investorOwner.email, 'introduction-made'))!.text).toContain(fundEditor.email);
    // The mailed link cannot answer a second time.
    expect((await t.call('POST', '/api/introduction/verify', { body: { code, decision: 'decline' } })).status).toBe(409);
    const again = await t.call('POST', `/api/introduction/${introduction.id}/respond`, {
      ...as(fundEditor, ctx.fund),
      body: { decision: 'decline' },
    });
    expect(again.status).toBe(409);
  });

  it('validates the decision and the id', async () => {
    const ctx = await pair();
    const bad = await t.call('POST', '/api/introduction/not-a-uuid/respond', {
      ...as(ctx.fundOwner, ctx.fund),
      body: { decision: 'maybe' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ introductionId: ['Introduction id is not valid'] });
  });
});
