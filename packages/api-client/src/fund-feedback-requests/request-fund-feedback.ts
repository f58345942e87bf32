// POST api/fund-feedback-requests: the active fund asks an investor for feedback.
import type { CreateFundFeedbackRequestInput, FundFeedbackRequest } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundFeedbackRequestKeys } from './keys';

export type { CreateFundFeedbackRequestInput, FundFeedbackRequest };

export const requestFundFeedback = (profile: ActiveProfile, input: CreateFundFeedbackRequestInput, options?: ApiCallOptions) =>
  apiClient.post<{ request: FundFeedbackRequest }>('api/fund-feedback-requests', { ...options, profile, json: input });

export function useRequestFundFeedback(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: CreateFundFeedbackRequestInput) => Promise<{ request: FundFeedbackRequest }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CreateFundFeedbackRequestInput) => requestFundFeedback(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundFeedbackRequestKeys.all });
      await onSuccess?.(...args);
    },
  });
}
