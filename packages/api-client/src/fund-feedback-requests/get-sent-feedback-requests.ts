// GET api/fund-feedback-requests/sent?status=: the requests the active fund sent.
import type { FeedbackRequestStatus, FundFeedbackRequestList } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { fundFeedbackRequestKeys } from './keys';
import { statusParams } from './status-params';

export type { FundFeedbackRequestList };

export const getSentFeedbackRequests = (profile: ActiveProfile, status?: FeedbackRequestStatus, options?: ApiCallOptions) =>
  apiClient.get<FundFeedbackRequestList>('api/fund-feedback-requests/sent', { ...options, profile, searchParams: statusParams(status) });

export const useSentFeedbackRequests = (profile: ActiveProfile | null, status?: FeedbackRequestStatus) =>
  useQuery({
    queryKey: fundFeedbackRequestKeys.scoped(profile, 'sent', status ?? 'all'),
    queryFn: ({ signal }) => getSentFeedbackRequests(profile!, status, { signal }),
    enabled: profile?.type === 'fund',
  });
