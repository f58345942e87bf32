import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { policyRefs } from '../access-policy';
import { shareLinks } from './tables';

/**
 * How many of the profile's share links are live: switched on and not deleted. The one rule for every count of a
 * fund's links: billing holds it against the plan's limit (and the usage row the screens show reads it), and a post's
 * audience counts these links' visitors. A switched-off link lets nobody in, so it takes no place in the plan.
 */
export async function shareLinkCount(db: DbOrTx, profileId: string): Promise<number> {
  const policy = policyRefs('share_link_policy', { enabledOnly: true });
  const [row] = await db
    .select({ n: count() })
    .from(shareLinks)
    .innerJoin(policy, eq(policy.id, shareLinks.policyId))
    .where(and(eq(shareLinks.profileId, profileId), isNull(shareLinks.deletedAt)));
  return Number(row?.n ?? 0);
}
