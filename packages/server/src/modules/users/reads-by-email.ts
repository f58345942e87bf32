import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './tables';

/**
 * The id of a user with this e-mail, compared without case, deleted accounts too, or null: data-room's "why may this
 * address read that file" resolves an address typed by a manager to the person, so profile and role holders match.
 */
export async function userIdByEmailAnyCase(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row?.id ?? null;
}

/**
 * The live users whose e-mail is among `emails` (stored lower-cased: pass them normalised), as id and e-mail; unknown
 * addresses are absent. platform-event names its hosts by e-mail.
 */
export async function liveUsersByEmails(db: DbOrTx, emails: readonly string[]): Promise<{ id: string; email: string }[]> {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, [...emails]), isNull(users.deletedAt)));
}
