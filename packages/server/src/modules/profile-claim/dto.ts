import type { AdminProfileClaim, ClaimedProfile, ProfileClaim } from '@fundnet/validation-schema';
import type { ProfileClaimRow } from './tables';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export interface PersonRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A claim as its claimant sees it (the code hash never leaves the server). */
export function toProfileClaim(row: ProfileClaimRow, profile: ClaimedProfile): ProfileClaim {
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    emailDomain: row.emailDomain,
    websiteDomain: row.websiteDomain,
    domainMatches: row.domainMatches,
    profile,
    createdAt: row.createdAt.toISOString(),
    linkExpiresAt: row.codeExpiresAt.toISOString(),
    verifiedAt: iso(row.verifiedAt),
    reviewedAt: iso(row.reviewedAt),
    declineReason: row.declineReason,
    declineMessage: row.declineMessage,
    completedAt: iso(row.completedAt),
  };
}

export function toAdminProfileClaim(
  row: ProfileClaimRow,
  profile: ClaimedProfile,
  claimant: PersonRow,
  reviewer: PersonRow | null,
): AdminProfileClaim {
  const person = (p: PersonRow) => ({ id: p.id, email: p.email, firstName: p.firstName, lastName: p.lastName });
  return { ...toProfileClaim(row, profile), claimant: person(claimant), reviewedBy: reviewer ? person(reviewer) : null };
}
