import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ProfileNotificationsInput, profileNotificationsBody, profileNotificationsReply } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { readPreferences, savePreferences } from './service';

const tags = ['profile-notifications'];

/** The caller's own notification choices for the active profile (README.md). */
export async function profileNotificationsRoutes(app: FastifyInstance, { db }: AppDeps) {
  const memberOf = (request: FastifyRequest) => ({
    profileId: request.profile!.id,
    profileType: request.profile!.type,
    userId: request.auth!.userId,
  });

  app.get(
    '/profile-notifications',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Read my notification choices for the active profile',
        description:
          'Any member role, about themselves only. For each notification option of the profile’s type: the frequency chosen ' +
          '(off, immediately, daily, weekly; the default until the member chooses), the frequencies it offers, and whether ' +
          'Fundnet already sends it. E-mails go to the member’s primary address (`email`).',
        security: 'bearer',
        response: { 200: profileNotificationsReply },
      }),
    },
    async (request) => readPreferences(db, memberOf(request)),
  );

  app.put<{ Body: ProfileNotificationsInput }>(
    '/profile-notifications',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Change my notification choices for the active profile',
        description:
          'Any member role, about themselves only. preferences: { <option>: off | immediately | daily | weekly }; options left ' +
          'out keep their choice. 422 on preferences.<option> for an option of another profile type, or visitors immediately ' +
          '(digest only).',
        security: 'bearer',
        body: profileNotificationsBody,
        response: { 200: profileNotificationsReply },
      }),
    },
    async (request) => savePreferences(db, memberOf(request), request.body.preferences),
  );
}
