// GET administration/stats/profiles and administration/sidebar-stats.
import type { ProfileStats, ProfileStatus, ProfileType, SidebarStats } from '@fundnet/validation-schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { waitingApprovalAges, waitingApprovalFigures } from '../approvals';
import { claimsAwaitingReview } from '../profile-claim';
import { liveProfileCount, profilesByTypeAndStatus, profilesCreatedByWeek } from '../profiles';
import { signUpsByWeek, userFigures } from '../users';

// Every figure is asked of the module that owns its table (ADR 0069); the sidebar stays one statement of their
// scalar subqueries.

/** Weeks the sign-up and profile charts cover. */
export const STATS_WEEKS = 12;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
const weekOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString().slice(0, 10);

export async function profileStats(db: Db): Promise<ProfileStats> {
  const since = sql`date_trunc('week', now()) - interval '${sql.raw(String(STATS_WEEKS - 1))} weeks'`;
  const [byType, signUps, created] = await Promise.all([
    profilesByTypeAndStatus(db),
    signUpsByWeek(db, since),
    profilesCreatedByWeek(db, since),
  ]);
  // Every week of the window, so the chart shows the quiet weeks too.
  const weeks: string[] = [];
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  for (let i = STATS_WEEKS - 1; i >= 0; i--) weeks.push(new Date(start.getTime() - i * 7 * 86_400_000).toISOString().slice(0, 10));
  const signUpCounts = new Map(rowsOf(signUps).map((row) => [weekOf(row.week), Number(row.n)]));
  const createdRows = rowsOf(created).map((row) => ({ week: weekOf(row.week), type: row.type as ProfileType, count: Number(row.n) }));
  return {
    byTypeAndStatus: rowsOf(byType).map((row) => ({
      type: row.type as ProfileType,
      status: row.status as ProfileStatus,
      count: Number(row.n),
    })),
    signUpsByWeek: weeks.map((week) => ({ week, count: signUpCounts.get(week) ?? 0 })),
    profilesByWeek: weeks.flatMap((week) =>
      (['fund', 'investor', 'serviceProvider'] as const).map((type) => ({
        week,
        type,
        count: createdRows.find((row) => row.week === week && row.type === type)?.count ?? 0,
      })),
    ),
  };
}

export async function sidebarStats(db: Db): Promise<SidebarStats> {
  const [counts, ages] = await Promise.all([
    db.execute(sql`select
      ${userFigures.live} as users,
      ${userFigures.administrators} as administrators,
      ${userFigures.revoked} as revoked,
      ${userFigures.deleted} as deleted,
      ${liveProfileCount} as profiles,
      ${waitingApprovalFigures.count} as approvals,
      ${claimsAwaitingReview} as claims,
      ${waitingApprovalFigures.oldest} as oldest,
      ${userFigures.signUpsLast7Days} as signups7`),
    waitingApprovalAges(db),
  ]);
  const row = rowsOf(counts)[0] ?? {};
  const byBucket = new Map(rowsOf(ages).map((r) => [String(r.bucket), Number(r.n)]));
  return {
    users: Number(row.users ?? 0),
    administrators: Number(row.administrators ?? 0),
    revokedUsers: Number(row.revoked ?? 0),
    deletedUsers: Number(row.deleted ?? 0),
    profiles: Number(row.profiles ?? 0),
    approvalsWaiting: Number(row.approvals ?? 0),
    claimsWaiting: Number(row.claims ?? 0),
    approvalsWaitingByAge: ['Under a day', '1-3 days', '3-7 days', 'Over a week'].map((bucket) => ({
      bucket,
      count: byBucket.get(bucket) ?? 0,
    })),
    oldestApprovalWaitingSince: row.oldest
      ? new Date(String(row.oldest instanceof Date ? row.oldest.toISOString() : row.oldest)).toISOString()
      : null,
    signUpsLast7Days: Number(row.signups7 ?? 0),
  };
}
