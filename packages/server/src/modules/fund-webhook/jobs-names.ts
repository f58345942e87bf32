/** The queue of webhook deliveries (lib/jobs): one job per attempt, `{ deliveryId }`. */
export const DELIVER_JOB = 'fund-webhook.deliver';
