// GET api/co-investor/for-fund: the active fund's co-investors (working copy).
import type { FundCoInvestor } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { coInvestorKeys } from './keys';

/** GET api/co-investor/for-fund acting as `fund` (any member role). Throws ApiError. */
export function getFundCoInvestors(fund: ActiveProfile, options?: ApiCallOptions): Promise<FundCoInvestor[]> {
  return apiClient.get<FundCoInvestor[]>('api/co-investor/for-fund', { ...options, profile: fund });
}

export function fundCoInvestorsQueryOptions(fund: ActiveProfile) {
  return queryOptions({ queryKey: coInvestorKeys.scoped(fund, 'for-fund'), queryFn: ({ signal }) => getFundCoInvestors(fund, { signal }) });
}
