import { type SQL, sql } from 'drizzle-orm';

/**
 * Opens of a profile's share links by visitor e-mail (lower case), as a select of (key, n, last) that commitments'
 * book joins by LP e-mail in one statement (ADR 0069): the visits are this module's, so it writes the SQL and the
 * reader embeds it. `emails` (lower case) null: every visitor.
 */
export function linkOpensByEmail(profileId: string, emails: readonly string[] | null): SQL {
  return sql`
      select lower(v.email) as key, sum(v.opens)::float8 as n, max(v.last_seen_at) as last
      from share_link_visits v join share_links l on l.id = v.link_id
      where l.profile_id = ${profileId} and v.email is not null
        ${
          emails
            ? sql`and lower(v.email) in (${sql.join(
                emails.map((email) => sql`${email}`),
                sql`, `,
              )})`
            : sql``
        }
      group by lower(v.email)`;
}
