// GET api/introduction/verify?code=: the request behind a mailed /verifyIntroduction link (reads only).
import type { IntroductionRequest } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { introductionKeys } from './keys';

export type { IntroductionRequest };

/** → who asks, to whom, the message and the status. Changes nothing on the server. 400 unknown code. Throws ApiError. */
export function getIntroductionRequest(code: string, options?: ApiCallOptions): Promise<IntroductionRequest> {
  return apiClient.get<IntroductionRequest>('api/introduction/verify', { profile: false, ...options, searchParams: { code } });
}

export function introductionRequestQueryOptions(code: string) {
  return queryOptions({
    queryKey: introductionKeys.key('verify', code),
    queryFn: ({ signal }) => getIntroductionRequest(code, { signal }),
    // An unknown code stays unknown: say so at once.
    retry: false,
  });
}

export function useIntroductionRequest(code: string, queryConfig?: QueryConfig<typeof introductionRequestQueryOptions>) {
  return useQuery({ ...introductionRequestQueryOptions(code), ...queryConfig });
}
