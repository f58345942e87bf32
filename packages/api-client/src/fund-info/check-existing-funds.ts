// GET api/fund-info/check-existing?name=&website=: funds that may already exist (onboarding).
import type { CheckExistingFundReply, ExistingFundMatch } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { fundInfoKeys } from './keys';

export type { CheckExistingFundReply, ExistingFundMatch };

export interface CheckExistingFundsParams {
  name?: string;
  website?: string;
}

/** GET api/fund-info/check-existing (at least one of name and website; 422 otherwise). Throws ApiError. */
export function checkExistingFunds(query: CheckExistingFundsParams, options?: ApiCallOptions): Promise<CheckExistingFundReply> {
  const searchParams: Record<string, string> = {};
  if (query.name) searchParams.name = query.name;
  if (query.website) searchParams.website = query.website;
  return apiClient.get<CheckExistingFundReply>('api/fund-info/check-existing', { profile: false, ...options, searchParams });
}

export function checkExistingFundsQueryOptions(query: CheckExistingFundsParams) {
  return queryOptions({
    queryKey: fundInfoKeys.key('check-existing', query),
    queryFn: ({ signal }) => checkExistingFunds(query, { signal }),
  });
}

export function useCheckExistingFunds(query: CheckExistingFundsParams, queryConfig?: QueryConfig<typeof checkExistingFundsQueryOptions>) {
  return useQuery({ enabled: Boolean(query.name || query.website), ...checkExistingFundsQueryOptions(query), ...queryConfig });
}
