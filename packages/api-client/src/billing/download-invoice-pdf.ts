// GET api/{fund|service-provider}-subscriptions/invoices/{id}/pdf | api/administration/billing/invoices/{id}/pdf: an invoice's PDF.
import type { Invoice } from '@fundnet/validation-schema';
import { type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { type BillingAudience, billingAudienceOf } from './billing-audience';

/** Downloads an invoice's PDF (the path the invoice names) with the caller's token; `profile: false` for administrators. */
const invoicePdfPath = (id: string, from: BillingAudience | 'administration'): ApiPath =>
  from === 'administration'
    ? `api/administration/billing/invoices/${id}/pdf`
    : from === 'fund'
      ? `api/fund-subscriptions/invoices/${id}/pdf`
      : `api/service-provider-subscriptions/invoices/${id}/pdf`;

export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id'>, profile: ActiveProfile | false): Promise<Blob> {
  const from = profile === false ? 'administration' : (billingAudienceOf(profile.type) ?? 'fund');
  const response = await apiClient.raw('get', invoicePdfPath(invoice.id, from), { profile });
  return response.blob();
}
