// POST api/administration/profile-claims/{id}/decline { reason, message }: an administrator declines a claim.
import type { AdminProfileClaim, DeclineProfileClaimInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { profileClaimKeys } from './keys';

export type { DeclineProfileClaimInput };
export type DeclineProfileClaimVariables = DeclineProfileClaimInput & { id: string };

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

/** Declines, then refreshes the administrators' lists. */
export function useDeclineProfileClaim(
  mutationConfig?: MutationConfig<(variables: DeclineProfileClaimVariables) => Promise<AdminProfileClaim>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: DeclineProfileClaimVariables) => declineProfileClaim(variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileClaimKeys.key('admin') });
      await onSuccess?.(...args);
    },
  });
}
