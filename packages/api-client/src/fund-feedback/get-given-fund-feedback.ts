// GET api/fund-feedback/given: the active investor's feedback, in full.
import type { FundFeedback } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { fundFeedbackKeys } from './keys';

export const getGivenFundFeedback = (profile: ActiveProfile, options?: ApiCallOptions) =>
  apiClient.get<{ items: FundFeedback[] }>('api/fund-feedback/given', { ...options, profile });

export const useGivenFundFeedback = (profile: ActiveProfile | null) =>
  useQuery({
    queryKey: fundFeedbackKeys.scoped(profile, 'given'),
    queryFn: ({ signal }) => getGivenFundFeedback(profile!, { signal }),
    enabled: profile?.type === 'investor',
  });
