import { sql } from 'drizzle-orm';
import type { JobQueue } from '../lib/jobs';
import type { Database } from './client';

/** The planner-statistics job's name on the queue (lib/jobs). */
export const ANALYZE_JOB = 'db.analyze';
/** Hourly, at minute 41 (away from the other schedules). */
export const ANALYZE_CRON = '41 * * * *';

/**
 * Keeps the embedded database's planner statistics fresh (ADR 0060). PostgreSQL's autovacuum analyzes a table once
 * enough of it changed; PGlite runs no background workers, so without this its planner keeps the row estimates of the
 * tables as they were first analyzed (or none): a 5,000-row book estimated at 8 rows was joined by a nested loop and
 * answered in 900 ms instead of 30. On PostgreSQL nothing is defined: autovacuum does it.
 */
export function registerDatabaseMaintenanceJobs(jobs: JobQueue, database: Pick<Database, 'kind' | 'db'>): void {
  if (database.kind !== 'pglite') return;
  jobs.define({
    name: ANALYZE_JOB,
    cron: ANALYZE_CRON,
    runOnStart: true,
    handler: async () => void (await database.db.execute(sql`analyze`)),
  });
}
