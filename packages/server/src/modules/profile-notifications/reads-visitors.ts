import { and, eq, sql } from 'drizzle-orm';
import { notificationDefaults } from '@fundnet/validation-schema';
import { type DbOrTx, profileMembersView } from '../profiles';
import { userRefs } from '../users';
import { profileNotificationPreferences } from './tables';

/**
 * The e-mail addresses of the members (live accounts) of a profile who did not switch "Visitors" off. "Visitors" is a
 * digest-only option, so a share link's first open (one mail per visitor and link, rare by nature) goes to every member
 * who kept it on, whatever its frequency. One statement over the owners' subqueries, by e-mail.
 */
export async function visitorsOptionRecipients(db: DbOrTx, profileId: string): Promise<string[]> {
  const member = profileMembersView('member');
  const account = userRefs('account');
  const rows = await db
    .select({ email: account.email })
    .from(member)
    .innerJoin(account, eq(account.id, member.userId))
    .leftJoin(
      profileNotificationPreferences,
      and(
        eq(profileNotificationPreferences.profileId, member.profileId),
        eq(profileNotificationPreferences.userId, member.userId),
        eq(profileNotificationPreferences.option, 'visitors'),
      ),
    )
    .where(
      and(
        eq(member.profileId, profileId),
        sql`coalesce(${profileNotificationPreferences.frequency}, ${notificationDefaults.visitors}) <> 'off'`,
      ),
    )
    .orderBy(account.email);
  return rows.map((row) => row.email);
}
