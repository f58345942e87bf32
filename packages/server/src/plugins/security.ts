import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import './auth';

export interface SecurityOptions {
  corsOrigins: string[];
}

/** Security headers, CORS with credentials for the web app's origins, and rate limits opted into per route. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    // The API answers JSON; the shell's pages set their own policy when served (see plugins/static-web.ts).
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    credentials: true,
    allowedHeaders: ['authorization', 'content-type', 'meta-profile-id', 'meta-profile-type', 'hutk', 'x-api-version', 'x-forwarded-for'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  // In-memory counters per process. With several API processes, pass a Redis store here
  // (@fastify/rate-limit `redis` option) so limits hold across the fleet.
  await app.register(rateLimit, { global: false });

  app.addHook('onSend', async (request, reply) => {
    // Powerful browser features nobody on Fundnet needs, switched off for every page and file we serve
    // (only features every current browser knows: an unknown one is reported as a console error).
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Replies made for a signed-in caller are theirs alone: no shared cache or browser cache keeps them, unless the
    // route chose its own policy (public files keep theirs).
    if (request.auth && reply.getHeader('cache-control') === undefined) reply.header('cache-control', 'no-store');
  });
});

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), fullscreen=(self)';
