import type { FastifyInstance } from 'fastify';
import { fundraisingDashboardReply } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { fundraisingDashboard } from './service';

/** api/fundraising-dashboard (product §2 "Dashboard"). */
export async function fundraisingDashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get(
    '/fundraising-dashboard',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags: ['fundraising-dashboard'],
        summary: 'The fundraising dashboard of the active fund',
        description:
          'Fund profiles, any member role. Visits (total, this week, this month: profile-view), profile data density ' +
          '(fund-info), the 5 most visited share links (fund-custom-profile-link), track records and recent graduations ' +
          '(track-record), the default data room’s analytics (data-room) and the closing goals with progress (commitments).',
        response: { 200: fundraisingDashboardReply },
      }),
    },
    async (request) => fundraisingDashboard(deps, request.profile!.id),
  );
}
