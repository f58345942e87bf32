import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { providerRatingBody, providerRatingParams, providerRatingSummarySchema } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { rateProvider, ratingSummary, removeRating } from './service';

const tags = ['providerRating'];
type Params = v.InferOutput<typeof providerRatingParams>;

/** api/providerRating: likes and a score (1..5) for service providers. README.md gives the design. */
export async function providerRatingRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Params: Params }>(
    '/providerRating/:providerId',
    {
      config: { auth: 'optional', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: 'Likes and average score of a service provider',
        description:
          'Public. 404 for a provider that is not published. `mine` is the active profile’s own rating when the caller sends ' +
          'the meta-profile headers (checked as for any member call), else null.',
        params: providerRatingParams,
        errors: [404],
        response: { 200: providerRatingSummarySchema },
      }),
    },
    async (request) => ratingSummary(db, request.params.providerId, request.profile?.id ?? null),
  );

  app.put<{ Params: Params; Body: v.InferOutput<typeof providerRatingBody> }>(
    '/providerRating/:providerId',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Like and / or score a service provider as the active profile',
        description:
          'Profile-scoped, any member role, any profile type. { liked?, score? } (score 1..5, null clears it; a field left out ' +
          'keeps its value); at least one of the two, or 422 "Like or score the provider". 400 rating your own profile, 404 a ' +
          'provider that is not published.',
        params: providerRatingParams,
        body: providerRatingBody,
        errors: [404],
        response: { 200: providerRatingSummarySchema },
      }),
    },
    async (request) => rateProvider(db, request.params.providerId, request.profile!.id, request.body),
  );

  app.delete<{ Params: Params }>(
    '/providerRating/:providerId',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Withdraw the active profile’s like and score',
        description: 'Profile-scoped, any member role. 204 whether or not there was a rating.',
        params: providerRatingParams,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await removeRating(db, request.params.providerId, request.profile!.id);
      return reply.status(204).send();
    },
  );
}
