export {
  type CompleteProfileClaimInput,
  type CompleteProfileClaimReply,
  completeProfileClaim,
  useCompleteProfileClaim,
} from './complete-profile-claim';
export {
  type AdminProfileClaim,
  type AdminProfileClaimListParams,
  type AdminProfileClaimPage,
  adminProfileClaimsQueryOptions,
  getAdminProfileClaims,
  useAdminProfileClaims,
} from './get-admin-profile-claims';
export {
  type ClaimedProfile,
  getProfileClaim,
  type ProfileClaimStatus,
  profileClaimQueryOptions,
  useProfileClaim,
} from './get-profile-claim';
export {
  getProfileClaimability,
  type ProfileClaimability,
  profileClaimabilityQueryOptions,
  useProfileClaimability,
} from './get-profile-claimability';
export { profileClaimKeys } from './keys';
export { approveProfileClaim, useApproveProfileClaim } from './approve-profile-claim';
export {
  type DeclineProfileClaimInput,
  type DeclineProfileClaimVariables,
  declineProfileClaim,
  useDeclineProfileClaim,
} from './decline-profile-claim';
export {
  type ProfileClaim,
  type StartProfileClaimFormValues,
  type StartProfileClaimInput,
  type StartProfileClaimVariables,
  startProfileClaim,
  useStartProfileClaim,
} from './start-profile-claim';
export { useVerifyProfileClaim, type VerifyProfileClaimInput, verifyProfileClaim } from './verify-profile-claim';
