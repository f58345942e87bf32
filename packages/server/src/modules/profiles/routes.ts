import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CreateProfileInput,
  createProfileBody,
  myProfilesReply,
  profileDetailSchema,
  profileIdParams,
  profileSummarySchema,
  profilesMessages,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import { createProfile, deleteDraftProfile, getProfileDetail, listMyProfiles } from './service';

const tags = ['profiles'];

/** The active profile of a profile-scoped call, which must be the profile the path names. */
// The type through fastify's request (declared by plugins/profile-context.ts), so profiles never imports the plugin
// that imports profiles' membership reads.
function profileFromPath(request: FastifyRequest<{ Params: { id: string } }>): NonNullable<FastifyRequest['profile']> {
  const profile = request.profile!;
  if (request.params.id.toLowerCase() !== profile.id.toLowerCase()) {
    throw badRequest(profilesMessages.pathIsNotActiveProfile, 'PROFILE_PATH_MISMATCH');
  }
  return profile;
}

/**
 * Profile core (issue: "calls to create a profile, list mine and delete a draft, so onboarding can create one").
 * Section data of each profile type is served by its own family (fund-info, investor-info, service-provider).
 */
export async function profileRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post<{ Body: CreateProfileInput }>(
    '/profiles',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Create a profile (onboarding)',
        description:
          'Creates a draft fund, investor or service-provider profile with the caller as its owner. ' +
          'The slug comes from the name and is unique per type (-2, -3… when taken).',
        security: 'bearer',
        body: createProfileBody,
        response: { 201: profileSummarySchema },
      }),
    },
    async (request, reply) => {
      const summary = await createProfile(db, request.auth!.userId, request.body);
      return reply.status(201).send(summary);
    },
  );

  app.get(
    '/profiles/mine',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'List my profiles',
        description:
          'Every profile the caller is a member of, with the caller’s role on each, newest first. Deleted profiles are left out.',
        security: 'bearer',
        response: { 200: myProfilesReply },
      }),
    },
    async (request) => listMyProfiles(db, request.auth!.userId),
  );

  app.get<{ Params: { id: string } }>(
    '/profiles/:id',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Read a profile with its members',
        description:
          'Profile-scoped (any member role): send meta-profile-id / meta-profile-type of this profile. ' +
          'A path id other than meta-profile-id is a 400.',
        security: 'bearer',
        params: profileIdParams,
        response: { 200: profileDetailSchema },
      }),
    },
    async (request) => {
      const profile = profileFromPath(request);
      return getProfileDetail(db, profile.id, profile.role);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/profiles/:id',
    {
      config: { auth: 'user', profile: { minRole: 'owner' } },
      schema: routeSchema({
        tags,
        summary: 'Delete a draft profile',
        description:
          'Profile-scoped, owner only. Only a draft can be deleted (409 otherwise); the profile is soft-deleted. ' +
          'A path id other than meta-profile-id is a 400.',
        security: 'bearer',
        params: profileIdParams,
        errors: [409],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const profile = profileFromPath(request);
      await deleteDraftProfile(db, profile.id);
      return reply.status(204).send();
    },
  );
}
