import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/tables';
import { oidcLoginStates, userIdentities } from './tables';

// The OpenID Connect round trip against a local identity provider (oauth2-mock-server) standing in
// for LinkedIn. Google is left unconfigured.

let idp: OAuth2Server;
let t: TestApp;

/** What the mock provider puts in its next ID token. */
let person: Record<string, unknown> = {};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, person);
  });
  t = await startTestApp({
    LINKEDIN_ISSUER: idp.issuer.url!,
    LINKEDIN_CLIENT_ID: 'fundnet-test',
    LINKEDIN_CLIENT_SECRET: 'fundnet-secret',
  });
});

afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

function newPerson(overrides: Record<string, unknown> = {}) {
  person = {
    sub: `linkedin-${randomUUID()}`,
    email: `Social-${randomUUID()}@Example.test`,
    email_verified: true,
    given_name: 'Lina',
    family_name: 'Kedin',
    ...overrides,
  };
  return person;
}

const cookieOf = (headers: Headers) => headers.get('set-cookie')!.split(';')[0]!;

/** GET auth/linkedin → the provider's authorize endpoint → back to our callback URL (not yet called). */
async function startFlow() {
  const start = await t.call('GET', '/api/auth/linkedin');
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  return { start, authorize, callback, cookie: cookieOf(start.headers) };
}

async function callCallback(callback: URL, cookie?: string) {
  const res = await t.call('GET', `${callback.pathname}${callback.search}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/login');
  expect(location.search).toBe('');
  return { res, fragment: new URLSearchParams(location.hash.slice(1)) };
}

async function signedIn(token: string) {
  const { status } = await t.call('POST', '/api/auth/profile-switch', { token, body: {} });
  return status === 422;
}

describe('GET auth/linkedin', () => {
  it('redirects to the provider with state, nonce and PKCE, and sets a short-lived state cookie', async () => {
    const start = await t.call('GET', '/api/auth/linkedin');
    expect(start.status).toBe(302);
    expect(start.headers.get('cache-control')).toBe('no-store');
    const authorize = new URL(start.headers.get('location')!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${idp.issuer.url}/authorize`);
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe('fundnet-test');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe(`${t.baseUrl}/api/auth/linkedin/callback`);
    expect(params.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(params.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const cookie = start.headers.get('set-cookie')!;
    expect(cookie).toContain(`fundnet_oidc_state=${params.get('state')}`);
    expect(cookie).toContain('Path=/api/auth/linkedin/callback');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
    // the flow is kept in the database (any API process can finish it), not the state itself
    const rows = await t.database.db.select().from(oidcLoginStates);
    expect(rows.some((row) => row.stateHash === params.get('state'))).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('answers 404 for a provider that is not configured', async () => {
    for (const path of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Sign-in with Google is not configured.',
        code: 'PROVIDER_NOT_CONFIGURED',
      });
    }
  });
});

describe('GET auth/linkedin/callback', () => {
  it('creates a verified user, links the identity and redirects to /login#token= with a working token', async () => {
    const who = newPerson();
    const { callback, cookie } = await startFlow();
    expect(`${callback.origin}${callback.pathname}`).toBe(`${t.baseUrl}/api/auth/linkedin/callback`);
    expect(callback.searchParams.get('code')).toBeTruthy();
    const { res, fragment } = await callCallback(callback, cookie);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
    const token = fragment.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await signedIn(token)).toBe(true);
    const email = String(who.email).toLowerCase();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Lina', lastName: 'Kedin', passwordHash: null });
    expect(user!.emailVerifiedAt).not.toBeNull();
    const identities = await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, user!.id));
    expect(identities).toEqual([expect.objectContaining({ provider: 'linkedin', subject: who.sub, email })]);

    // the same callback cannot be used twice
    const replay = await callCallback(callback, cookie);
    expect(replay.fragment.get('token')).toBeNull();
    expect(replay.fragment.get('error')).toBe('Sign-in with LinkedIn took too long. Please try again.');

    // signing in again finds the same user
    const again = await startFlow();
    const second = await callCallback(again.callback, again.cookie);
    expect(await signedIn(second.fragment.get('token')!)).toBe(true);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.subject, String(who.sub))),
    ).toHaveLength(1);
  });

  it('links an existing account with the same verified e-mail', async () => {
    const existing = await createUser(t, { verified: false });
    newPerson({ email: existing.email.toUpperCase() });
    const { callback, cookie } = await startFlow();
    const { fragment } = await callCallback(callback, cookie);
    expect(await signedIn(fragment.get('token')!)).toBe(true);
    const [identity] = await t.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, String(person.sub)));
    expect(identity!.userId).toBe(existing.id);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(user!.emailVerifiedAt).not.toBeNull();
  });

  it('refuses an e-mail the provider has not verified', async () => {
    newPerson({ email_verified: false });
    const { callback, cookie } = await startFlow();
    const { fragment } = await callCallback(callback, cookie);
    expect(fragment.get('token')).toBeNull();
    expect(fragment.get('error')).toContain('e-mail address is not verified');
  });

  it('refuses a revoked account', async () => {
    const revoked = await createUser(t);
    await t.database.db.update(users).set({ revokedAt: new Date() }).where(eq(users.id, revoked.id));
    newPerson({ email: revoked.email });
    const { callback, cookie } = await startFlow();
    const { fragment } = await callCallback(callback, cookie);
    expect(fragment.get('error')).toBe('This account cannot sign in. Please contact support.');
  });

  it('refuses a callback without the state cookie of the browser that started the flow (login CSRF)', async () => {
    newPerson();
    const { callback, cookie } = await startFlow();
    const withoutCookie = await callCallback(callback);
    expect(withoutCookie.fragment.get('error')).toBe('Sign-in with LinkedIn failed. Please try again.');
    const otherBrowser = await t.call('GET', '/api/auth/linkedin');
    const wrongCookie = await callCallback(callback, cookieOf(otherBrowser.headers));
    expect(wrongCookie.fragment.get('error')).toBe('Sign-in with LinkedIn failed. Please try again.');
    // the right browser can still finish
    const { fragment } = await callCallback(callback, cookie);
    expect(fragment.get('token')).toBeTruthy();
  });

  it('refuses an expired flow', async () => {
    newPerson();
    const { callback, cookie } = await startFlow();
    await t.database.db.update(oidcLoginStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const { fragment } = await callCallback(callback, cookie);
    expect(fragment.get('error')).toBe('Sign-in with LinkedIn took too long. Please try again.');
  });

  it('reports a sign-in cancelled at the provider', async () => {
    const start = await t.call('GET', '/api/auth/linkedin');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const { fragment } = await callCallback(
      new URL(`${t.baseUrl}/api/auth/linkedin/callback?error=access_denied&state=${state}`),
      cookieOf(start.headers),
    );
    expect(fragment.get('error')).toBe('Sign-in with LinkedIn was cancelled.');
  });

  it('reports a code the provider does not accept', async () => {
    newPerson();
    const { callback, cookie } = await startFlow();
    callback.searchParams.set('code', 'forged-code');
    const { fragment } = await callCallback(callback, cookie);
    expect(fragment.get('error')).toBe('Sign-in with LinkedIn failed. Please try again.');
  });
});
