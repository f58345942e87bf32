import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { authSessionReply, type SocialExchangeBody, socialExchangeBody } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import {
  finishSignIn,
  OIDC_FLOW_TTL_MS,
  OidcSignInError,
  oidcProviderLabels,
  oidcProviderNames,
  type OidcProviderName,
  startSignIn,
} from './oidc';
import {
  createSocialHandover,
  exchangeSocialHandover,
  SOCIAL_EXCHANGE_PATH,
  SOCIAL_HANDOVER_COOKIE,
  SOCIAL_HANDOVER_TTL_MS,
} from './social-handover';
import { OidcUserError, userForIdentity } from './social-sign-in';
import { authRateLimit, meta, readCookie, tags } from './routes-common';

/** Social sign-in (OpenID Connect): a start and a callback per configured provider, and the exchange that ends it. */
export async function authSocialRoutes(app: FastifyInstance, deps: AppDeps, rateLimit: ReturnType<typeof authRateLimit>) {
  for (const provider of oidcProviderNames) socialSignInRoutes(app, deps, provider);

  app.post(
    '/auth/social/exchange',
    {
      config: { auth: 'public', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Finish a social sign-in: exchange its single-use code for a session',
        description:
          'The code comes from the `/login#code=…` redirect of a LinkedIn or Google sign-in. It works once, for a minute, and only from ' +
          'the browser that signed in (an HttpOnly cookie set by the redirect). Answers like auth/login; 401 when the code is unknown, ' +
          'used, expired or from another browser.',
        body: socialExchangeBody,
        response: { 200: authSessionReply },
      }),
    },
    async (request, reply) => {
      const { code } = request.body as SocialExchangeBody;
      const browserValue = readCookie(request, SOCIAL_HANDOVER_COOKIE);
      reply.header('set-cookie', handoverCookie(request, '', 0));
      return exchangeSocialHandover(deps, code, browserValue, meta(request));
    },
  );
}

// ---------------------------------------------------------------- social sign-in (OpenID Connect)

const STATE_COOKIE = 'fundnet_oidc_state';

// A parameter given twice arrives as an array: accepted here and treated as missing, so the browser still lands on the
// log-in page with a sentence instead of a 422 in JSON.
const queryValue = v.optional(v.union([v.string(), v.array(v.string())]));
const callbackQuery = v.looseObject({ code: queryValue, state: queryValue, error: queryValue, error_description: queryValue });

/** The callback's parameters that came once (a repeated one counts as absent). */
function singleValues(query: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]));
}

/** What the log-in page says when a provider is not set up on this server (an old page or a typed URL). */
const notConfiguredMessage = (label: string) =>
  `Sign-in with ${label} is not available. Log in with your e-mail address and password instead.`;

/** What the log-in page says when the callback failed for a reason of ours (the details go to the log). */
const unexpectedFailureMessage = (label: string) => `Sign-in with ${label} failed on our side. Please try again in a moment.`;

