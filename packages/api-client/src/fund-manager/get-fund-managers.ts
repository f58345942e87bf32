// GET api/fund-manager: people who run funds, kept as market data (administrators only).
import type { FundManagerList, FundManagerListQuery } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { fundManagerKeys } from './keys';

export type { FundManagerList, FundManagerListQuery };

const searchParamsOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** Throws ApiError. */
export function getFundManagers(query: FundManagerListQuery = {}, options?: ApiCallOptions): Promise<FundManagerList> {
  return apiClient.get<FundManagerList>('api/fund-manager', { profile: false, ...options, searchParams: searchParamsOf(query) });
}

export function fundManagersQueryOptions(query: FundManagerListQuery = {}) {
  return queryOptions({
    queryKey: fundManagerKeys.key('list', query),
    queryFn: ({ signal }) => getFundManagers(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFundManagers(query: FundManagerListQuery = {}, queryConfig?: QueryConfig<typeof fundManagersQueryOptions>) {
  return useQuery({ ...fundManagersQueryOptions(query), ...queryConfig });
}
