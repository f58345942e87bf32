// GET api/fund-feedback-requests/received?status=: the requests the active investor received.
import type { FeedbackRequestStatus, FundFeedbackRequestList } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { fundFeedbackRequestKeys } from './keys';
import { statusParams } from './status-params';

export type { FundFeedbackRequestList };

export const getReceivedFeedbackRequests = (profile: ActiveProfile, status?: FeedbackRequestStatus, options?: ApiCallOptions) =>
  apiClient.get<FundFeedbackRequestList>('api/fund-feedback-requests/received', {
    ...options,
    profile,
    searchParams: statusParams(status),
  });

export const useReceivedFeedbackRequests = (profile: ActiveProfile | null, status?: FeedbackRequestStatus) =>
  useQuery({
    queryKey: fundFeedbackRequestKeys.scoped(profile, 'received', status ?? 'all'),
    queryFn: ({ signal }) => getReceivedFeedbackRequests(profile!, status, { signal }),
    enabled: profile?.type === 'investor',
  });
