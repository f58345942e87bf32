import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  type FavouriteProfileInput,
  favouriteListQuery,
  favouriteListReply,
  favouriteProfileBody,
  favouriteSchema,
  favouringsReply,
  optionalFavouriteProfileBody,
  optionalProfileIdQuery,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { profileIdOf } from '../follow';
import { addFavourite, type FavouriteListQuery, favourings, listFavourites, removeFavourite } from './service';

const tags = ['favourite'];

/**
 * api/favourite: the active profile's private bookmarks of other profiles, and how many profiles favourite
 * it (counts only). README.md gives the design.
 */
export async function favouriteRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post<{ Body: FavouriteProfileInput }>(
    '/favourite',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Add a profile to the active profile’s favourites',
        description:
          'Profile-scoped, any member role. The target must be a profile a visitor can open (published; an investor visible in ' +
          'discovery): 422 REFERENCE_NOT_FOUND on profileId otherwise. 400 for the active profile itself. 201 when new, 200 when already a favourite.',
        security: 'bearer',
        body: favouriteProfileBody,
        response: { 200: favouriteSchema, 201: favouriteSchema },
      }),
    },
    async (request, reply) => {
      const { favourite, created } = await addFavourite(db, request.profile!.id, request.body.profileId);
      return reply.status(created ? 201 : 200).send(favourite);
    },
  );

  app.delete<{ Body: v.InferOutput<typeof optionalFavouriteProfileBody>; Querystring: v.InferOutput<typeof optionalProfileIdQuery> }>(
    '/favourite',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Remove a profile from the active profile’s favourites',
        description:
          'Profile-scoped, any member role. The profile as `{ profileId }` in the body or `?profileId=`. 204 whether or not it ' +
          'was a favourite.',
        security: 'bearer',
        body: optionalFavouriteProfileBody,
        querystring: optionalProfileIdQuery,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await removeFavourite(db, request.profile!.id, profileIdOf(request));
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: v.InferInput<typeof favouriteListQuery> }>(
    '/favourite',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'The active profile’s favourites, as profile cards',
        description:
          'Profile-scoped, any member role; private to the active profile. type fund|investor|serviceProvider, profileId (is this ' +
          'one a favourite), skip (default 0), take (10, 20, 30, 40 or 50; default 10), search (part of the name). Newest ' +
          'first. Profiles no longer public stay listed with `public: false` (no logo, headline or link) so they can be removed.',
        security: 'bearer',
        querystring: favouriteListQuery,
        response: { 200: favouriteListReply },
      }),
    },
    async (request) => listFavourites(db, request.profile!.id, request.query as unknown as FavouriteListQuery),
  );

  app.get(
    '/favourite/favourings',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'How many profiles favourite the active profile',
        description:
          'Profile-scoped, any member role. Counts only (favourites are private to whoever made them): total, by the ' +
          'favouriting profile’s type, and over the last 7 and 30 days.',
        security: 'bearer',
        response: { 200: favouringsReply },
      }),
    },
    async (request) => favourings(db, request.profile!.id),
  );
}
