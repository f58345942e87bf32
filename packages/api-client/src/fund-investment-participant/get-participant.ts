// GET api/fund-investment-participant/{id}: one entry.
import type { Participant } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { fundInvestmentParticipantKeys } from './keys';

export type { Participant };

/** Throws ApiError (404 unknown). */
export function getParticipant(id: string, options?: ApiCallOptions): Promise<Participant> {
  return apiClient.get<Participant>(`api/fund-investment-participant/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function participantQueryOptions(id: string) {
  return queryOptions({
    queryKey: fundInvestmentParticipantKeys.key('detail', id),
    queryFn: ({ signal }) => getParticipant(id, { signal }),
  });
}

export function useParticipant(id: string, queryConfig?: QueryConfig<typeof participantQueryOptions>) {
  return useQuery({ ...participantQueryOptions(id), ...queryConfig });
}
