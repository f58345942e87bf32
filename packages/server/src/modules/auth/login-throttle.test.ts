import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { createMemoryCounters } from '../../lib/counters';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 9 item 5: per-account sign-in throttling on top of the per-IP limit, and the rate limits in Redis when
 * REDIS_URL is set. The Redis part runs against FUNDNET_TEST_REDIS_URL when it is set (CI sets it: there the tests must
 * run, and an unreachable Redis fails them), else against a Redis answering at 127.0.0.1:6379, and is skipped otherwise.
 */
const LOCKED = 'Too many failed sign-in attempts for this account. Please wait a few minutes, or reset your password.';
const INVALID = 'Invalid email or password.';

/** X-Forwarded-For addresses, believed with TRUST_PROXY_HOPS=1: an attacker with many addresses. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const loginFrom = (t: TestApp, email: string, password: string, address = randomAddress(), path = '/api/auth/login') =>
  t.call('POST', path, { body: { email, password }, headers: { 'x-forwarded-for': address } });

describe('per-account sign-in throttling (memory counters)', () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_LOCKOUT_MINUTES: '5', TRUST_PROXY_HOPS: '1' }, undefined, {
      counters: createMemoryCounters(() => clock),
    });
  });
  afterAll(() => t.close());

  it('locks an account after its failures from many addresses, with a clear message and Retry-After, even for the right password', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) {
      const res = await loginFrom(t, user.email, 'Wrong!pass1');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(INVALID);
    }
    const locked = await loginFrom(t, user.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: LOCKED, code: 'ACCOUNT_LOCKED' });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    // The administrators' sign-in is the same account: locked too.
    expect((await loginFrom(t, user.email, TEST_PASSWORD, randomAddress(), '/api/auth/admin/login')).status).toBe(429);

    // Other accounts are not affected.
    const other = await createUser(t);
    expect((await loginFrom(t, other.email, TEST_PASSWORD)).status).toBe(200);

    // No longer than necessary: when the window ends, the right password works again.
    clock += 5 * 60_000 + 1;
    expect((await loginFrom(t, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('clears the count on a successful sign-in', async () => {
    const user = await createUser(t);
    for (const password of ['Wrong!1a', 'Wrong!1b', TEST_PASSWORD, 'Wrong!1c', 'Wrong!1d']) await loginFrom(t, user.email, password);
    expect((await loginFrom(t, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers the same for an e-mail without an account, so the lock does not reveal which addresses exist', async () => {
    const email = `nobody-${randomInt(1e9)}@example.test`;
    for (let i = 0; i < 3; i++) expect((await loginFrom(t, email, 'Wrong!pass1')).status).toBe(401);
    expect((await loginFrom(t, email, 'Wrong!pass1')).body.code).toBe('ACCOUNT_LOCKED');
  });
});

const localRedisReachable = () =>
  spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').connect(6379,'127.0.0.1');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1000)",
    ],
    { timeout: 3_000 },
  ).status === 0;
const redisUrl = process.env.FUNDNET_TEST_REDIS_URL || (localRedisReachable() ? 'redis://127.0.0.1:6379' : undefined);

(redisUrl ? describe : describe.skip)('rate limits and throttling in Redis (REDIS_URL, two API processes)', () => {
  const env = {
    REDIS_URL: redisUrl!,
    AUTH_RATE_LIMIT_PER_MINUTE: '4',
    LOGIN_FAILURES_PER_ACCOUNT: '3',
    TRUST_PROXY_HOPS: '1',
  };
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  let user: TestUser;
  beforeAll(async () => {
    a = await startTestApp(env);
    b = await startTestApp(env);
    redis = new Redis(redisUrl!);
    user = await createUser(a);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    redis.disconnect();
  });

  it('shares the per-IP route limit between processes: the fifth call from one address answers 429', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a]) statuses.push((await loginFrom(app, `ip-${randomInt(1e9)}@example.test`, 'x', address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const keys = await redis.keys('fundnet:rate-limit:*');
    expect(keys.some((key) => key.includes(address))).toBe(true);
  });

  it('shares the per-account throttle between processes', async () => {
    await loginFrom(a, user.email, 'Wrong!1');
    await loginFrom(b, user.email, 'Wrong!2');
    await loginFrom(a, user.email, 'Wrong!3');
    const locked = await loginFrom(b, user.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOCKED);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
