// GET api/fund-subscriptions | api/service-provider-subscriptions: the active profile's plan, subscription and billing data.
import type { BillingOverview } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { billingKeys } from './keys';
import type { BillingAudience } from './billing-audience';

// Each path written out for both audiences, so the client-server drift test (testing/api-routes.test.ts) reads them.
const overviewPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions' : 'api/service-provider-subscriptions';

// ---------------------------------------------------------------- the active profile's billing
export function getBillingOverview(profile: ActiveProfile, audience: BillingAudience, options?: ApiCallOptions): Promise<BillingOverview> {
  return apiClient.get<BillingOverview>(overviewPath(audience), { ...options, profile });
}

export function billingOverviewQueryOptions(profile: ActiveProfile, audience: BillingAudience) {
  return queryOptions({
    queryKey: billingKeys.scoped(profile, 'overview', audience),
    queryFn: ({ signal }) => getBillingOverview(profile, audience, { signal }),
  });
}

export const useBillingOverview = (profile: ActiveProfile, audience: BillingAudience) =>
  useQuery(billingOverviewQueryOptions(profile, audience));
