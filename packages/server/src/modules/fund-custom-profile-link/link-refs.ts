import { eq, isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { policyRefs } from '../access-policy';
import { shareLinkCount } from './reads-counts';
import { shareLinks } from './tables';

// What other modules read of share links (ADR 0069): this module owns the table. A new file, so the split of this
// module's service and routes (another change) is not touched.

const qb = new QueryBuilder();

/**
 * Live (not deleted) share links as a subquery (id, name, profileId, policyId, and their policy's `enabled`) for
 * one-statement joins. A deleted link's address is gone, so nothing may be granted through it any more.
 */
export function shareLinkRefs<Alias extends string = 'share_link_refs'>(alias: Alias = 'share_link_refs' as Alias) {
  const policy = policyRefs('share_link_policy');
  return qb
    .select({
      id: shareLinks.id,
      name: shareLinks.name,
      profileId: shareLinks.profileId,
      policyId: shareLinks.policyId,
      enabled: policy.enabled,
    })
    .from(shareLinks)
    .innerJoin(policy, eq(policy.id, shareLinks.policyId))
    .where(isNull(shareLinks.deletedAt))
    .as(alias);
}

/** How many of the profile's share links are switched on (a post's audience: their visitors read it); one rule with billing's. */
export const activeShareLinkCount = shareLinkCount;
