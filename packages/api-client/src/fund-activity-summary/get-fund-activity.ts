// GET api/fund-activity-summary/activity?from=&to=&type=&skip=&take=: one page of the active fund's activity log.
import type { FundActivityList } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { type FundActivityPage, paramsOf } from './activity-query';
import { fundActivityKeys } from './keys';

export type { FundActivityList };

export const getFundActivity = (profile: ActiveProfile, query: FundActivityPage = {}, options?: ApiCallOptions) =>
  apiClient.get<FundActivityList>('api/fund-activity-summary/activity', { ...options, profile, searchParams: paramsOf({ ...query }) });

export const useFundActivity = (profile: ActiveProfile | null, query: FundActivityPage = {}) =>
  useQuery({
    queryKey: fundActivityKeys.scoped(profile, 'activity', query),
    queryFn: ({ signal }) => getFundActivity(profile!, query, { signal }),
    enabled: profile?.type === 'fund',
  });
