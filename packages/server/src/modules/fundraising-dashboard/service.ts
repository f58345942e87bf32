import type { FundraisingDashboard } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { closingGoal } from '../commitments';
import { dataRoomStatistics, mainDataRoomOf } from '../data-room';
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
  // Deleted links too: the visits they brought stay part of the fund's record (their addresses no longer open).
  const links = await listLinks(deps, profileId, { withDeleted: true });
  const { trackRecords, recentGraduations } = await trackRecordDashboard(db, profileId);
  const room = await mainDataRoomOf(db, profileId);
  const roomStats = room ? await dataRoomStatistics(db, room.id) : null;
  const first = await closingGoal(db, profileId, 'first');
  const final = await closingGoal(db, profileId, 'final');
  return {
    visits: visits.totals,
    density,
    profileLinks: [...links]
      .sort((a, b) => b.visits - a.visits || b.updatedAt.localeCompare(a.updatedAt))
      .slice(0, DASHBOARD_LINKS)
      .map((l) => ({
        id: l.id,
        name: l.deletedAt ? `${l.name} (deleted)` : l.name,
        visits: l.visits,
        lastVisitAt: l.lastVisitAt,
        updatedAt: l.updatedAt,
      })),
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
