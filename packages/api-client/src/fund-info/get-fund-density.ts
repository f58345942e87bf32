// GET api/fund-info/density: weighted share of filled fields of the active fund (0..100) and per-section numbers.
import type { DensityReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundInfoKeys } from './keys';

export type { DensityReply };

/** GET api/fund-info/density acting as `fund`. Throws ApiError. */
export function getFundDensity(fund: ActiveProfile, options?: ApiCallOptions): Promise<DensityReply> {
  return apiClient.get<DensityReply>('api/fund-info/density', { ...options, profile: fund });
}

export function fundDensityQueryOptions(fund: ActiveProfile) {
  return queryOptions({ queryKey: fundInfoKeys.scoped(fund, 'density'), queryFn: ({ signal }) => getFundDensity(fund, { signal }) });
}

export function useFundDensity(fund: ActiveProfile, queryConfig?: QueryConfig<typeof fundDensityQueryOptions>) {
  return useQuery({ ...fundDensityQueryOptions(fund), ...queryConfig });
}
