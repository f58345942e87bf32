// GET api/co-investor/all-no-pagination-select: the directory as { value, label } options for a picker.
import type { CoInvestorOption } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { coInvestorKeys } from './keys';

export type { CoInvestorOption };

/** GET api/co-investor/all-no-pagination-select. Throws ApiError. */
export function getCoInvestorOptions(options?: ApiCallOptions): Promise<CoInvestorOption[]> {
  return apiClient.get<CoInvestorOption[]>('api/co-investor/all-no-pagination-select', { profile: false, ...options });
}

export function coInvestorOptionsQueryOptions() {
  return queryOptions({ queryKey: coInvestorKeys.key('directory', 'select'), queryFn: ({ signal }) => getCoInvestorOptions({ signal }) });
}
