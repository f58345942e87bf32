// GET api/fund-feedback/received: the active fund's shared feedback (anonymous ones without author) and averages.
import type { FundFeedbackAverages, FundFeedbackReceived } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { fundFeedbackKeys } from './keys';

export type { FundFeedbackAverages, FundFeedbackReceived };

export const getReceivedFundFeedback = (profile: ActiveProfile, options?: ApiCallOptions) =>
  apiClient.get<FundFeedbackReceived>('api/fund-feedback/received', { ...options, profile });

export const useReceivedFundFeedback = (profile: ActiveProfile | null) =>
  useQuery({
    queryKey: fundFeedbackKeys.scoped(profile, 'received'),
    queryFn: ({ signal }) => getReceivedFundFeedback(profile!, { signal }),
    enabled: profile?.type === 'fund',
  });
