// POST api/fund-feedback: the active investor gives feedback on a fund (requestId answers a feedback request).
import type { CreateFundFeedbackInput, FundFeedback } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundFeedbackRequestKeys } from '../fund-feedback-requests';
import { fundFeedbackKeys } from './keys';

export type { CreateFundFeedbackInput, FundFeedback };

export const giveFundFeedback = (profile: ActiveProfile, input: CreateFundFeedbackInput, options?: ApiCallOptions) =>
  apiClient.post<{ feedback: FundFeedback }>('api/fund-feedback', { ...options, profile, json: input });

/** Gives feedback, then refreshes feedback and requests (an answered request changes state). */
export function useGiveFundFeedback(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: CreateFundFeedbackInput) => Promise<{ feedback: FundFeedback }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CreateFundFeedbackInput) => giveFundFeedback(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundFeedbackKeys.all });
      await queryClient.invalidateQueries({ queryKey: fundFeedbackRequestKeys.all });
      await onSuccess?.(...args);
    },
  });
}
