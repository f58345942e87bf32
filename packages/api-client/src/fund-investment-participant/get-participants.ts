// GET api/fund-investment-participant: investors taking part in funds, kept as market data (administrators only).
import type { ParticipantList, ParticipantListQuery } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { fundInvestmentParticipantKeys } from './keys';

export type { ParticipantList, ParticipantListQuery };

const searchParamsOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** Throws ApiError. */
export function getParticipants(query: ParticipantListQuery = {}, options?: ApiCallOptions): Promise<ParticipantList> {
  return apiClient.get<ParticipantList>('api/fund-investment-participant', {
    profile: false,
    ...options,
    searchParams: searchParamsOf(query),
  });
}

export function participantsQueryOptions(query: ParticipantListQuery = {}) {
  return queryOptions({
    queryKey: fundInvestmentParticipantKeys.key('list', query),
    queryFn: ({ signal }) => getParticipants(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useParticipants(query: ParticipantListQuery = {}, queryConfig?: QueryConfig<typeof participantsQueryOptions>) {
  return useQuery({ ...participantsQueryOptions(query), ...queryConfig });
}
