import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthContext, resolveSession, type SessionPolicy } from '../modules/auth';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/errors';

export type RouteAuth = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: 'public' (no token needed; a valid token is still read), 'optional', 'user' or 'admin'.
     * Every route declares it (plugins/route-auth.ts refuses to start otherwise); undeclared counts as 'user'.
     */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Resolves the bearer token to request.auth and enforces each route's `config.auth`. */
export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; policy: SessionPolicy }) => {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    // A URL no route answers is a 404 for everyone; a route that forgot its declaration fails closed.
    const required = request.is404 ? 'public' : (request.routeOptions.config?.auth ?? 'user');
    if (!token) {
      if (required === 'user' || required === 'admin') throw unauthorized();
      return;
    }
    request.auth = await resolveSession(options.db, options.policy, token);
    if (!request.auth && (required === 'user' || required === 'admin')) throw unauthorized(SESSION_EXPIRED_MESSAGE, 'SESSION_EXPIRED');
    if (required === 'admin' && !request.auth?.isAdmin) throw forbidden('This area is for administrators only.');
    if ((required === 'user' || required === 'admin') && request.auth?.kind !== 'user') {
      throw forbidden('This link only gives access to what was shared with you.');
    }
  });
});
