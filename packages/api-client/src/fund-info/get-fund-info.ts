// GET api/fund-info: the active fund as its members see it (working copies, approval items, settings).
import type { FundOwnerView } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundInfoKeys } from './keys';

export type { FundOwnerView };

/** GET api/fund-info acting as `fund` (any member role). Throws ApiError. */
export function getFundInfo(fund: ActiveProfile, options?: ApiCallOptions): Promise<FundOwnerView> {
  return apiClient.get<FundOwnerView>('api/fund-info', { ...options, profile: fund });
}

export function fundInfoQueryOptions(fund: ActiveProfile) {
  return queryOptions({
    queryKey: fundInfoKeys.scoped(fund, 'owner-view'),
    queryFn: ({ signal }) => getFundInfo(fund, { signal }),
  });
}

export function useFundInfo(fund: ActiveProfile, queryConfig?: QueryConfig<typeof fundInfoQueryOptions>) {
  return useQuery({ ...fundInfoQueryOptions(fund), ...queryConfig });
}
