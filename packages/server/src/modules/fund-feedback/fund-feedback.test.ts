import { users } from '../users/tables';
import { eq } from 'drizzle-orm';
import type { TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { actor, as, member, NO_SUCH_PROFILE, type SocialActor } from '../follow/test-support';
import { fullFeedback } from './test-support';

let t: TestApp;
let fund: SocialActor;
let otherFund: SocialActor;
let lp: SocialActor;
let otherLp: SocialActor;
let fundViewer: TestUser;
let lpViewer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  fund = await actor(t, { type: 'fund' });
  otherFund = await actor(t, { type: 'fund' });
  lp = await actor(t, { type: 'investor', name: `Zeta Pension ${Date.now()}` });
  otherLp = await actor(t, { type: 'investor' });
  fundViewer = await member(t, fund.profile, 'viewer');
  lpViewer = await member(t, lp.profile, 'viewer');
  const { createUser } = await import('../../test/factories');
  admin = await createUser(t, { admin: true });
  await t.database.db.update(users).set({ firstName: 'Ada', lastName: 'Lovelace' }).where(eq(users.id, lp.owner.id));
});

afterAll(async () => {
  await t.close();
});

const give = (by: SocialActor | { owner: TestUser; profile: SocialActor['profile'] }, body: unknown) =>
  t.call('POST', '/api/fund-feedback', { ...as(by.owner, by.profile), body });
const received = (by: TestUser, profile = fund.profile) => t.call('GET', '/api/fund-feedback/received', as(by, profile));

describe('POST /api/fund-feedback', () => {
  it('stores the full rating sheet and answers the author in full (201)', async () => {
    const res = await give(lp, fullFeedback(fund.profile.id));
    expect(res.status).toBe(201);
    const feedback = res.body.feedback;
    expect(feedback.author.profile.id).toBe(lp.profile.id);
    expect(feedback.author.email).toBe(lp.owner.email);
    expect(Object.keys(feedback.portfolioFit.criteria)).toHaveLength(9);
    expect(feedback.risk.rating).toBeGreaterThanOrEqual(1);
    expect(feedback.fund.id).toBe(fund.profile.id);
  });

  it('answers 422 with the spec’s messages word for word', async () => {
    const res = await give(lp, { fundId: fund.profile.id, likedThings: [], improveThings: [' '], weakSpots: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors.analysisStage).toEqual(['Please select one analysis stage']);
    expect(res.body.errors.generalRating).toEqual(['General rating is required for feedback']);
    expect(res.body.errors.generalFeedback).toEqual(['General feedback is required for feedback']);
    expect(res.body.errors.likedThings).toEqual(['Please add at least one thing that you liked']);
    expect(res.body.errors.improveThings).toEqual(['Please add at least one thing that you thing could improve']);
    expect(res.body.errors.weakSpots).toEqual(['Please select at least one weak spots']);
    expect(res.body.errors.portfolioFit).toEqual(['Rating is required']);
  });

  it('requires each group’s total rating but not the sub-criteria; refuses unknown sub-criteria', async () => {
    const noTotal = await give(lp, fullFeedback(fund.profile.id, { team: { criteria: { experience: { rating: 5 } } } }));
    expect(noTotal.status).toBe(422);
    expect(noTotal.body.errors['team.rating']).toEqual(['Rating is required']);
    const bare = await give(lp, fullFeedback(fund.profile.id, { team: { rating: 3 } }));
    expect(bare.status).toBe(201);
    expect(bare.body.feedback.team).toEqual({ rating: 3, comment: null, criteria: {} });
    const unknown = await give(lp, fullFeedback(fund.profile.id, { team: { rating: 3, criteria: { madeUp: { rating: 2 } } } }));
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body.errors)).toContain('Unknown sub-criterion');
  });

  it('answers 422 on fundId for a fund that does not exist or is not a fund, 400 for itself', async () => {
    const refused = { code: 'REFERENCE_NOT_FOUND', errors: { fundId: ['This fund does not exist.'] } };
    for (const fundId of [NO_SUCH_PROFILE, otherLp.profile.id]) {
      const res = await give(lp, fullFeedback(fundId));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject(refused);
    }
  });

  it('refuses anonymous callers (401), outsiders (403), a viewer of the LP (403), a fund profile (403), an admin (403)', async () => {
    const body = fullFeedback(fund.profile.id);
    expect((await t.call('POST', '/api/fund-feedback', { profile: lp.profile, body })).status).toBe(401);
    expect((await t.call('POST', '/api/fund-feedback', { ...as(otherLp.owner, lp.profile), body })).status).toBe(403);
    const low = await t.call('POST', '/api/fund-feedback', { ...as(lpViewer, lp.profile), body });
    expect(low.status).toBe(403);
    expect(low.body.code).toBe('ROLE_TOO_LOW');
    expect((await t.call('POST', '/api/fund-feedback', { ...as(otherFund.owner, otherFund.profile), body })).status).toBe(403);
    expect((await t.call('POST', '/api/fund-feedback', { ...as(admin, lp.profile), body })).status).toBe(403);
  });
});

