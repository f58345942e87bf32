// GET api/fund-webhook/endpoints/{id}/deliveries?skip=&take=: one page of an endpoint's delivery log, newest first.
import type { FundWebhookDeliveryList } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundWebhookKeys } from './keys';

export type FundWebhookDeliveriesPage = { skip: number; take: number };

export function getFundWebhookDeliveries(
  profile: ActiveProfile,
  endpointId: string,
  page: FundWebhookDeliveriesPage,
  options?: ApiCallOptions,
): Promise<FundWebhookDeliveryList> {
  return apiClient.get(`api/fund-webhook/endpoints/${encodeURIComponent(endpointId)}/deliveries`, {
    ...options,
    profile,
    searchParams: { skip: page.skip, take: page.take },
  });
}

export const fundWebhookDeliveriesQueryOptions = (profile: ActiveProfile, endpointId: string, page: FundWebhookDeliveriesPage) =>
  queryOptions({
    queryKey: fundWebhookKeys.scoped(profile, 'deliveries', endpointId, page.skip, page.take),
    queryFn: ({ signal }) => getFundWebhookDeliveries(profile, endpointId, page, { signal }),
  });

export function useFundWebhookDeliveries(
  profile: ActiveProfile,
  endpointId: string,
  page: FundWebhookDeliveriesPage,
  config?: QueryConfig<typeof fundWebhookDeliveriesQueryOptions>,
) {
  return useQuery({ ...fundWebhookDeliveriesQueryOptions(profile, endpointId, page), ...config });
}
