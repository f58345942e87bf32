import { and, eq, lt } from 'drizzle-orm';
import { type SocialSignInProvider, socialSignInProviders } from '@fundnet/validation-schema';
import * as client from 'openid-client';
import type { Config, OidcProviderConfig } from '../../config';
import type { Db } from '../../db/client';
import { safeEqual, sha256 } from '../../lib/crypto';
import { oidcLoginStates } from './tables';

/**
 * Social sign-in with OpenID Connect (authorization code flow, openid-client):
 * state + nonce always, PKCE (S256) whenever the provider advertises it. What the callback needs
 * (nonce, PKCE verifier, redirect URI) is kept in the oidc_login_states table, keyed by the hash
 * of the state, so any API process can finish a flow another one started; the state is also set
 * in a short-lived cookie of the browser that started the flow (see routes), so a callback URL
 * cannot be replayed in someone else's browser (login CSRF).
 */

/** The providers of the spec's two social sign-in callbacks (the contract's list). */
export const oidcProviderNames = socialSignInProviders;
export type OidcProviderName = SocialSignInProvider;

export const oidcProviderLabels: Record<OidcProviderName, string> = { linkedin: 'LinkedIn', google: 'Google' };

/** How long a started sign-in may take before its callback is refused. */
export const OIDC_FLOW_TTL_MS = 10 * 60_000;

const scope = 'openid email profile';

export interface OidcProvider {
  name: OidcProviderName;
  label: string;
  /** The provider's metadata (discovered once per process, retried after a failure) and our client. */
  configuration(): Promise<client.Configuration>;
}

export interface OidcClients {
  /** The configured provider, or undefined when its issuer/client id/secret are not set. */
  get(name: OidcProviderName): OidcProvider | undefined;
}

/** A sign-in that cannot go on; `message` is shown to the person on the login page. */
export class OidcSignInError extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
    this.name = 'OidcSignInError';
  }
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

function createProvider(name: OidcProviderName, settings: OidcProviderConfig): OidcProvider {
  let discovered: Promise<client.Configuration> | undefined;
  return {
    name,
    label: oidcProviderLabels[name],
    configuration() {
      discovered ??= (async () => {
        const issuer = new URL(settings.issuer);
        // Plain http only for an issuer on this machine (a development or test identity provider).
        const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
        const configuration = await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          execute: insecure ? [client.allowInsecureRequests] : [],
          timeout: 10,
        });
        configuration.timeout = 10;
        return configuration;
      })();
      discovered.catch(() => {
        discovered = undefined;
      });
      return discovered;
    },
  };
}

export function createOidcClients(config: Config): OidcClients {
  const providers = new Map<OidcProviderName, OidcProvider>();
  for (const name of oidcProviderNames) {
    const settings = config.oidc[name];
    if (settings) providers.set(name, createProvider(name, settings));
  }
  return { get: (name) => providers.get(name) };
}

export interface StartedSignIn {
  authorizationUrl: URL;
  /** To set in the browser's cookie; the callback must bring it back. */
  state: string;
}

/** Step 1: remembers the flow and builds the provider's authorization URL. */
export async function startSignIn(db: Db, provider: OidcProvider, redirectUri: string): Promise<StartedSignIn> {
  let configuration: client.Configuration;
  try {
    configuration = await provider.configuration();
  } catch (error) {
    throw new OidcSignInError(
      `Sign-in with ${provider.label} is not available right now. Please try again later.`,
      `discovery: ${String(error)}`,
    );
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const parameters: Record<string, string> = { redirect_uri: redirectUri, scope, state, nonce };
  let codeVerifier = '';
  if (configuration.serverMetadata().supportsPKCE()) {
    codeVerifier = client.randomPKCECodeVerifier();
    parameters.code_challenge = await client.calculatePKCECodeChallenge(codeVerifier);
    parameters.code_challenge_method = 'S256';
  }
  const now = Date.now();
  // Flows that were never finished are cleaned up as new ones start.
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, new Date(now)));
  await db.insert(oidcLoginStates).values({
    provider: provider.name,
    stateHash: sha256(state),
    nonce,
    codeVerifier,
    redirectUri,
    expiresAt: new Date(now + OIDC_FLOW_TTL_MS),
  });
  return { authorizationUrl: client.buildAuthorizationUrl(configuration, parameters), state };
}

export interface OidcIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const failed = (provider: OidcProvider) => `Sign-in with ${provider.label} failed. Please try again.`;

function claimString(claims: Record<string, unknown>, key: string): string | undefined {
  const value = claims[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Providers send email_verified as a boolean, some as the string 'true'. */
const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * Step 2: checks the callback against the stored flow (single use), exchanges the code and
 * returns who signed in, with the e-mail the provider vouches for.
 */
export async function finishSignIn(
  db: Db,
  provider: OidcProvider,
  callback: { query: Record<string, string | undefined>; cookieState: string | undefined },
): Promise<OidcIdentity> {
  const { query, cookieState } = callback;
  if (query.error) {
    throw new OidcSignInError(
      query.error === 'access_denied' ? `Sign-in with ${provider.label} was cancelled.` : failed(provider),
      `provider error: ${query.error}`,
    );
  }
  if (!query.state || !query.code) throw new OidcSignInError(failed(provider), 'callback without code or state');
  if (!cookieState || !safeEqual(cookieState, query.state)) {
    throw new OidcSignInError(failed(provider), 'state does not match the cookie of this browser');
  }
  const [flow] = await db
    .delete(oidcLoginStates)
    .where(and(eq(oidcLoginStates.stateHash, sha256(query.state)), eq(oidcLoginStates.provider, provider.name)))
    .returning();
  if (!flow || flow.expiresAt.getTime() <= Date.now()) {
    throw new OidcSignInError(`Sign-in with ${provider.label} took too long. Please try again.`, 'unknown, used or expired state');
  }

  let configuration: client.Configuration;
  try {
    configuration = await provider.configuration();
  } catch (error) {
    throw new OidcSignInError(
      `Sign-in with ${provider.label} is not available right now. Please try again later.`,
      `discovery: ${String(error)}`,
    );
  }
  // The URL the provider redirected to: our registered redirect URI plus its query.
  const currentUrl = new URL(flow.redirectUri);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) currentUrl.searchParams.set(key, value);

  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(
      configuration,
      currentUrl,
      {
        expectedState: query.state,
        expectedNonce: flow.nonce,
        // Empty when the provider does not do PKCE (then no code_verifier may be sent).
        pkceCodeVerifier: flow.codeVerifier || undefined,
        idTokenExpected: true,
      },
      { redirect_uri: flow.redirectUri },
    );
    claims = { ...(tokens.claims() ?? {}) };
    if (!claimString(claims, 'email') && typeof claims.sub === 'string') {
      Object.assign(claims, await client.fetchUserInfo(configuration, tokens.access_token, claims.sub));
    }
  } catch (error) {
    throw new OidcSignInError(failed(provider), `code exchange: ${error instanceof Error ? error.message : String(error)}`);
  }

  const subject = claimString(claims, 'sub');
  const email = claimString(claims, 'email')?.toLowerCase();
  if (!subject || !email) {
    throw new OidcSignInError(`${provider.label} did not share your e-mail address, so we cannot sign you in.`, 'no email claim');
  }
  const [given, ...rest] = (claimString(claims, 'name') ?? '').split(/\s+/);
  return {
    subject,
    email,
    emailVerified: isTrue(claims.email_verified),
    firstName: claimString(claims, 'given_name') ?? given ?? '',
    lastName: claimString(claims, 'family_name') ?? rest.join(' '),
  };
}
