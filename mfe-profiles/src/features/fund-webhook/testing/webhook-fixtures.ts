import type { FundWebhookDelivery, FundWebhookDeliveryList, FundWebhookEndpoint } from '@fundnet/validation-schema';

/** Contract-shaped replies of the webhook settings (stories and tests). */
export const endpointId = '6b1f7a0e-3c1d-4c55-9a11-1f0e2a7c9d01';

export function endpointOf(overrides: Partial<FundWebhookEndpoint> = {}): FundWebhookEndpoint {
  return {
    id: endpointId,
    url: 'https://crm.northwind.vc/hooks/fundnet',
    description: 'Investor CRM',
    events: ['link.visited', 'file.downloaded', 'commitment.created', 'commitment.changed'],
    enabled: true,
    secretHint: 'whsec_…Q7xk',
    secretRolledAt: null,
    lastDelivery: { status: 'succeeded', statusCode: 200, at: '2026-11-28T09:14:03.000Z' },
    createdAt: '2026-10-02T08:00:00.000Z',
    updatedAt: '2026-10-02T08:00:00.000Z',
    ...overrides,
  };
}

const attempt = (n: number, status: FundWebhookDelivery['status'], statusCode: number | null, at: string, next: string | null) => ({
  id: `7c2e0d4a-5b6f-4a3e-8d1c-00000000000${n}`,
  eventId: '0f4e6b2a-9d3c-4e1b-a7f5-2c8d9e0a1b3c',
  eventType: 'file.downloaded' as const,
  attempt: n,
  status,
  statusCode,
  responseSnippet: statusCode === 200 ? '{"received":true}' : statusCode ? 'Service Unavailable' : null,
  error: statusCode ? null : 'The endpoint did not answer within 10 seconds.',
  durationMs: statusCode ? 184 : 10_000,
  attemptedAt: at,
  nextRetryAt: next,
  replay: false,
  createdAt: at,
});

export const deliveryLog: FundWebhookDeliveryList = {
  total: 3,
  items: [
    attempt(3, 'succeeded', 200, '2026-11-28T09:19:03.000Z', null),
    attempt(2, 'failed', 503, '2026-11-28T09:15:03.000Z', '2026-11-28T09:19:03.000Z'),
    attempt(1, 'failed', null, '2026-11-28T09:14:03.000Z', '2026-11-28T09:15:03.000Z'),
  ],
};
