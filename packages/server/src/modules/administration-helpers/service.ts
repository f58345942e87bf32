import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { openProfileClaimStatuses, type ProfileContext, type SuggestedKeywords } from '@fundnet/validation-schema';
import { approvals } from '../approvals/tables';
import { discoveryWeights } from '../discovery/tables';
import { profileClaims } from '../profile-claim/tables';
import { profileSubscriptions } from '../profile-subscriber/tables';
import type { DbOrTx } from '../profiles';
import { profileMembers, profiles } from '../profiles/tables';
import { users } from '../users/tables';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET administration/suggestedKeywords/{searchTerm}: keywords profiles already use (the discovery tags: keywords,
 * funds' sector focus, providers' main offerings) that contain the term, those starting with it first, then the
 * most used. At most 20.
 */
export async function suggestedKeywords(db: DbOrTx, term: string): Promise<SuggestedKeywords> {
  const lowered = term.trim().toLowerCase();
  const rows = await db.execute<{ keyword: string; n: number }>(sql`
    select tag as keyword, count(*)::int as n
    from discovery_profiles d, unnest(d.tags) tag
    where tag like ${`%${escapeLike(lowered)}%`}
    group by tag
    order by (tag like ${`${escapeLike(lowered)}%`}) desc, count(*) desc, tag
    limit 20`);
  return { items: rows.rows.map((row) => ({ keyword: row.keyword, count: Number(row.n) })) };
}

/** GET administration/profile/context: the profile named in meta-profile-id, as an administrator needs it. */
export async function profileContext(db: DbOrTx, profileId: string): Promise<ProfileContext> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
  const [members, [pendingApprovals], [pendingClaims], [weight], [followers]] = await Promise.all([
    db
      .select({ userId: profileMembers.userId, email: users.email, role: profileMembers.role })
      .from(profileMembers)
      .innerJoin(users, eq(users.id, profileMembers.userId))
      .where(eq(profileMembers.profileId, profileId))
      .orderBy(profileMembers.createdAt),
    db
      .select({ n: count() })
      .from(approvals)
      .where(and(eq(approvals.profileId, profileId), eq(approvals.status, 'Tbd'))),
    db
      .select({ n: count() })
      .from(profileClaims)
      .where(and(eq(profileClaims.profileId, profileId), inArray(profileClaims.status, [...openProfileClaimStatuses]))),
    db.select({ weight: discoveryWeights.weight }).from(discoveryWeights).where(eq(discoveryWeights.profileId, profileId)),
    db.select({ n: count() }).from(profileSubscriptions).where(eq(profileSubscriptions.subscribedProfileId, profileId)),
  ]);
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
    pendingApprovals: pendingApprovals?.n ?? 0,
    pendingClaims: pendingClaims?.n ?? 0,
    discoveryWeight: weight?.weight ?? 0,
    followers: followers?.n ?? 0,
  };
}
