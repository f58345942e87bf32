// GET api/fund-custom-profile-link/interest: what this visitor already told the fund with "I'm interested".
import type { ShareLinkInterestReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { visitorOptions } from '../http/visitor-options';
import { shareLinkKeys } from './keys';

export function getShareLinkInterest(token: string, options?: ApiCallOptions): Promise<ShareLinkInterestReply> {
  return apiClient.get(`api/fund-custom-profile-link/interest`, visitorOptions(token, options));
}

export const shareLinkInterestQueryOptions = (token: string) =>
  queryOptions({
    // Under 'visitor': dropped with the other reads of the token when the link ends (useForgetSharedProfile).
    queryKey: shareLinkKeys.key('visitor', 'interest', token),
    queryFn: ({ signal }) => getShareLinkInterest(token, { signal }),
    retry: false,
  });

export function useShareLinkInterest(token: string, config?: QueryConfig<typeof shareLinkInterestQueryOptions>) {
  return useQuery({ ...shareLinkInterestQueryOptions(token), ...config });
}
