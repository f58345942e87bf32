import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  type ProfileSubscriberListQuery,
  profileSubscriberListQuery,
  profileSubscriberListReply,
  profileSubscriberProfileIdParams,
  profileSubscriptionSchema,
  type SubscribeToProfileInput,
  subscribeToProfileBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { notifyNewFollower } from '../profile-notifications';
import { routeSchema } from '../../lib/route-schema';
import { listSubscribers, type SubscriberListQuery, subscribe, unsubscribe } from './service';

const tags = ['profile-subscriber'];

/**
 * Subscribers (followers) of the active profile, and the active profile's own subscriptions
 * (issue 4, analytics part). The follow family (discovery) will write the same profile_subscriptions rows.
 */
export async function profileSubscriberRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  app.get<{ Querystring: ProfileSubscriberListQuery }>(
    '/profile-subscriber',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Subscribers of the active profile, with new subscribers per interval',
        description:
          'Profile-scoped, any member role. sortBy createdAt|name (default createdAt), sortOrder asc|desc (default desc), ' +
          'timeFrom / timeTo ISO dates bounding the list and the counts (a date-only timeTo includes its day), ' +
          'interval day|week|month (default month; UTC, weeks from Monday). `total` counts every subscriber.',
        security: 'bearer',
        querystring: profileSubscriberListQuery,
        response: { 200: profileSubscriberListReply },
      }),
    },
    async (request) => listSubscribers(db, request.profile!.id, request.query as unknown as SubscriberListQuery),
  );

  app.post<{ Body: SubscribeToProfileInput }>(
    '/profile-subscriber',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Subscribe the active profile to another profile’s updates',
        description:
          'Profile-scoped, any member role. The target must be a published profile (422 REFERENCE_NOT_FOUND on profileId otherwise); a profile cannot subscribe to ' +
          'itself (400). 201 when new, 200 when the subscription already existed.',
        security: 'bearer',
        body: subscribeToProfileBody,
        response: { 200: profileSubscriptionSchema, 201: profileSubscriptionSchema },
      }),
    },
    async (request, reply) => {
      const { subscription, created } = await subscribe(db, request.profile!.id, request.body.profileId);
      if (created) {
        const subscribed = { subscriberProfileId: subscription.subscriberProfileId, subscribedProfileId: subscription.subscribedProfileId };
        await notifyNewFollower(deps, { ...subscribed, actorUserId: request.auth!.userId }, request.log);
      }
      return reply.status(created ? 201 : 200).send(subscription);
    },
  );

  app.delete<{ Params: v.InferOutput<typeof profileSubscriberProfileIdParams> }>(
    '/profile-subscriber/:profileId',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Unsubscribe the active profile from a profile',
        description: 'Profile-scoped, any member role. 204 whether or not the subscription existed.',
        security: 'bearer',
        params: profileSubscriberProfileIdParams,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await unsubscribe(db, request.profile!.id, request.params.profileId);
      return reply.status(204).send();
    },
  );
}