function cookie(request: FastifyRequest, name: string, value: string, path: string, maxAgeSeconds: number) {
  // Lax: the provider's redirect back is a top-level GET, which carries Lax cookies; the app's exchange POST is same-site.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

const stateCookie = (provider: OidcProviderName, value: string, maxAgeSeconds: number) => (request: FastifyRequest) =>
  cookie(request, STATE_COOKIE, value, `/api/auth/${provider}/callback`, maxAgeSeconds);

const handoverCookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
  cookie(request, SOCIAL_HANDOVER_COOKIE, value, SOCIAL_EXCHANGE_PATH, maxAgeSeconds);

/** The API's own public address, as the caller reached it (X-Forwarded-* honoured: trustProxy). */
const callbackUrl = (request: FastifyRequest, provider: OidcProviderName) =>
  `${request.protocol}://${request.host}/api/auth/${provider}/callback`;

function socialSignInRoutes(app: FastifyInstance, deps: AppDeps, provider: OidcProviderName) {
  const label = oidcProviderLabels[provider];
  // Both routes are browser navigations: every outcome, failures included, is a redirect to the log-in page, which
  // reads `#error=` and explains it in words (never a JSON body in the browser's window).
  const toLogin = (reply: FastifyReply, fragment: string) =>
    reply.header('cache-control', 'no-store').redirect(`${deps.config.appUrl}/login#${fragment}`, 302);
  const toLoginWithError = (reply: FastifyReply, message: string) => toLogin(reply, `error=${encodeURIComponent(message)}`);
  const clearState = stateCookie(provider, '', 0);

  app.get(
    `/auth/${provider}`,
    {
      // Each start stores a flow row: limited like the other auth routes.
      config: { auth: 'public', rateLimit: authRateLimit(deps.config) },
      schema: routeSchema({
        tags,
        summary: `Start signing in with ${label}`,
        description:
          `Redirects (302) the browser to ${label} (OpenID Connect, state + nonce + PKCE). When ${label} is not configured ` +
          `(GET feature-config lists the configured providers) or cannot be reached, redirects to <app>/login#error=<message>.`,
        response: { 302: null },
      }),
    },
    async (request, reply) => {
      const client = deps.oidc.get(provider);
      if (!client) return toLoginWithError(reply, notConfiguredMessage(label));
      try {
        const started = await startSignIn(deps.db, client, callbackUrl(request, provider));
        reply.header('set-cookie', stateCookie(provider, started.state, OIDC_FLOW_TTL_MS / 1000)(request));
        return reply.header('cache-control', 'no-store').redirect(started.authorizationUrl.href, 302);
      } catch (error) {
        if (!(error instanceof OidcSignInError)) {
          request.log.error({ err: error, provider }, 'social sign-in could not start');
          return toLoginWithError(reply, unexpectedFailureMessage(label));
        }
        request.log.warn({ provider, reason: error.reason }, 'social sign-in could not start');
        return toLoginWithError(reply, error.message);
      }
    },
  );

  app.get(
    `/auth/${provider}/callback`,
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: `${label} redirects here after sign-in`,
        description:
          `Exchanges the code, reads the verified e-mail, finds or creates the user (an account with the same e-mail is linked) and redirects (302) ` +
          `to <app>/login#code=<code>: a single-use code valid for a minute and bound to this browser by an HttpOnly cookie, which the app ` +
          `exchanges for a session with POST auth/social/exchange (never a token in a URL). On any failure (the provider's ` +
          `error or a cancelled consent, a state that does not match this browser, an expired flow, ${label} not configured) ` +
          `to <app>/login#error=<message>.`,
        querystring: callbackQuery,
        response: { 302: null },
      }),
    },
    async (request, reply) => {
      const client = deps.oidc.get(provider);
      if (!client) return toLoginWithError(reply, notConfiguredMessage(label));
      const query = singleValues(request.query as Record<string, unknown>);
      reply.header('set-cookie', clearState(request));
      try {
        const identity = await finishSignIn(deps.db, client, { query, cookieState: readCookie(request, STATE_COOKIE) });
        const user = await userForIdentity(deps, client, identity);
        const handover = await createSocialHandover(deps.db, user.id, provider);
        reply.header('set-cookie', [clearState(request), handoverCookie(request, handover.browserValue, SOCIAL_HANDOVER_TTL_MS / 1000)]);
        return toLogin(reply, `code=${encodeURIComponent(handover.code)}`);
      } catch (error) {
        if (error instanceof OidcSignInError) {
          request.log.warn({ provider, reason: error.reason }, 'social sign-in failed');
        } else if (!(error instanceof OidcUserError)) {
          // Our fault (the database, a bug): logged in full, the person gets a sentence on the log-in page.
          request.log.error({ err: error, provider }, 'social sign-in callback failed');
          return toLoginWithError(reply, unexpectedFailureMessage(label));
        }
        return toLoginWithError(reply, error.message);
      }
    },
  );
}
