import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createUser, type TestUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';
import { PERMISSIONS_POLICY } from './security';

/** Issue 9 item 5: headers on every reply, and logs that never carry SQL values or secrets. */
describe('reply headers', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it('sends a Permissions-Policy on every reply, errors included', async () => {
    for (const res of [
      await t.call('GET', '/api/health'),
      await t.call('GET', '/api/no-such-route'),
      await t.call('GET', '/api/users/get-me'),
    ]) {
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it('marks authenticated replies Cache-Control: no-store, and leaves anonymous ones alone', async () => {
    const signedIn = await t.call('GET', '/api/users/get-me', { token: user.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const mine = await t.call('GET', '/api/profiles/mine', { token: user.token });
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const anonymous = await t.call('GET', '/api/health');
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });
});

describe('server logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  const secretValue = 'sekret-value-4711@example.test';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await startTestApp(
      {},
      (app) => {
        // A failing query with a user-supplied value, as a bug in a module would produce: a 500.
        app.get('/api/__test/failing-query', { config: { auth: 'public' } }, async (request) => {
          const { email } = request.query as { email: string };
          await t.database.db.execute(sql`select * from no_such_table where email = ${email}`);
          return {};
        });
      },
      { logger: { level: 'info', stream } },
    );
  });
  afterAll(() => t.close());

  it('log a failed query by its SQL text and error code, never its parameter values', async () => {
    const res = await t.call('GET', `/api/__test/failing-query?email=${encodeURIComponent(secretValue)}&token=abc123secret`);
    expect(res.status).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('select * from no_such_table where email = $1');
    expect(log).toContain('42P01');
    expect(log).not.toContain(secretValue);
    expect(log).not.toContain('abc123secret');
    expect(log).not.toContain(encodeURIComponent(secretValue));
  });

  it('never logs the bearer token of a request', async () => {
    await t.call('GET', '/api/users/get-me', { token: 'bearer-secret-999' });
    expect(lines.join('')).not.toContain('bearer-secret-999');
  });
});
