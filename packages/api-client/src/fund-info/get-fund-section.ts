// GET api/fund-info/get/{section}: one section of the active fund (working copy, published copy, approval item).
import type { FundSection, FundSectionData, FundSectionState } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundInfoKeys } from './keys';

export type { FundSection, FundSectionData, FundSectionState };

/** GET api/fund-info/get/{section} acting as `fund` (any member role), typed for that section. Throws ApiError. */
export function getFundSection<S extends FundSection>(
  fund: ActiveProfile,
  section: S,
  options?: ApiCallOptions,
): Promise<FundSectionState<S>> {
  return apiClient.get<FundSectionState<S>>(`api/fund-info/get/${section}`, { ...options, profile: fund });
}

export function fundSectionQueryOptions<S extends FundSection>(fund: ActiveProfile, section: S) {
  return queryOptions({
    queryKey: fundInfoKeys.scoped(fund, 'section', section),
    queryFn: ({ signal }) => getFundSection(fund, section, { signal }),
  });
}

export function useFundSection<S extends FundSection>(
  fund: ActiveProfile,
  section: S,
  queryConfig?: Omit<ReturnType<typeof fundSectionQueryOptions<S>>, 'queryKey' | 'queryFn'>,
) {
  return useQuery({ ...fundSectionQueryOptions(fund, section), ...queryConfig });
}

export type FundSectionQueryConfig = QueryConfig<typeof fundSectionQueryOptions>;
