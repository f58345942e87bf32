// POST api/profile-claim/complete { claimId }: the claimant becomes the profile's owner.
import type { CompleteProfileClaimInput, CompleteProfileClaimReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profilesKeys } from '../profiles';
import type { MutationConfig } from '../query/types';
import { usersKeys } from '../users';
import { profileClaimKeys } from './keys';

export type { CompleteProfileClaimInput, CompleteProfileClaimReply };

/**
 * → { claim, profile } (profile with role owner; switch to it with profileSwitch). 404 someone else's claim;
 * 409 not verified yet, waiting for review, declined, already completed, or someone else claimed the profile
 * first. Throws ApiError.
 */
export function completeProfileClaim(input: CompleteProfileClaimInput, options?: ApiCallOptions): Promise<CompleteProfileClaimReply> {
  return apiClient.post<CompleteProfileClaimReply>('api/profile-claim/complete', { profile: false, ...options, json: input });
}

/** Completes, then refreshes my profiles (the claimed one joins the switcher) and the claim's queries. */
export function useCompleteProfileClaim(mutationConfig?: MutationConfig<typeof completeProfileClaim>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: CompleteProfileClaimInput) => completeProfileClaim(input),
    onSuccess: async (...args) => {
      queryClient.setQueryData(profileClaimKeys.key('claim', args[0].claim.id), args[0].claim);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') }),
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileClaimKeys.key('profile', args[0].profile.id) }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
