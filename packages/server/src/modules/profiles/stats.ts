import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// The administration console's figures about profiles (ADR 0069: profiles owns the table).

/** `(select count(*) …)` of live profiles, for a one-statement set of figures. */
export const liveProfileCount = sql<number>`(select count(*)::int from profiles where deleted_at is null)`;

/** Live profiles per type and status: the driver's result, rows of { type, status, n }. */
export async function profilesByTypeAndStatus(db: DbOrTx): Promise<unknown> {
  return db.execute(
    sql`select type, status, count(*)::int as n from profiles where deleted_at is null group by type, status order by type, status`,
  );
}

/** Live profiles created per week and type since `since` (an SQL instant): the driver's result, rows of { week, type, n }. */
export async function profilesCreatedByWeek(db: DbOrTx, since: SQL): Promise<unknown> {
  return db.execute(
    sql`select date_trunc('week', created_at) as week, type, count(*)::int as n from profiles
        where created_at >= ${since} and deleted_at is null group by 1, 2 order by 1, 2`,
  );
}
