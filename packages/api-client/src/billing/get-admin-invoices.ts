// GET api/administration/billing/invoices?status=: every invoice (administrators).
import type { InvoiceStatus, InvoicesReply } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { billingKeys } from './keys';

export function getAdminInvoices(status?: InvoiceStatus, options?: ApiCallOptions): Promise<InvoicesReply> {
  return apiClient.get<InvoicesReply>('api/administration/billing/invoices', {
    ...options,
    profile: false,
    searchParams: status ? { status } : {},
  });
}

export const useAdminInvoices = (status?: InvoiceStatus) =>
  useQuery({
    queryKey: billingKeys.key('admin', 'invoices', status ?? 'all'),
    queryFn: ({ signal }) => getAdminInvoices(status, { signal }),
  });
