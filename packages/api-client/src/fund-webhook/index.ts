export { createFundWebhook, type FundWebhookInput, useCreateFundWebhook } from './create-fund-webhook';
export { deleteFundWebhook, useDeleteFundWebhook } from './delete-fund-webhook';
export {
  type FundWebhookDeliveriesPage,
  fundWebhookDeliveriesQueryOptions,
  getFundWebhookDeliveries,
  useFundWebhookDeliveries,
} from './get-fund-webhook-deliveries';
export { fundWebhooksQueryOptions, getFundWebhooks, useFundWebhooks } from './get-fund-webhooks';
export { fundWebhookKeys } from './keys';
export {
  type ReplayFundWebhookDeliveryParams,
  replayFundWebhookDelivery,
  useReplayFundWebhookDelivery,
} from './replay-fund-webhook-delivery';
export { rollFundWebhookSecret, useRollFundWebhookSecret } from './roll-fund-webhook-secret';
export { type UpdateFundWebhookParams, updateFundWebhook, useUpdateFundWebhook } from './update-fund-webhook';