describe('anonymity and sharing, proven on the raw JSON', () => {
  let anonymousId: string;
  let privateId: string;
  let anonLp: SocialActor;

  beforeAll(async () => {
    anonLp = await actor(t, { type: 'investor', name: `Hidden Endowment ${Date.now()}` });
    await t.database.db.update(users).set({ firstName: 'Grace', lastName: 'Hopper' }).where(eq(users.id, anonLp.owner.id));
    const anon = await give(anonLp, fullFeedback(fund.profile.id, { stayAnonymous: true, generalFeedback: 'Anonymous words' }));
    expect(anon.status).toBe(201);
    anonymousId = anon.body.feedback.id;
    const unshared = await give(anonLp, fullFeedback(fund.profile.id, { shareWithFund: false, generalFeedback: 'Private words' }));
    privateId = unshared.body.feedback.id;
  });

  const leaks = (text: string) =>
    [anonLp.profile.id, anonLp.owner.id, anonLp.owner.email, anonLp.name, anonLp.profile.slug, 'Grace', 'Hopper'].filter((s) =>
      text.toLowerCase().includes(s.toLowerCase()),
    );

  it('the fund’s list holds the anonymous feedback without any trace of its author', async () => {
    const res = await received(fund.owner);
    expect(res.status).toBe(200);
    const raw = JSON.stringify(res.body);
    expect(raw).toContain('Anonymous words');
    expect(leaks(raw)).toEqual([]);
    const item = res.body.items.find((i: { id: string }) => i.id === anonymousId);
    expect(item.author).toBeNull();
    expect(item.requestId).toBeNull();
  });

  it('the fund’s read of one anonymous feedback and its activity log carry no trace of the author either', async () => {
    const one = await t.call('GET', `/api/fund-feedback/${anonymousId}`, as(fund.owner, fund.profile));
    expect(one.status).toBe(200);
    expect(leaks(JSON.stringify(one.body))).toEqual([]);
    const log = await t.call('GET', '/api/fund-activity-summary/activity?type=feedbackReceived', as(fund.owner, fund.profile));
    expect(log.status).toBe(200);
    expect(log.body.items.some((i: { title: string }) => i.title === 'Anonymous feedback received')).toBe(true);
    expect(leaks(JSON.stringify(log.body))).toEqual([]);
  });

  it('feedback not shared with the fund never reaches it (list and by id: 404)', async () => {
    const res = await received(fund.owner);
    expect(JSON.stringify(res.body)).not.toContain('Private words');
    expect((await t.call('GET', `/api/fund-feedback/${privateId}`, as(fund.owner, fund.profile))).status).toBe(404);
  });

  it('the author still sees their own feedback in full, anonymous or not', async () => {
    const res = await t.call('GET', '/api/fund-feedback/given', as(anonLp.owner, anonLp.profile));
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.items.every((i: { author: { email: string } }) => i.author.email === anonLp.owner.email)).toBe(true);
    const one = await t.call('GET', `/api/fund-feedback/${anonymousId}`, as(anonLp.owner, anonLp.profile));
    expect(one.body.feedback.author.profile.id).toBe(anonLp.profile.id);
  });

  it('named feedback shows its author to the fund', async () => {
    const res = await received(fund.owner);
    const named = res.body.items.filter((i: { author: unknown }) => i.author !== null);
    expect(named.length).toBeGreaterThan(0);
    expect(named[0].author.firstName).toBe('Ada');
    expect(named[0].author.email).toBe(lp.owner.email);
  });

  it('averages the shared feedback per group', async () => {
    const res = await received(fundViewer);
    expect(res.status).toBe(200);
    const { averages, items } = res.body;
    expect(averages.count).toBe(items.length);
    const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
    expect(averages.generalRating).toBe(mean(items.map((i: { generalRating: number }) => i.generalRating)));
    expect(averages.team).toBe(mean(items.map((i: { team: { rating: number } }) => i.team.rating)));
  });

  it('another fund, an LP who did not write it, anonymous callers and admins cannot read it', async () => {
    expect((await t.call('GET', `/api/fund-feedback/${anonymousId}`, as(otherFund.owner, otherFund.profile))).status).toBe(404);
    expect((await t.call('GET', `/api/fund-feedback/${anonymousId}`, as(otherLp.owner, otherLp.profile))).status).toBe(404);
    expect((await t.call('GET', `/api/fund-feedback/${anonymousId}`, { profile: fund.profile })).status).toBe(401);
    expect((await t.call('GET', `/api/fund-feedback/${anonymousId}`, as(admin, fund.profile))).status).toBe(403);
    const other = await received(otherFund.owner, otherFund.profile);
    expect(other.body.items).toEqual([]);
    expect(other.body.averages.generalRating).toBeNull();
    expect((await received(otherFund.owner, fund.profile)).status).toBe(403);
    expect((await t.call('GET', '/api/fund-feedback/received', as(lp.owner, lp.profile))).status).toBe(403);
  });

  it('only the author deletes (404 for the fund, 403 for the author’s viewer)', async () => {
    expect((await t.call('DELETE', `/api/fund-feedback/${privateId}`, as(lpViewer, lp.profile))).status).toBe(403);
    expect((await t.call('DELETE', `/api/fund-feedback/${privateId}`, as(lp.owner, lp.profile))).status).toBe(404);
    expect((await t.call('DELETE', `/api/fund-feedback/${privateId}`, as(anonLp.owner, anonLp.profile))).status).toBe(204);
    expect((await t.call('GET', `/api/fund-feedback/${privateId}`, as(anonLp.owner, anonLp.profile))).status).toBe(404);
  });
});

