import type { FastifyInstance } from 'fastify';
import { type FundraisingDashboard, fundraisingDashboardReply } from '@fundnet/validation-schema';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { closingGoal } from '../commitments';
import { dataRoomStatistics } from '../data-room';
import { dataRooms } from '../data-room/tables';
import { listLinks } from '../fund-custom-profile-link';
import { fundFamily } from '../fund-info';
import { familyDensity } from '../profile-sections';
import { viewStats } from '../profile-view';
import { trackRecordDashboard } from '../track-record';

/** The most visited profile links the dashboard lists. */
export const DASHBOARD_LINKS = 5;

/**
 * The fundraising dashboard of the active fund: each figure from the family that owns it, through its index.ts.
 * Nothing is stored or recomputed here (README.md).
 */
export async function fundraisingDashboard(deps: AppDeps, profileId: string): Promise<FundraisingDashboard> {
  const { db } = deps;
  const visits = await viewStats(db, profileId, { timeFilter: 'lastWeek' });
  const { density } = await familyDensity(db, fundFamily, profileId);
  const links = await listLinks(deps, profileId);
  const { trackRecords, recentGraduations } = await trackRecordDashboard(db, profileId);
  const [room] = await db
    .select({ id: dataRooms.id })
    .from(dataRooms)
    .where(eq(dataRooms.fundProfileId, profileId))
    .orderBy(desc(dataRooms.isDefault), asc(dataRooms.createdAt))
    .limit(1);
  const roomStats = room ? await dataRoomStatistics(db, room.id) : null;
  const first = await closingGoal(db, profileId, 'first');
  const final = await closingGoal(db, profileId, 'final');
  return {
    visits: visits.totals,
    density,
    profileLinks: [...links]
      .sort((a, b) => b.visits - a.visits || b.updatedAt.localeCompare(a.updatedAt))
      .slice(0, DASHBOARD_LINKS)
      .map((l) => ({ id: l.id, name: l.name, visits: l.visits, lastVisitAt: l.lastVisitAt, updatedAt: l.updatedAt })),
    trackRecords,
    recentGraduations,
    dataRoom: roomStats && {
      fileViews: roomStats.fileViews,
      downloads: roomStats.downloads,
      folders: roomStats.folders,
      files: roomStats.files,
      openingRate: roomStats.openingRate,
      averageTimeMs: roomStats.averageTimeMs,
      lastView: roomStats.lastView,
    },
    closes: { first: first.goal, final: final.goal },
  };
}

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
