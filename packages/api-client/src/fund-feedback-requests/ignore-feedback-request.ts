// PATCH api/fund-feedback-requests/{id}/ignore: the active investor ignores a request.
import type { FundFeedbackRequest } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundFeedbackRequestKeys } from './keys';

export const ignoreFeedbackRequest = (profile: ActiveProfile, id: string, options?: ApiCallOptions) =>
  apiClient.patch<{ request: FundFeedbackRequest }>(`api/fund-feedback-requests/${id}/ignore`, { ...options, profile });

export function useIgnoreFeedbackRequest(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: string) => Promise<{ request: FundFeedbackRequest }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: string) => ignoreFeedbackRequest(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundFeedbackRequestKeys.all });
      await onSuccess?.(...args);
    },
  });
}
