// GET api/legal/operator: who operates this installation (the server's OPERATOR_* configuration), for the legal pages.
import type { LegalOperator } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { legalKeys } from './keys';

export type { LegalOperator };

/** GET api/legal/operator (public). Throws ApiError. */
export function getLegalOperator(options?: ApiCallOptions): Promise<LegalOperator> {
  return apiClient.get<LegalOperator>('api/legal/operator', { profile: false, ...options });
}

export function legalOperatorQueryOptions() {
  return queryOptions({
    queryKey: legalKeys.key('operator'),
    queryFn: ({ signal }) => getLegalOperator({ signal }),
    // Changes only with a server restart.
    staleTime: 60 * 60 * 1000,
  });
}

export function useLegalOperator(queryConfig?: QueryConfig<typeof legalOperatorQueryOptions>) {
  return useQuery({ ...legalOperatorQueryOptions(), ...queryConfig });
}
