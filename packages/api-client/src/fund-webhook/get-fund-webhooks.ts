// GET api/fund-webhook/endpoints: the active fund's webhook endpoints (owner or admin).
import type { FundWebhookEndpointList } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundWebhookKeys } from './keys';

export function getFundWebhooks(profile: ActiveProfile, options?: ApiCallOptions): Promise<FundWebhookEndpointList> {
  return apiClient.get('api/fund-webhook/endpoints', { ...options, profile });
}

export const fundWebhooksQueryOptions = (profile: ActiveProfile) =>
  queryOptions({
    queryKey: fundWebhookKeys.scoped(profile, 'endpoints'),
    queryFn: ({ signal }) => getFundWebhooks(profile, { signal }),
  });

export function useFundWebhooks(profile: ActiveProfile, config?: QueryConfig<typeof fundWebhooksQueryOptions>) {
  return useQuery({ ...fundWebhooksQueryOptions(profile), ...config });
}
