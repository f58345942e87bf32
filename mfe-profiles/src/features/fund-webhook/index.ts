// The fund's webhook settings (fund-webhook family). The section is loaded lazily by routes.tsx.
export { WebhooksSection } from './webhooks-section';
