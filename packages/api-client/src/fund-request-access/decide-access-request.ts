// POST api/fund-request-access/{id}/approve | decline: the fund decides a request (approving makes a share link).
import type { RequestAccess } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shareLinkKeys } from '../fund-custom-profile-link';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { requestAccessKeys } from './keys';

export type DecideAccessRequestInput = { id: string; decision: 'approve' | 'decline' };

export function decideAccessRequest(
  profile: ActiveProfile,
  { id, decision }: DecideAccessRequestInput,
  options?: ApiCallOptions,
): Promise<RequestAccess> {
  return apiClient.post(`api/fund-request-access/${encodeURIComponent(id)}/${decision}`, { ...options, profile });
}

export function useDecideAccessRequest(
  profile: ActiveProfile,
  config?: MutationConfig<(input: DecideAccessRequestInput) => Promise<RequestAccess>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: (input: DecideAccessRequestInput) => decideAccessRequest(profile, input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: requestAccessKeys.all });
      await queryClient.invalidateQueries({ queryKey: shareLinkKeys.all });
      await onSuccess?.(...args);
    },
  });
}
