import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  authMessages,
  automaticFollowBody,
  automaticFollowReply,
  type FollowProfileInput,
  followIdParams,
  followListQuery,
  followListReply,
  followProfileBody,
  followReply,
  iFollowQuery,
  iFollowReply,
  optionalFollowProfileBody,
  optionalProfileIdQuery,
  updateFollowBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { unprocessable } from '../../lib/errors';
import { notifyNewFollower } from '../profile-notifications';
import { routeSchema } from '../../lib/route-schema';
import { automaticFollow, follow, type FollowListQuery, iFollow, listFollows, removeFollower, unfollow, updateFollow } from './service';

const tags = ['follow'];

type OptionalProfileId = {
  Body: v.InferOutput<typeof optionalFollowProfileBody>;
  Querystring: v.InferOutput<typeof optionalProfileIdQuery>;
};

/** The other profile of a DELETE: the body's profileId, else ?profileId= (422 'Profile id is required' without either). */
export function profileIdOf(request: { body: OptionalProfileId['Body']; query: OptionalProfileId['Querystring'] }): string {
  const profileId = request.body?.profileId ?? request.query.profileId;
  if (!profileId) throw unprocessable({ profileId: [authMessages.profileIdRequired] });
  return profileId;
}

/**
 * api/follow: the active profile follows and unfollows profiles, lists its followers and followed profiles,
 * removes followers and sets the notification level of its follows. Follows are profile_subscriptions rows
 * (profile-subscriber writes the same ones). README.md gives the design.
 */
export async function followRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  app.post<{ Body: FollowProfileInput }>(
    '/follow',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Follow a profile as the active profile',
        description:
          'Profile-scoped, any member role. The target must be a profile a visitor can open (published; an investor visible in ' +
          'discovery): 422 REFERENCE_NOT_FOUND on profileId otherwise. 400 for the active profile itself. 201 when new, 200 when already following (the first ' +
          'follow is kept). The reply carries the followed profile’s follower count.',
        security: 'bearer',
        body: followProfileBody,
        response: { 200: followReply, 201: followReply },
      }),
    },
    async (request, reply) => {
      const { created, ...result } = await follow(db, request.profile!.id, request.body.profileId);
      if (created) {
        const input = { subscriberProfileId: request.profile!.id, subscribedProfileId: request.body.profileId };
        await notifyNewFollower(deps, { ...input, actorUserId: request.auth!.userId }, request.log);
      }
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.delete<OptionalProfileId>(
    '/follow',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Stop following a profile',
        description:
          'Profile-scoped, any member role. The profile as `{ profileId }` in the body or `?profileId=`. 204 whether or not the ' +
          'active profile followed it.',
        security: 'bearer',
        body: optionalFollowProfileBody,
        querystring: optionalProfileIdQuery,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await unfollow(db, request.profile!.id, profileIdOf(request));
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: v.InferInput<typeof followListQuery> }>(
    '/follow',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Followers of the active profile, or the profiles it follows',
        description:
          'Profile-scoped, any member role. list followers|following (default followers), skip (default 0), take (10, 20, 30, 40 ' +
          'or 50; default 10), search (part of the name, any case). Live profiles only, newest follow first. `total` counts the ' +
          'rows matching the search; `counts` both lists whatever the search. `mutual`: the follow goes both ways.',
        security: 'bearer',
        querystring: followListQuery,
        response: { 200: followListReply },
      }),
    },
    async (request) => listFollows(db, request.profile!.id, request.query as unknown as FollowListQuery),
  );

  app.get<{ Querystring: v.InferOutput<typeof iFollowQuery> }>(
    '/follow/iFollow',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Whether the active profile follows a profile (and is followed back)',
        description: 'Profile-scoped, any member role. 404 when no live profile has this id.',
        security: 'bearer',
        querystring: iFollowQuery,
        errors: [404],
        response: { 200: iFollowReply },
      }),
    },
    async (request) => iFollow(db, request.profile!.id, request.query.profileId),
  );

  app.post<{ Body: v.InferOutput<typeof automaticFollowBody> }>(
    '/follow/automatic-follow',
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: 'Follow several profiles at once, and / or follow back every follower',
        description:
          'Profile-scoped, editor role and up. `profileIds` (up to 50, e.g. the suggestions the onboarding offers) and / or ' +
          '`followBack: true` (every current follower that is public and not followed yet). New follows are marked ' +
          '`origin: automatic`. Ids that are the active profile or not a public profile are reported in `skipped`, not refused.',
        security: 'bearer',
        body: automaticFollowBody,
        response: { 200: automaticFollowReply },
      }),
    },
    async (request) => {
      const result = await automaticFollow(db, request.profile!.id, request.body);
      for (const subscribedProfileId of result.followed) {
        await notifyNewFollower(
          deps,
          { subscriberProfileId: request.profile!.id, subscribedProfileId, actorUserId: request.auth!.userId },
          request.log,
        );
      }
      return result;
    },
  );

  const removeFollowSchema = (method: 'POST' | 'DELETE') =>
    routeSchema({
      tags,
      summary: 'Remove one of the active profile’s followers',
      description:
        'Profile-scoped, editor role and up. The follower as `{ profileId }` in the body' +
        (method === 'DELETE' ? ' or `?profileId=`' : '') +
        '. 204 whether or not that profile followed. It can follow again later (removing is not blocking).',
      security: 'bearer',
      body: method === 'POST' ? followProfileBody : optionalFollowProfileBody,
      ...(method === 'DELETE' ? { querystring: optionalProfileIdQuery } : {}),
      response: { 204: null },
    });

  app.post<{ Body: FollowProfileInput }>(
    '/follow/removeFollow',
    { config: { auth: 'user', profile: { minRole: 'editor' } }, schema: removeFollowSchema('POST') },
    async (request, reply) => {
      await removeFollower(db, request.profile!.id, request.body.profileId);
      return reply.status(204).send();
    },
  );

  app.delete<OptionalProfileId>(
    '/follow/removeFollow',
    { config: { auth: 'user', profile: { minRole: 'editor' } }, schema: removeFollowSchema('DELETE') },
    async (request, reply) => {
      await removeFollower(db, request.profile!.id, profileIdOf(request));
      return reply.status(204).send();
    },
  );

  app.put<{ Params: v.InferOutput<typeof followIdParams>; Body: v.InferOutput<typeof updateFollowBody> }>(
    '/follow/:id',
    {
      config: { auth: 'user', profile: { minRole: 'editor' } },
      schema: routeSchema({
        tags,
        summary: 'Set the notification level of one of the active profile’s follows',
        description:
          'Profile-scoped, editor role and up. {id} is the follow’s id (GET follow?list=following, GET follow/iFollow). ' +
          'notifications: all (posts and profile updates), updates (profile updates only) or none. 404 for a follow the ' +
          'active profile did not make.',
        security: 'bearer',
        params: followIdParams,
        body: updateFollowBody,
        response: { 200: followReply },
      }),
    },
    async (request) => updateFollow(db, request.profile!.id, request.params.id, request.body.notifications),
  );
}
