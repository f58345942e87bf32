// GET api/introduction: the introductions the profile acted as asked for (sent) and was asked (received).
import type { Introduction, IntroductionList } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { introductionKeys } from './keys';

export type { Introduction, IntroductionList };

/** Acting as `profile` (any member role). Throws ApiError. */
export function getIntroductions(profile: ActiveProfile, options?: ApiCallOptions): Promise<IntroductionList> {
  return apiClient.get<IntroductionList>('api/introduction', { ...options, profile });
}

export function introductionsQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: introductionKeys.scoped(profile, 'list'),
    queryFn: ({ signal }) => getIntroductions(profile, { signal }),
  });
}

export function useIntroductions(profile: ActiveProfile, queryConfig?: QueryConfig<typeof introductionsQueryOptions>) {
  return useQuery({ ...introductionsQueryOptions(profile), ...queryConfig });
}
