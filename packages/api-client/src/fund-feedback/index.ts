// api/fund-feedback: LPs give feedback on funds (rating sheet of forms §3); funds read what was shared with them.
import type { CreateFundFeedbackInput, FundFeedback, FundFeedbackAverages, FundFeedbackReceived } from '@fundnet/validation-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { queryKeys } from '../query/query-keys';
import type { ActiveProfile } from '../session/session-store';

export type { CreateFundFeedbackInput, FundFeedback, FundFeedbackAverages, FundFeedbackReceived };

/** Profile-scoped keys: ['fund-feedback', 'given' | 'received' | 'one', …, { profileScope }]. */
export const fundFeedbackKeys = queryKeys('fund-feedback');

/** POST api/fund-feedback as the active investor (requestId answers a feedback request). */
export const giveFundFeedback = (profile: ActiveProfile, input: CreateFundFeedbackInput, options?: ApiCallOptions) =>
  apiClient.post<{ feedback: FundFeedback }>('api/fund-feedback', { ...options, profile, json: input });
/** GET api/fund-feedback/given: the active investor's feedback, in full. */
export const getGivenFundFeedback = (profile: ActiveProfile, options?: ApiCallOptions) =>
  apiClient.get<{ items: FundFeedback[] }>('api/fund-feedback/given', { ...options, profile });
/** GET api/fund-feedback/received: the active fund's shared feedback (anonymous ones without author) and averages. */
export const getReceivedFundFeedback = (profile: ActiveProfile, options?: ApiCallOptions) =>
  apiClient.get<FundFeedbackReceived>('api/fund-feedback/received', { ...options, profile });
export const deleteFundFeedback = (profile: ActiveProfile, id: string) => apiClient.delete<void>(`api/fund-feedback/${id}`, { profile });

export const useGivenFundFeedback = (profile: ActiveProfile | null) =>
  useQuery({
    queryKey: fundFeedbackKeys.scoped(profile, 'given'),
    queryFn: ({ signal }) => getGivenFundFeedback(profile!, { signal }),
    enabled: profile?.type === 'investor',
  });
export const useReceivedFundFeedback = (profile: ActiveProfile | null) =>
  useQuery({
    queryKey: fundFeedbackKeys.scoped(profile, 'received'),
    queryFn: ({ signal }) => getReceivedFundFeedback(profile!, { signal }),
    enabled: profile?.type === 'fund',
  });

/** Gives feedback, then refreshes feedback and requests (an answered request changes state). */
export function useGiveFundFeedback(profile: ActiveProfile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFundFeedbackInput) => giveFundFeedback(profile, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: fundFeedbackKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['fund-feedback-requests'] });
    },
  });
}
export function useDeleteFundFeedback(profile: ActiveProfile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFundFeedback(profile, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundFeedbackKeys.all }),
  });
}
