// POST api/profile-claim/verify { code }: the claimant opened the mailed link (/verifyClaim?code=…).
import type { ProfileClaim, VerifyProfileClaimInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { profileClaimKeys } from './keys';

export type { VerifyProfileClaimInput };

/**
 * → the claim, `verified` (go on to /claimFinalStep) or `pendingReview` (an administrator decides). 400 unknown
 * code; 403 the link belongs to another account; 410 used, expired or cancelled; 409 the profile has an owner now.
 * Throws ApiError.
 */
export function verifyProfileClaim(input: VerifyProfileClaimInput, options?: ApiCallOptions): Promise<ProfileClaim> {
  return apiClient.post<ProfileClaim>('api/profile-claim/verify', { profile: false, ...options, json: input });
}

export function useVerifyProfileClaim(mutationConfig?: MutationConfig<typeof verifyProfileClaim>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: VerifyProfileClaimInput) => verifyProfileClaim(input),
    onSuccess: async (...args) => {
      const claim = args[0];
      queryClient.setQueryData(profileClaimKeys.key('claim', claim.id), claim);
      await queryClient.invalidateQueries({ queryKey: profileClaimKeys.key('profile', claim.profile.id) });
      await onSuccess?.(...args);
    },
  });
}