describe('feedback requests: Requested → Responded | Ignored', () => {
  const ask = (by: TestUser, investorProfileId: string, profile = fund.profile) =>
    t.call('POST', '/api/fund-feedback-requests', { ...as(by, profile), body: { investorProfileId, message: 'Would value your view' } });

  it('a GP asks, the LP sees it, ignores it; the fund sees Ignored', async () => {
    const lp2 = await actor(t, { type: 'investor' });
    const lp2Viewer = await member(t, lp2.profile, 'viewer');
    const lp2Editor = await member(t, lp2.profile, 'editor');
    const made = await ask(fund.owner, lp2.profile.id);
    expect(made.status).toBe(201);
    expect(made.body.request.status).toBe('Requested');
    expect((await ask(fund.owner, lp2.profile.id)).status).toBe(409);
    // The LP's members who may answer are mailed once (the refused second ask sends nothing), with the link; a viewer
    // of the LP is not, nor is the fund's team.
    const mails = (await t.mails()).filter((m) => m.template === 'fund-feedback-request' && m.data?.investorName === lp2.name);
    expect(mails.map((m) => m.to).sort()).toEqual([lp2.owner.email, lp2Editor.email].sort());
    expect(mails[0]!.subject).toContain('asks');
    expect(mails[0]!.data?.link).toBe(`${t.config.appUrl}/feedback`);
    expect(mails.some((m) => m.to === lp2Viewer.email || m.to === fund.owner.email)).toBe(false);
    const inbox = await t.call('GET', '/api/fund-feedback-requests/received', as(lp2.owner, lp2.profile));
    expect(inbox.body.items.map((r: { id: string }) => r.id)).toEqual([made.body.request.id]);
    expect(inbox.body.counts).toEqual({ Requested: 1, Responded: 0, Ignored: 0 });
    const ignored = await t.call('PATCH', `/api/fund-feedback-requests/${made.body.request.id}/ignore`, as(lp2.owner, lp2.profile));
    expect(ignored.status).toBe(200);
    expect(ignored.body.request.status).toBe('Ignored');
    expect((await t.call('PATCH', `/api/fund-feedback-requests/${made.body.request.id}/ignore`, as(lp2.owner, lp2.profile))).status).toBe(
      409,
    );
    const sent = await t.call('GET', '/api/fund-feedback-requests/sent?status=Ignored', as(fundViewer, fund.profile));
    expect(sent.body.items.map((r: { id: string }) => r.id)).toContain(made.body.request.id);
    // Once answered, the fund may ask again.
    expect((await ask(fund.owner, lp2.profile.id)).status).toBe(201);
  });

  it('a named answer links the feedback; an anonymous answer is Responded without the link', async () => {
    const named = await actor(t, { type: 'investor' });
    const anon = await actor(t, { type: 'investor' });
    const r1 = (await ask(fund.owner, named.profile.id)).body.request;
    const r2 = (await ask(fund.owner, anon.profile.id)).body.request;
    const f1 = await give(named, fullFeedback(fund.profile.id, { requestId: r1.id }));
    expect(f1.status).toBe(201);
    const f2 = await give(anon, fullFeedback(fund.profile.id, { requestId: r2.id, stayAnonymous: true }));
    expect(f2.status).toBe(201);
    expect((await give(anon, fullFeedback(fund.profile.id, { requestId: r2.id }))).status).toBe(409);
    const sent = await t.call('GET', '/api/fund-feedback-requests/sent', as(fund.owner, fund.profile));
    const byId = new Map(sent.body.items.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(r1.id)).toMatchObject({ status: 'Responded', feedbackId: f1.body.feedback.id });
    expect(byId.get(r2.id)).toMatchObject({ status: 'Responded', feedbackId: null });
    expect(JSON.stringify(sent.body)).not.toContain(f2.body.feedback.id);
  });

  it('answering another LP’s or another fund’s request is a 422 on requestId, as for none (the path’s id: 404)', async () => {
    const lp3 = await actor(t, { type: 'investor' });
    const r = (await ask(fund.owner, lp3.profile.id)).body.request;
    const refused = { code: 'REFERENCE_NOT_FOUND', errors: { requestId: ['This feedback request does not exist.'] } };
    const otherLps = await give(otherLp, fullFeedback(fund.profile.id, { requestId: r.id }));
    expect(otherLps.status).toBe(422);
    expect(otherLps.body).toMatchObject(refused);
    const otherFunds = await give(lp3, fullFeedback(otherFund.profile.id, { requestId: r.id }));
    expect(otherFunds.status).toBe(422);
    expect(otherFunds.body).toMatchObject(refused);
    expect((await t.call('PATCH', `/api/fund-feedback-requests/${r.id}/ignore`, as(otherLp.owner, otherLp.profile))).status).toBe(404);
  });

  it('refuses per actor: anonymous 401, low role 403, another fund 403/404, an investor asking 403, an admin 403, unknown LP 422', async () => {
    const lp4 = await actor(t, { type: 'investor' });
    expect(
      (await t.call('POST', '/api/fund-feedback-requests', { profile: fund.profile, body: { investorProfileId: lp4.profile.id } })).status,
    ).toBe(401);
    expect((await ask(fundViewer, lp4.profile.id)).status).toBe(403);
    expect((await ask(otherFund.owner, lp4.profile.id, fund.profile)).status).toBe(403);
    expect((await ask(lp.owner, lp4.profile.id, lp.profile)).status).toBe(403);
    expect((await ask(admin, lp4.profile.id)).status).toBe(403);
    // An id of nothing and a profile that is not an investor are alike: 422 on investorProfileId.
    for (const investorProfileId of [NO_SUCH_PROFILE, otherFund.profile.id]) {
      const res = await ask(fund.owner, investorProfileId);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'REFERENCE_NOT_FOUND', errors: { investorProfileId: ['This investor does not exist.'] } });
    }
    const r = (await ask(fund.owner, lp4.profile.id)).body.request;
    expect((await t.call('PATCH', `/api/fund-feedback-requests/${r.id}/ignore`, as(lpViewer, lp.profile))).status).toBe(403);
    expect((await t.call('DELETE', `/api/fund-feedback-requests/${r.id}`, as(otherFund.owner, otherFund.profile))).status).toBe(404);
    expect((await t.call('DELETE', `/api/fund-feedback-requests/${r.id}`, as(fund.owner, fund.profile))).status).toBe(204);
    const inbox = await t.call('GET', '/api/fund-feedback-requests/received', as(lp4.owner, lp4.profile));
    expect(inbox.body.items).toEqual([]);
  });

  it('422 for a missing investor', async () => {
    const res = await t.call('POST', '/api/fund-feedback-requests', { ...as(fund.owner, fund.profile), body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors.investorProfileId).toBeDefined();
  });
});

