import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { type shareLinkIdParams, shareLinkMessages, type shareLinkSlugParams, VISITOR_TOKEN_HEADER } from '@fundnet/validation-schema';
import { AppError } from '../../lib/errors';

export type IdParams = { Params: v.InferOutput<typeof shareLinkIdParams> };
export type SlugParams = { Params: v.InferOutput<typeof shareLinkSlugParams> };

/** The visitor token a request carries (other modules serving a link's scope read it through index.ts). */
export const visitorTokenOf = (request: FastifyRequest) => {
  const value = request.headers[VISITOR_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};
export const visitorToken = visitorTokenOf;

export const owner = { auth: 'user' as const, profile: { minRole: 'editor' as const, types: ['fund' as const] } };
export const ownerReader = { auth: 'user' as const, profile: { minRole: 'viewer' as const, types: ['fund' as const] } };
export const visitorNote = `The visitor token travels in the \`${VISITOR_TOKEN_HEADER}\` header.`;

/** Opening links and guessing passwords or codes: 30 calls a minute per client on top of the per-link throttle. */
export const visitorRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  errorResponseBuilder: () => new AppError(429, shareLinkMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS'),
};
