import { createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/** api/fund-manager: administrators only (anonymous 401, a signed-in user 403). */

let t: TestApp;
let admin: TestUser;
let user: TestUser;
let fund: TestProfile;
let investor: TestProfile;

beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = await Promise.all([createUser(t, { admin: true }), createUser(t)]);
  fund = await createProfile(t, user, { type: 'fund', status: 'published', name: `Managed Fund ${Date.now()}` });
  investor = await createProfile(t, user, { type: 'investor' });
});

afterAll(async () => {
  await t.close();
});

describe('fund-manager', () => {
  let id: string;

  it('refuses anonymous (401) and non-administrators (403) on every call', async () => {
    const some = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/fund-manager'],
      ['POST', '/api/fund-manager'],
      ['GET', `/api/fund-manager/${some}`],
      ['DELETE', `/api/fund-manager/${some}`],
    ] as const) {
      const body = method === 'POST' ? { name: 'A', firm: 'B' } : undefined;
      expect((await t.call(method, path, { body })).status).toBe(401);
      expect((await t.call(method, path, { token: user.token, body })).status).toBe(403);
    }
  });

  it('creates, reads, lists, replaces and deletes a fund manager', async () => {
    const created = await t.call('POST', '/api/fund-manager', {
      token: admin.token,
      body: {
        name: 'Astrid Holm',
        firm: 'Saltmarsh Capital',
        role: 'Managing Partner',
        email: 'astrid@saltmarsh.example',
        linkedinUrl: 'https://www.linkedin.com/in/astrid-holm',
        fundProfileId: fund.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Astrid Holm', fund: { id: fund.id, slug: fund.slug } });
    id = created.body.id;
    expect((await t.call('GET', `/api/fund-manager/${id}`, { token: admin.token })).body.role).toBe('Managing Partner');
    const list = await t.call('GET', `/api/fund-manager?fundProfileId=${fund.id}&search=astrid`, { token: admin.token });
    expect(list.body).toMatchObject({ total: 1, items: [{ id }] });
    const replaced = await t.call('POST', '/api/fund-manager', {
      token: admin.token,
      body: { id, name: 'Astrid Holm', firm: 'Saltmarsh' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ firm: 'Saltmarsh', role: null, fund: null });
    expect((await t.call('DELETE', `/api/fund-manager/${id}`, { token: admin.token })).status).toBe(204);
    expect((await t.call('GET', `/api/fund-manager/${id}`, { token: admin.token })).status).toBe(404);
  });

  it('answers 422 for missing fields, a bad LinkedIn link and a fund that is not a fund', async () => {
    const bad = await t.call('POST', '/api/fund-manager', { token: admin.token, body: { linkedinUrl: 'https://example.com/x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ name: ['Name is required'], firm: ['Management company is required'] });
    expect(bad.body.errors.linkedinUrl).toHaveLength(1);
    const notFund = await t.call('POST', '/api/fund-manager', {
      token: admin.token,
      body: { name: 'X', firm: 'Y', fundProfileId: investor.id },
    });
    expect(notFund.status).toBe(422);
    expect(notFund.body.errors).toEqual({ fundProfileId: ['This fund does not exist.'] });
    expect((await t.call('GET', '/api/fund-manager?limit=7', { token: admin.token })).status).toBe(422);
  });
});
