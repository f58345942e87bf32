// POST api/administration/profile-claims/{id}/approve: an administrator approves a claim.
import type { AdminProfileClaim } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { profileClaimKeys } from './keys';

/** → the claim, approved (the claimant is mailed /claimFinalStep). 409 unless it waits for a review, or the profile has an owner. */
export function approveProfileClaim(id: string, options?: ApiCallOptions): Promise<AdminProfileClaim> {
  return apiClient.post<AdminProfileClaim>(`api/administration/profile-claims/${encodeURIComponent(id)}/approve`, {
    profile: false,
    ...options,
  });
}

/** Approves, then refreshes the administrators' lists. */
export function useApproveProfileClaim(mutationConfig?: MutationConfig<(id: string) => Promise<AdminProfileClaim>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (id: string) => approveProfileClaim(id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileClaimKeys.key('admin') });
      await onSuccess?.(...args);
    },
  });
}
