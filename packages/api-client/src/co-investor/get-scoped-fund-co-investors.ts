// GET api/co-investor/for-fund/{fundId}/{scopeLinkId}: a fund's published co-investors for a scope ('public' until share links exist).
import type { FundCoInvestor } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { coInvestorKeys } from './keys';

/** The only scope until share links exist. */
export const PUBLIC_SCOPE = 'public';

/**
 * GET api/co-investor/for-fund/{fundId}/{scopeLinkId}. `viewer`: whose NDA unlocks apply (default the
 * active profile; null for none). 403 NDA_REQUIRED when the section is gated. Throws ApiError.
 */
export function getScopedFundCoInvestors(
  fundId: string,
  scopeLinkId: string = PUBLIC_SCOPE,
  viewer?: ActiveProfile | null,
  options?: ApiCallOptions,
): Promise<FundCoInvestor[]> {
  return apiClient.get<FundCoInvestor[]>(`api/co-investor/for-fund/${encodeURIComponent(fundId)}/${encodeURIComponent(scopeLinkId)}`, {
    ...options,
    ...(viewer === undefined ? {} : { profile: viewer ?? false }),
  });
}

export function scopedFundCoInvestorsQueryOptions(fundId: string, scopeLinkId: string, viewer: ActiveProfile | null) {
  return queryOptions({
    queryKey: coInvestorKeys.scoped(viewer, 'scoped', fundId, scopeLinkId),
    queryFn: ({ signal }) => getScopedFundCoInvestors(fundId, scopeLinkId, viewer, { signal }),
  });
}
