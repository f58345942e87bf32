import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { openProfileClaimStatuses, type ProfileType } from '@fundnet/validation-schema';
import { familyOfType, readPublishedSections, websiteDomain } from '../profile-sections';
import type { DbOrTx } from '../profiles';
import { profileClaims } from './tables';

/** Where a family keeps its website (the same definition check-existing uses); investors have none. */
const websiteField = (type: ProfileType) => familyOfType(type).website;

function readPath(data: Record<string, unknown>, path: readonly string[]): string | null {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' && current.trim() !== '' ? current.trim() : null;
}

/** The published website of each profile (what visitors see and the claimant's address is checked against). */
export async function publishedWebsites(
  db: DbOrTx,
  list: readonly { id: string; type: ProfileType }[],
): Promise<Map<string, string | null>> {
  const websites = new Map<string, string | null>(list.map((profile) => [profile.id, null]));
  const sections = [...new Set(list.flatMap((profile) => websiteField(profile.type)?.section ?? []))];
  if (list.length === 0 || sections.length === 0) return websites;
  const rows = await readPublishedSections(
    db,
    list.map((profile) => profile.id),
    sections,
  );
  const typeOf = new Map(list.map((profile) => [profile.id, profile.type]));
  for (const row of rows) {
    const field = websiteField(typeOf.get(row.profileId)!);
    if (field?.section === row.section) websites.set(row.profileId, readPath(row.data, field.path));
  }
  return websites;
}

export async function publishedWebsite(db: DbOrTx, profile: { id: string; type: ProfileType }): Promise<string | null> {
  return (await publishedWebsites(db, [profile])).get(profile.id) ?? null;
}

export { websiteDomain };

/** The domain rule is the contract's, so the claim form can tell beforehand whether a claim will be reviewed. */
export { claimDomainMatches as domainMatches, claimEmailDomain as emailDomain } from '@fundnet/validation-schema';

/** How many claims of the profile are still open (the administration console's profile context). */
export async function openClaimCount(db: DbOrTx, profileId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileClaims)
    .where(and(eq(profileClaims.profileId, profileId), inArray(profileClaims.status, [...openProfileClaimStatuses])));
  return Number(row?.n ?? 0);
}

/** `(select count(*) …)` of claims waiting for an administrator's review (the console's sidebar). */
export const claimsAwaitingReview = sql<number>`(select count(*)::int from profile_claims where status = 'pendingReview')`;
