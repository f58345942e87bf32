import { type SQL, sql } from 'drizzle-orm';

/**
 * A fund's views by viewer profile, as a select of (key = viewer profile id, n, last) that commitments' book joins by
 * LP profile in one statement (ADR 0069): the rollup (`profile_view_viewers`, ADR 0060) is profile-view's, so it writes
 * the SQL and the reader embeds it. One row per viewer, not one per view. `viewerProfileIds` null: every viewer.
 */
export function profileViewsByViewer(profileId: string, viewerProfileIds: readonly string[] | null): SQL {
  return sql`
      select viewer_profile_id as key, views::float8 as n, last_viewed_at as last
      from profile_view_viewers
      where profile_id = ${profileId}
        ${
          viewerProfileIds
            ? sql`and viewer_profile_id in (${sql.join(
                viewerProfileIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }`;
}
