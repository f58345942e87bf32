// POST api/administration/billing/invoices/{id}/mark-paid: an administrator records a payment made outside the provider.
import type { Invoice } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { billingKeys } from './keys';

export const markInvoicePaid = (invoiceId: string) =>
  apiClient.post<Invoice>(`api/administration/billing/invoices/${invoiceId}/mark-paid`, { profile: false });

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