describe('feedback as an interaction of the fund’s book (ADR 0033)', () => {
  it('named feedback counts in the fund’s feedback rate and history; anonymous and private feedback do not', async () => {
    const booked = await actor(t, { type: 'fund' });
    const named = await actor(t, { type: 'investor' });
    const anonymous = await actor(t, { type: 'investor' });
    const quiet = await actor(t, { type: 'investor' });
    const interactions = async () =>
      (await t.call('GET', '/api/commitments/profile-interactions', as(booked.owner, booked.profile))).body as {
        gaveFeedback: number;
        uniqueInvestors: number;
        feedbackRate: number;
        recent: { type: string; lpProfileId: string | null; note: string | null }[];
      };
    expect((await interactions()).gaveFeedback).toBe(0);

    expect((await give(anonymous, { ...fullFeedback(booked.profile.id), stayAnonymous: true })).status).toBe(201);
    expect((await give(quiet, { ...fullFeedback(booked.profile.id), shareWithFund: false })).status).toBe(201);
    const none = await interactions();
    expect(none.gaveFeedback).toBe(0);
    expect(none.recent).toEqual([]);

    expect((await give(named, fullFeedback(booked.profile.id))).status).toBe(201);
    const after = await interactions();
    expect(after).toMatchObject({ gaveFeedback: 1, uniqueInvestors: 1, feedbackRate: 1 });
    expect(after.recent).toEqual([
      expect.objectContaining({ type: 'feedback', lpProfileId: named.profile.id, note: expect.stringContaining('general rating') }),
    ]);
    // Nothing of the anonymous or private authors reaches the book.
    const raw = JSON.stringify(after);
    expect(raw).not.toContain(anonymous.profile.id);
    expect(raw).not.toContain(quiet.profile.id);
  });
});
