// api/fund-feedback-requests: a GP asks an LP for feedback (Requested, Responded, Ignored).
import type {
  CreateFundFeedbackRequestInput,
  FeedbackRequestStatus,
  FundFeedbackRequest,
  FundFeedbackRequestList,
} from '@fundnet/validation-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { queryKeys } from '../query/query-keys';
import type { ActiveProfile } from '../session/session-store';

export type { CreateFundFeedbackRequestInput, FundFeedbackRequest, FundFeedbackRequestList };

export const fundFeedbackRequestKeys = queryKeys('fund-feedback-requests');

const statusParams = (status?: FeedbackRequestStatus): Record<string, string> => (status ? { status } : {});

export const requestFundFeedback = (profile: ActiveProfile, input: CreateFundFeedbackRequestInput) =>
  apiClient.post<{ request: FundFeedbackRequest }>('api/fund-feedback-requests', { profile, json: input });
export const getSentFeedbackRequests = (profile: ActiveProfile, status?: FeedbackRequestStatus, options?: ApiCallOptions) =>
  apiClient.get<FundFeedbackRequestList>('api/fund-feedback-requests/sent', { ...options, profile, searchParams: statusParams(status) });
export const getReceivedFeedbackRequests = (profile: ActiveProfile, status?: FeedbackRequestStatus, options?: ApiCallOptions) =>
  apiClient.get<FundFeedbackRequestList>('api/fund-feedback-requests/received', {
    ...options,
    profile,
    searchParams: statusParams(status),
  });
export const ignoreFeedbackRequest = (profile: ActiveProfile, id: string) =>
  apiClient.patch<{ request: FundFeedbackRequest }>(`api/fund-feedback-requests/${id}/ignore`, { profile });
export const withdrawFeedbackRequest = (profile: ActiveProfile, id: string) =>
  apiClient.delete<void>(`api/fund-feedback-requests/${id}`, { profile });

export const useSentFeedbackRequests = (profile: ActiveProfile | null, status?: FeedbackRequestStatus) =>
  useQuery({
    queryKey: fundFeedbackRequestKeys.scoped(profile, 'sent', status ?? 'all'),
    queryFn: ({ signal }) => getSentFeedbackRequests(profile!, status, { signal }),
    enabled: profile?.type === 'fund',
  });
export const useReceivedFeedbackRequests = (profile: ActiveProfile | null, status?: FeedbackRequestStatus) =>
  useQuery({
    queryKey: fundFeedbackRequestKeys.scoped(profile, 'received', status ?? 'all'),
    queryFn: ({ signal }) => getReceivedFeedbackRequests(profile!, status, { signal }),
    enabled: profile?.type === 'investor',
  });

/** Any write of the family, refreshing the family's lists afterwards. */
export function useFeedbackRequestMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: fundFeedbackRequestKeys.all }) });
}
