import type { ProfileContext, SuggestedKeywords } from '@fundnet/validation-schema';
import { pendingApprovalCount } from '../approvals';
import { discoveryWeightOf, suggestedTags } from '../discovery';
import { openClaimCount } from '../profile-claim';
import { subscriptionCount } from '../profile-subscriber';
import { type DbOrTx, findProfileRow, memberContacts } from '../profiles';

// The administration console's reads of a profile, each asked of the module that owns the data (ADR 0069).

/**
 * GET administration/suggestedKeywords/{searchTerm}: keywords profiles already use (the discovery tags: keywords,
 * funds' sector focus, providers' main offerings) that contain the term, those starting with it first, then the
 * most used. At most 20.
 */
export async function suggestedKeywords(db: DbOrTx, term: string): Promise<SuggestedKeywords> {
  return { items: await suggestedTags(db, term) };
}

/** GET administration/profile/context: the profile named in meta-profile-id, as an administrator needs it. */
export async function profileContext(db: DbOrTx, profileId: string): Promise<ProfileContext> {
  const profile = await findProfileRow(db, profileId, { withDeleted: true });
  const [contacts, pendingApprovals, pendingClaims, weight, followers] = await Promise.all([
    memberContacts(db, profileId, { withDeletedAccounts: true }),
    pendingApprovalCount(db, profileId),
    openClaimCount(db, profileId),
    discoveryWeightOf(db, profileId),
    subscriptionCount(db, profileId),
  ]);
  const members = contacts.map(({ userId, email, role }) => ({ userId, email, role }));
  return {
    profile: {
      id: profile!.id,
      type: profile!.type,
      name: profile!.name,
      slug: profile!.slug,
      status: profile!.status,
      createdAt: profile!.createdAt.toISOString(),
      updatedAt: profile!.updatedAt.toISOString(),
    },
    claimed: members.some((member) => member.role === 'owner'),
    members,
    pendingApprovals,
    pendingClaims,
    discoveryWeight: weight,
    followers,
  };
}
