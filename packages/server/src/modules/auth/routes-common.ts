import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { authErrors, type RequestMeta } from './common';

/** The per-IP limit of the auth routes that guess or send something (AUTH_RATE_LIMIT_PER_MINUTE), with our error body. */
export function authRateLimit(config: Config) {
  return {
    max: config.authRateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new AppError(429, authErrors.tooManyAttempts),
  };
}

export const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The signed-in caller of a 'user' or 'admin' route (the auth plugin has checked it). */
export const caller = (request: FastifyRequest) => request.auth!;

export const tags = ['auth'];

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
