// GET api/{fund|service-provider}-subscriptions/invoices: the active profile's invoices.
import type { InvoicesReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { billingKeys } from './keys';
import type { BillingAudience } from './billing-audience';

const invoicesPath = (audience: BillingAudience): ApiPath =>
  audience === 'fund' ? 'api/fund-subscriptions/invoices' : 'api/service-provider-subscriptions/invoices';

export function getInvoices(profile: ActiveProfile, audience: BillingAudience, options?: ApiCallOptions): Promise<InvoicesReply> {
  return apiClient.get<InvoicesReply>(invoicesPath(audience), { ...options, profile });
}

export function invoicesQueryOptions(profile: ActiveProfile, audience: BillingAudience) {
  return queryOptions({
    queryKey: billingKeys.scoped(profile, 'invoices', audience),
    queryFn: ({ signal }) => getInvoices(profile, audience, { signal }),
  });
}

export const useInvoices = (profile: ActiveProfile, audience: BillingAudience) => useQuery(invoicesQueryOptions(profile, audience));
