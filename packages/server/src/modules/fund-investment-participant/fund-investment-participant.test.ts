import { createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/** api/fund-investment-participant: administrators only (anonymous 401, a signed-in user 403). */

let t: TestApp;
let admin: TestUser;
let user: TestUser;
let fund: TestProfile;
let investor: TestProfile;

beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = await Promise.all([createUser(t, { admin: true }), createUser(t)]);
  fund = await createProfile(t, user, { type: 'fund', status: 'published' });
  investor = await createProfile(t, user, { type: 'investor', name: `Participant LP ${Date.now()}` });
});

afterAll(async () => {
  await t.close();
});

describe('fund-investment-participant', () => {
  it('refuses anonymous (401) and non-administrators (403) on every call', async () => {
    const some = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/fund-investment-participant'],
      ['POST', '/api/fund-investment-participant'],
      ['GET', `/api/fund-investment-participant/${some}`],
      ['DELETE', `/api/fund-investment-participant/${some}`],
    ] as const) {
      const body = method === 'POST' ? { fundProfileId: fund.id, participantName: 'A' } : undefined;
      expect((await t.call(method, path, { body })).status).toBe(401);
      expect((await t.call(method, path, { token: user.token, body })).status).toBe(403);
    }
  });

  it('creates with a name or an investor profile, lists by fund, replaces and deletes', async () => {
    const named = await t.call('POST', '/api/fund-investment-participant', {
      token: admin.token,
      body: {
        fundProfileId: fund.id,
        participantName: 'Nordic Pension Fund',
        participantType: 'anchor',
        status: 'committed',
        commitment: { value: 5_000_000, currency: 'EUR' },
      },
    });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({
      participantName: 'Nordic Pension Fund',
      commitment: { value: 5_000_000, currency: 'EUR' },
      investor: null,
    });
    const linked = await t.call('POST', '/api/fund-investment-participant', {
      token: admin.token,
      body: { fundProfileId: fund.id, investorProfileId: investor.id },
    });
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ investor: { id: investor.id }, participantType: 'lp', status: 'prospect', commitment: null });
    expect(linked.body.participantName).toMatch(/^Participant LP/);
    const list = await t.call('GET', `/api/fund-investment-participant?fundProfileId=${fund.id}`, { token: admin.token });
    expect(list.body.total).toBe(2);
    const committed = await t.call('GET', `/api/fund-investment-participant?fundProfileId=${fund.id}&status=committed`, {
      token: admin.token,
    });
    expect(committed.body.items.map((p: { id: string }) => p.id)).toEqual([named.body.id]);
    const replaced = await t.call('POST', '/api/fund-investment-participant', {
      token: admin.token,
      body: { id: named.body.id, fundProfileId: fund.id, participantName: 'Nordic Pension Fund', status: 'closed' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ status: 'closed', commitment: null });
    expect((await t.call('GET', `/api/fund-investment-participant/${named.body.id}`, { token: admin.token })).body.status).toBe('closed');
    expect((await t.call('DELETE', `/api/fund-investment-participant/${named.body.id}`, { token: admin.token })).status).toBe(204);
    expect((await t.call('GET', `/api/fund-investment-participant/${named.body.id}`, { token: admin.token })).status).toBe(404);
  });

  it('answers 422 for a missing fund, a missing name, an unknown investor and bad choices', async () => {
    const missing = await t.call('POST', '/api/fund-investment-participant', { token: admin.token, body: { status: 'won' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ fundProfileId: ['Fund is required'], status: ['Select a valid status'] });
    const noName = await t.call('POST', '/api/fund-investment-participant', { token: admin.token, body: { fundProfileId: fund.id } });
    expect(noName.body.errors).toEqual({ participantName: ['Investor name is required'] });
    const wrongInvestor = await t.call('POST', '/api/fund-investment-participant', {
      token: admin.token,
      body: { fundProfileId: fund.id, investorProfileId: fund.id },
    });
    expect(wrongInvestor.body.errors).toEqual({ investorProfileId: ['This investor does not exist.'] });
  });
});
