// POST api/administration/profile-claims/{id}/approve and …/decline { reason, message }: an administrator decides a claim.
import type { AdminProfileClaim, DeclineProfileClaimInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { profileClaimKeys } from './keys';

export type { DeclineProfileClaimInput };
export type DeclineProfileClaimVariables = DeclineProfileClaimInput & { id: string };

/** → the claim, approved (the claimant is mailed /claimFinalStep). 409 unless it waits for a review, or the profile has an owner. */
export function approveProfileClaim(id: string, options?: ApiCallOptions): Promise<AdminProfileClaim> {
  return apiClient.post<AdminProfileClaim>(`api/administration/profile-claims/${encodeURIComponent(id)}/approve`, {
    profile: false,
    ...options,
  });
}

/** → the claim, declined (the claimant is mailed the reason and message). 422 'Reject reason is required' / 'Reject message is required'. */
export function declineProfileClaim(
  { id, reason, message }: DeclineProfileClaimVariables,
  options?: ApiCallOptions,
): Promise<AdminProfileClaim> {
  return apiClient.post<AdminProfileClaim>(`api/administration/profile-claims/${encodeURIComponent(id)}/decline`, {
    profile: false,
    ...options,
    json: { reason, message },
  });
}

function useReview<TVariables>(
  mutationFn: (variables: TVariables) => Promise<AdminProfileClaim>,
  mutationConfig?: MutationConfig<(variables: TVariables) => Promise<AdminProfileClaim>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileClaimKeys.key('admin') });
      await onSuccess?.(...args);
    },
  });
}

/** Approves, then refreshes the administrators' lists. */
export function useApproveProfileClaim(mutationConfig?: MutationConfig<(id: string) => Promise<AdminProfileClaim>>) {
  return useReview((id: string) => approveProfileClaim(id), mutationConfig);
}

/** Declines, then refreshes the administrators' lists. */
export function useDeclineProfileClaim(
  mutationConfig?: MutationConfig<(variables: DeclineProfileClaimVariables) => Promise<AdminProfileClaim>>,
) {
  return useReview((variables: DeclineProfileClaimVariables) => declineProfileClaim(variables), mutationConfig);
}
