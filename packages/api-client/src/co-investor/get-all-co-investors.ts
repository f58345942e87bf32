// GET api/co-investor/all-no-pagination: the whole co-investor directory, by name.
import type { CoInvestorCompany } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { coInvestorKeys } from './keys';

/** GET api/co-investor/all-no-pagination. Throws ApiError. */
export function getAllCoInvestors(options?: ApiCallOptions): Promise<CoInvestorCompany[]> {
  return apiClient.get<CoInvestorCompany[]>('api/co-investor/all-no-pagination', { profile: false, ...options });
}

export function allCoInvestorsQueryOptions() {
  return queryOptions({ queryKey: coInvestorKeys.key('directory', 'all'), queryFn: ({ signal }) => getAllCoInvestors({ signal }) });
}
