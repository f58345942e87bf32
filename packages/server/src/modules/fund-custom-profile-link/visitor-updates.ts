import { and, eq, sql } from 'drizzle-orm';
import { addressAdmitted, policyColumnsOf, policyRowRefs } from '../access-policy';
import type { DbOrTx } from '../profiles';
import { shareLinkVisits, shareLinks } from './tables';
import { linkUrl } from './service';
import type { LinkVisitor } from './visitors';

// ------------------------------------------------------------------------------------------ updates to visitors

/**
 * Who hears of updates to a resource of a link's scope (the link's notifyOnUpdates, "Notify visitors of updates"):
 * the visitors of the fund's live links that name `entry`, with an address they proved (magic link or sign-in) and
 * that the link still admits. Each comes with the link's URL and, as a LinkVisitor, what the link grants them, so the
 * resource's module decides with its own rule what the update shows them.
 */
export async function updateRecipients(
  db: DbOrTx,
  appUrl: string,
  fundProfileId: string,
  entry: string,
): Promise<{ email: string; url: string; visitor: LinkVisitor }[]> {
  // The link's policy through access-policy's subquery: one statement, as before.
  const policy = policyRowRefs('link_policy');
  const rows = await db
    .select({
      link: shareLinks,
      policy: policyColumnsOf(policy),
      email: shareLinkVisits.email,
      visitorTokenId: shareLinkVisits.visitorTokenId,
    })
    .from(shareLinks)
    .innerJoin(policy, eq(policy.id, shareLinks.policyId))
    .innerJoin(shareLinkVisits, eq(shareLinkVisits.linkId, shareLinks.id))
    .where(
      and(
        eq(shareLinks.profileId, fundProfileId),
        sql`${shareLinks.scope} @> array[${entry}]::text[]`,
        eq(policy.enabled, true),
        sql`(${policy.expiresAt} is null or ${policy.expiresAt} > now())`,
        eq(shareLinkVisits.emailVerified, true),
        sql`${shareLinkVisits.email} is not null`,
      ),
    );
  const seen = new Set<string>();
  const recipients: { email: string; url: string; visitor: LinkVisitor }[] = [];
  for (const row of rows) {
    const email = row.email!.toLowerCase();
    if (!row.link.permissions.notifyOnUpdates || seen.has(email) || !addressAdmitted(row.policy, email)) continue;
    seen.add(email);
    recipients.push({
      email,
      url: linkUrl(appUrl, row.link.slug),
      visitor: {
        linkId: row.link.id,
        linkName: row.link.name,
        profileId: row.link.profileId,
        scope: row.link.scope,
        permissions: row.link.permissions,
        allowQuestions: row.link.allowQuestions,
        email,
        emailVerified: true,
        visitorId: row.visitorTokenId ?? '',
      },
    });
  }
  return recipients;
}
