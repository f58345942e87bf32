import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userMetaMessages } from '@fundnet/validation-schema';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/tables';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const visit = {
  sessionId: 'browser-session-1',
  data: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
    referrer: 'https://www.google.com/',
    landingPage: 'https://fundnet.example/funds?utm_source=newsletter',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'autumn',
    timezone: 'Europe/Berlin',
    language: 'de-DE',
    screen: '1920x1080',
  },
};

function record(user: TestUser, body: unknown, headers: Record<string, string> = {}) {
  return t.call('POST', '/api/user-meta', { token: user.token, body, headers });
}

describe('POST /api/user-meta', () => {
  it('401 without a token', async () => {
    expect((await t.call('POST', '/api/user-meta', { body: visit })).status).toBe(401);
  });

  it('201 with the visit; without a trusted proxy the peer address is recorded and the x-forwarded-for claim kept apart', async () => {
    const user = await createUser(t);
    const res = await record(user, visit, { 'x-forwarded-for': '203.0.113.7, 10.0.0.2, 10.0.0.1' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      userId: user.id,
      sessionId: 'browser-session-1',
      ip: '127.0.0.1',
      userAgent: visit.data.userAgent,
      data: { ...visit.data, forwardedFor: '203.0.113.7, 10.0.0.2, 10.0.0.1' },
      createdAt: expect.any(String),
    });
  });

  it("uses the peer address without x-forwarded-for, the request's user agent when none is given, and drops unknown keys", async () => {
    const user = await createUser(t);
    const res = await record(user, { sessionId: 's-2', data: { language: 'en', password: 'secret' } }, { 'user-agent': 'TestAgent/1.0' });
    expect(res.status).toBe(201);
    expect(res.body.ip).toMatch(/127\.0\.0\.1$/);
    expect(res.body.userAgent).toBe('TestAgent/1.0');
    expect(res.body.data).toEqual({ language: 'en' });
  });

  it('accepts a body without data', async () => {
    const user = await createUser(t);
    const res = await record(user, { sessionId: 's-3' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({});
  });

  it.each([
    ['sessionId missing', { data: {} }, { sessionId: [userMetaMessages.sessionIdRequired] }],
    ['sessionId blank', { sessionId: '  ' }, { sessionId: [userMetaMessages.sessionIdRequired] }],
    ['sessionId not a string', { sessionId: 7 }, { sessionId: [userMetaMessages.sessionIdRequired] }],
    ['sessionId too long', { sessionId: 'x'.repeat(201) }, { sessionId: [userMetaMessages.sessionIdMaxLength] }],
    ['data not an object', { sessionId: 's', data: 'x' }, { data: [userMetaMessages.dataInvalid] }],
    ['a data value not a string', { sessionId: 's', data: { referrer: 42 } }, { 'data.referrer': [userMetaMessages.valueInvalid] }],
    [
      'a data value too long',
      { sessionId: 's', data: { landingPage: 'x'.repeat(2049) } },
      { 'data.landingPage': [userMetaMessages.valueInvalid] },
    ],
  ])('422 when %s', async (_case, body, errors) => {
    const user = await createUser(t);
    const res = await record(user, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('GET /api/user-meta/userId/{userId}/sessionId/{sessionId}', () => {
  const path = (userId: string, sessionId: string) => `/api/user-meta/userId/${userId}/sessionId/${encodeURIComponent(sessionId)}`;

  it('401 without a token', async () => {
    const user = await createUser(t);
    expect((await t.call('GET', path(user.id, 'browser-session-1'))).status).toBe(401);
  });

  it('returns the latest visit of that browser session to the user themself', async () => {
    const user = await createUser(t);
    await record(user, { sessionId: 'tab-a', data: { landingPage: '/first' } });
    const latest = await record(user, { sessionId: 'tab-a', data: { landingPage: '/second' } });
    await record(user, { sessionId: 'tab-b', data: { landingPage: '/other-session' } });
    const res = await t.call('GET', path(user.id, 'tab-a'), { token: user.token, headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(latest.body);
  });

  it("403 for another user's visit data", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await record(other, { sessionId: 'tab-x' });
    const res = await t.call('GET', path(other.id, 'tab-x'), { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body.data).toBeUndefined();
    // Even for an id that does not exist: nothing is revealed.
    expect((await t.call('GET', path(randomUUID(), 'tab-x'), { token: user.token })).status).toBe(403);
  });

  it("lets an administrator read any user's visit data", async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t);
    const recorded = await record(user, { sessionId: 'tab-y', data: { utmSource: 'ads' } });
    const res = await t.call('GET', path(user.id, 'tab-y'), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(recorded.body);
  });

  it('404 for an unknown session, an unknown, malformed or deleted user', async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t);
    await record(user, { sessionId: 'tab-z' });
    expect((await t.call('GET', path(user.id, 'no-such-session'), { token: user.token })).status).toBe(404);
    expect((await t.call('GET', path(randomUUID(), 'tab-z'), { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', path('not-a-uuid', 'tab-z'), { token: admin.token })).status).toBe(404);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await t.call('GET', path(user.id, 'tab-z'), { token: admin.token })).status).toBe(404);
  });
});

describe('POST /api/user-meta behind one trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => proxied.close());

  it('records the address the proxy appended, not one the client put first', async () => {
    const user = await createUser(proxied);
    const res = await proxied.call('POST', '/api/user-meta', {
      token: user.token,
      body: visit,
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(res.status).toBe(201);
    expect(res.body.ip).toBe('203.0.113.7');
  });
});
