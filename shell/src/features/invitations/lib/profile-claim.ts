import type { ProfileClaim } from '@fundnet/validation-schema';

/** /claimFinalStep of a claim. */
export const claimFinalStepPath = (claimId: string) => `/claimFinalStep?claim=${encodeURIComponent(claimId)}`;

/** Why a confirmed claim waits for an administrator, in the claimant's words. */
export function reviewReason(claim: Pick<ProfileClaim, 'email' | 'websiteDomain'>): string {
  return claim.websiteDomain
    ? `${claim.email} is not an address on ${claim.websiteDomain}, the domain of the profile's website, so a Fundnet administrator checks the claim before you can complete it.`
    : `The profile has no website to compare ${claim.email} with, so a Fundnet administrator checks the claim before you can complete it.`;
}
