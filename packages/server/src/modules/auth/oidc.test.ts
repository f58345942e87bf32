import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/tables';
import { oidcLoginStates, socialHandoverCodes, userIdentities } from './tables';

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
  const handover = res.headers.getSetCookie().find((c) => c.startsWith('fundnet_social_handover='));
  return { res, fragment: new URLSearchParams(location.hash.slice(1)), handover, handoverCookie: handover?.split(';')[0] };
}

type CallbackResult = Awaited<ReturnType<typeof callCallback>>;

/** The app's side: POST the fragment's code, from the browser that holds the handover cookie (or another). */
const exchange = (result: CallbackResult, cookie: string | undefined = result.handoverCookie) =>
  t.call('POST', '/api/auth/social/exchange', { body: { code: result.fragment.get('code') }, headers: cookie ? { cookie } : {} });

async function tokenOf(result: CallbackResult): Promise<string> {
  const res = await exchange(result);
  expect(res.status).toBe(200);
  return res.body.token;
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

  it('sends the browser back to the log-in page with a sentence for a provider that is not configured (never JSON)', async () => {
    for (const path of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(302);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/login');
      expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe(
        'Sign-in with Google is not available. Log in with your e-mail address and password instead.',
      );
    }
  });
});

describe('GET feature-config (which sign-in buttons the log-in page shows)', () => {
  it('lists only the providers this server is configured for', async () => {
    const anonymous = await t.call('GET', '/api/feature-config');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.socialSignIn).toEqual(['linkedin']);
    const user = await createUser(t);
    const signedIn = await t.call('GET', '/api/feature-config', { token: user.token });
    expect(signedIn.body.socialSignIn).toEqual(['linkedin']);
  });
});

describe('POST auth/social/exchange (sign-in fixation, issue 9 item 4)', () => {
  const invalid = {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'This sign-in has expired or was already used. Please sign in again.',
    code: 'SOCIAL_CODE_INVALID',
  };

  it("signs nobody in from another browser: a code sent to someone else does not work without the signer's cookie", async () => {
    newPerson();
    const { callback, cookie } = await startFlow();
    const result = await callCallback(callback, cookie);
    const victim = await exchange(result, '');
    expect(victim.status).toBe(401);
    expect(victim.body).toEqual(invalid);
    const forged = await exchange(result, 'fundnet_social_handover=forged-value');
    expect(forged.status).toBe(401);
    // A failed attempt uses the code up: the attacker cannot retry it either.
    expect((await exchange(result)).status).toBe(401);
  });

  it('refuses an expired code and an unknown one', async () => {
    newPerson();
    const { callback, cookie } = await startFlow();
    const result = await callCallback(callback, cookie);
    await t.database.db.update(socialHandoverCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await exchange(result)).body).toEqual(invalid);
    const unknown = await t.call('POST', '/api/auth/social/exchange', {
      body: { code: 'a'.repeat(43) },
      headers: { cookie: result.handoverCookie! },
    });
    expect(unknown.status).toBe(401);
  });

  it('answers 422 without a code', async () => {
    const res = await t.call('POST', '/api/auth/social/exchange', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['Sign-in code is required'] });
  });
});

describe('GET auth/linkedin/callback', () => {
  it('creates a verified user, links the identity and redirects to /login#code= with a code that opens a session', async () => {
    const who = newPerson();
    const { callback, cookie } = await startFlow();
    expect(`${callback.origin}${callback.pathname}`).toBe(`${t.baseUrl}/api/auth/linkedin/callback`);
    expect(callback.searchParams.get('code')).toBeTruthy();
    const result = await callCallback(callback, cookie);
    const { res, fragment } = result;
    expect(res.headers.get('set-cookie')).toContain('fundnet_oidc_state=; Path=/api/auth/linkedin/callback; Max-Age=0');
    // No bearer token in the URL: a single-use code, and a browser-binding cookie only the exchange route receives.
    expect([...fragment.keys()]).toEqual(['code']);
    expect(fragment.get('code')).toMatch(/^[\w-]{43}$/);
    expect(result.handover).toMatch(
      /^fundnet_social_handover=[\w-]{43}; Path=\/api\/auth\/social\/exchange; Max-Age=60; HttpOnly; SameSite=Lax$/,
    );
    const exchanged = await exchange(result);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token: expect.stringMatching(/^[\w-]{43}$/), user: { email: String(who.email).toLowerCase() } });
    expect(exchanged.headers.get('set-cookie')).toContain('fundnet_social_handover=; Path=/api/auth/social/exchange; Max-Age=0');
    expect(await signedIn(exchanged.body.token)).toBe(true);
    // the code works once
    const reused = await exchange(result);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'This sign-in has expired or was already used. Please sign in again.',
      code: 'SOCIAL_CODE_INVALID',
    });
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
    expect(await signedIn(await tokenOf(second))).toBe(true);
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
    expect(await signedIn(await tokenOf(await callCallback(callback, cookie)))).toBe(true);
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
    expect(fragment.get('code')).toBeTruthy();
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

  it('reports a provider error other than a cancelled consent', async () => {
    const start = await t.call('GET', '/api/auth/linkedin');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const { fragment } = await callCallback(
      new URL(`${t.baseUrl}/api/auth/linkedin/callback?error=server_error&error_description=Boom&state=${state}`),
      cookieOf(start.headers),
    );
    expect(fragment.get('error')).toBe('Sign-in with LinkedIn failed. Please try again.');
  });

  it('lands on the log-in page, not a JSON 422, when the provider repeats a parameter', async () => {
    newPerson();
    const { callback, cookie } = await startFlow();
    callback.searchParams.append('state', 'another-state');
    const { fragment } = await callCallback(callback, cookie);
    expect(fragment.get('code')).toBeNull();
    expect(fragment.get('error')).toBe('Sign-in with LinkedIn failed. Please try again.');
  });

  it('reports a code the provider does not accept', async () => {
    newPerson();
    const { callback, cookie } = await startFlow();
    callback.searchParams.set('code', 'forged-code');
    const { fragment } = await callCallback(callback, cookie);
    expect(fragment.get('error')).toBe('Sign-in with LinkedIn failed. Please try again.');
  });
});
