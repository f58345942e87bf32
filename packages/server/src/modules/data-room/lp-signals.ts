import { type SQL, sql } from 'drizzle-orm';

/**
 * A fund's data-room reading by viewer e-mail (lower case), as a select of (key, n = views, ms, items, last, pages)
 * that commitments' book joins by LP e-mail in one statement (ADR 0069): the views are this module's, so it writes the
 * SQL and the reader embeds it. `emails` (lower case) null: every reader.
 */
export function dataRoomReadingByEmail(fundProfileId: string, emails: readonly string[] | null): SQL {
  return sql`
      select lower(v.viewer_email) as key, count(*)::float8 as n, coalesce(sum(v.duration_ms), 0)::float8 as ms,
             count(distinct v.item_id)::float8 as items, max(v.last_seen_at) as last,
             coalesce(sum((select count(*) from data_room_page_times p where p.view_id = v.id)), 0)::float8 as pages
      from data_room_views v join data_rooms r on r.id = v.data_room_id
      where r.fund_profile_id = ${fundProfileId}
        ${
          emails
            ? sql`and lower(v.viewer_email) in (${sql.join(
                emails.map((email) => sql`${email}`),
                sql`, `,
              )})`
            : sql``
        }
      group by lower(v.viewer_email)`;
}
