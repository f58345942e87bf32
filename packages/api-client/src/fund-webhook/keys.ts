import { queryKeys } from '../query/query-keys';

/** Profile-scoped keys of the fund's webhooks: ['fund-webhook', 'endpoints' | 'deliveries', …, { profileScope }]. */
export const fundWebhookKeys = queryKeys('fund-webhook');
