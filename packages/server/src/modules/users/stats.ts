import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// The administration console's figures about accounts (ADR 0069: users owns the table). Scalar subqueries, so the
// console's sidebar stays one statement over every owner's figures.

export const userFigures = {
  live: sql<number>`(select count(*)::int from users where deleted_at is null)`,
  administrators: sql<number>`(select count(*)::int from users where deleted_at is null and is_admin and revoked_at is null)`,
  revoked: sql<number>`(select count(*)::int from users where deleted_at is null and revoked_at is not null)`,
  deleted: sql<number>`(select count(*)::int from users where deleted_at is not null)`,
  signUpsLast7Days: sql<number>`(select count(*)::int from users where created_at >= now() - interval '7 days')`,
};

/** Sign-ups per week (`date_trunc('week')`) since `since` (an SQL instant): the driver's result, rows of { week, n }. */
export async function signUpsByWeek(db: DbOrTx, since: SQL): Promise<unknown> {
  return db.execute(
    sql`select date_trunc('week', created_at) as week, count(*)::int as n from users where created_at >= ${since} group by 1 order by 1`,
  );
}
