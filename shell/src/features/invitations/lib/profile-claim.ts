import type { ProfileClaim, ProfileType } from '@fundnet/validation-schema';

/** Where a claimed profile is managed (mfe-profiles' owner pages) and what a person calls each kind. */
export const claimedProfileHome: Readonly<Record<ProfileType, string>> = {
  fund: '/fund',
  investor: '/investor',
  serviceProvider: '/serviceProvider',
};

export const claimedProfileKind: Readonly<Record<ProfileType, string>> = {
  fund: 'Fund',
  investor: 'Investor',
  serviceProvider: 'Service provider',
};

/** The profile's public page, where a claim starts (mfe-profiles /fund/:slug…). */
export const publicProfilePath = (profile: ProfileClaim['profile']) =>
  `${claimedProfileHome[profile.type]}/${encodeURIComponent(profile.slug)}`;

/** /claimFinalStep of a claim. */
export const claimFinalStepPath = (claimId: string) => `/claimFinalStep?claim=${encodeURIComponent(claimId)}`;

/** Why a confirmed claim waits for an administrator, in the claimant's words. */
export function reviewReason(claim: Pick<ProfileClaim, 'email' | 'websiteDomain'>): string {
  return claim.websiteDomain
    ? `${claim.email} is not an address on ${claim.websiteDomain}, the domain of the profile's website, so a Fundnet administrator checks the claim before you can complete it.`
    : `The profile has no website to compare ${claim.email} with, so a Fundnet administrator checks the claim before you can complete it.`;
}
