import type { FastifyInstance } from 'fastify';
import {
  type ProfileViewStatsQuery,
  profileViewStatsQuery,
  profileViewStatsReply,
  type RecordProfileViewInput,
  recordProfileViewBody,
  recordProfileViewReply,
  type TimeFilter,
  type AnalyticsInterval,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import { recordView, viewStats } from './service';

const tags = ['profile-view'];

/** Views one caller may record per minute: per signed-in user, else per IP. Generous for browsing, tight for scripts. */
export const PROFILE_VIEW_RATE_LIMIT_PER_MINUTE = 60;

/** Visits of published profiles and their analytics (issue 4, analytics part). */
export async function profileViewRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post<{ Body: RecordProfileViewInput }>(
    '/profile-view',
    {
      config: {
        auth: 'optional',
        rateLimit: {
          max: PROFILE_VIEW_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => (request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`),
          errorResponseBuilder: () => new AppError(429, 'Too many requests. Please wait a minute and try again.'),
        },
      },
      schema: routeSchema({
        tags,
        summary: 'Record a view of a published profile',
        description:
          'Public; a bearer token is optional. The public read of a profile (GET {family}/public/{slug}) records its visit itself; ' +
          'this call is for views that do not go through it. Signed in, the visit is the user’s (the team sees the session’s ' +
          'active profile); a member of the viewed profile is never recorded. One visit per visitor (user, share-link visitor ' +
          'or IP address) per profile per UTC day. 422 REFERENCE_NOT_FOUND on profileId when the profile is not published. `recorded` says whether this call counted.',
        body: recordProfileViewBody,
        response: { 200: recordProfileViewReply },
      }),
    },
    async (request) => ({
      recorded: await recordView(db, request.auth, { ip: request.ip, userAgent: request.headers['user-agent'] }, request.body.profileId),
    }),
  );

  app.get<{ Querystring: ProfileViewStatsQuery }>(
    '/profile-view',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Visits of the active profile',
        description:
          'Profile-scoped, any member role. Totals (all time, this week from Monday, this month; UTC), the series of ' +
          '`timeFilter` (default lastMonth) in buckets of `interval` (default: day for lastWeek/lastMonth, week for last3Months, ' +
          'month for lastYear/allTime), and the latest viewers (profile name and type, or "Anonymous visitor").',
        security: 'bearer',
        querystring: profileViewStatsQuery,
        response: { 200: profileViewStatsReply },
      }),
    },
    async (request) => {
      // The validator has applied the defaults.
      const query = request.query as { timeFilter: TimeFilter; interval?: AnalyticsInterval };
      return viewStats(db, request.profile!.id, query);
    },
  );
}
