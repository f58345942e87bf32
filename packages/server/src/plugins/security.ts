import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { declarePublicRoutes } from './route-auth';
import './auth';

export interface SecurityOptions {
  corsOrigins: string[];
  /** Shared counters for the rate limits (REDIS_URL); without it, each process counts in memory. */
  redis?: Redis;
}

/** Security headers, CORS with credentials for the web app's origins, and rate limits opted into per route. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    // The API answers JSON; the shell's pages set their own policy when served (see plugins/static-web.ts).
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // CORS answers preflight requests (OPTIONS) itself: a browser's question before a call, public by nature.
  declarePublicRoutes(app, (route) => [route.method].flat().every((method) => method === 'OPTIONS'));
  await app.register(cors, {
    origin: options.corsOrigins,
    credentials: true,
    allowedHeaders: ['authorization', 'content-type', 'meta-profile-id', 'meta-profile-type', 'hutk', 'x-api-version', 'x-forwarded-for'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  // With REDIS_URL the counters live in Redis, so limits hold across every API process; otherwise in this process's
  // memory. While Redis is unreachable requests are let through (skipOnError) rather than refused: the limits are a
  // brake on abuse, not a reason to take the API down with Redis.
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'fundnet:rate-limit:', skipOnError: true } : {}),
  });

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
