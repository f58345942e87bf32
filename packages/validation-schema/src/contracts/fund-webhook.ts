import * as v from 'valibot';
import { formObject } from '../rules/object';
import { queryInteger } from './profile-sections';

/**
 * Contract of the fund-webhook family (api/fund-webhook, issue 35.3). A fund's owners and admins subscribe HTTPS
 * endpoints to events of their fund; each event is POSTed to every endpoint subscribed to it, signed like Stripe's
 * webhooks, through the job queue with retries. ADR 0083 and packages/server/src/modules/fund-webhook/README.md.
 *
 * - GET fund-webhook/endpoints: the fund's endpoints (never their secrets).
 * - POST fund-webhook/endpoints { url, description?, events }: 201 with the endpoint and its secret, shown only here.
 * - PATCH fund-webhook/endpoints/{id} { url?, description?, events?, enabled? }: 200 the endpoint.
 * - DELETE fund-webhook/endpoints/{id}: 204 (its delivery log goes with it).
 * - POST fund-webhook/endpoints/{id}/roll-secret: 200 a new secret, shown only here; the old one still signs for 24 h.
 * - GET fund-webhook/endpoints/{id}/deliveries?skip=&take=: the endpoint's delivery log, newest attempt first.
 * - POST fund-webhook/endpoints/{id}/deliveries/{deliveryId}/replay: 202, a new delivery of the same event (same id).
 */

/** What a fund can subscribe to. Question events are named for the Q&A feature (wired when it lands). */
export const fundWebhookEventTypes = [
  'link.visited',
  'nda.signed',
  'file.viewed',
  'file.downloaded',
  'question.asked',
  'question.answered',
  'access.requested',
  'introduction.accepted',
  'commitment.created',
  'commitment.changed',
] as const;
export type FundWebhookEventType = (typeof fundWebhookEventTypes)[number];

export const fundWebhookEventLabels: Readonly<Record<FundWebhookEventType, string>> = {
  'link.visited': 'A share link was visited',
  'nda.signed': 'An NDA was signed',
  'file.viewed': 'A data-room file was viewed',
  'file.downloaded': 'A data-room file was downloaded',
  'question.asked': 'A question was asked',
  'question.answered': 'A question was answered',
  'access.requested': 'Access was requested',
  'introduction.accepted': 'An introduction was accepted',
  'commitment.created': 'A commitment was created',
  'commitment.changed': 'A commitment was changed',
};

/** The headers of every delivery (README of the module: how to verify). */
export const FUND_WEBHOOK_SIGNATURE_HEADER = 'Fundnet-Signature';
export const FUND_WEBHOOK_ID_HEADER = 'Fundnet-Webhook-Id';
export const FUND_WEBHOOK_TIMESTAMP_HEADER = 'Fundnet-Webhook-Timestamp';
/** Attempts of one delivery (the first and its retries, with exponential back-off). */
export const FUND_WEBHOOK_MAX_ATTEMPTS = 7;
export const FUND_WEBHOOK_URL_MAX_LENGTH = 2000;
export const FUND_WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** Endpoints one fund may have (our choice: every event is sent to each). */
export const FUND_WEBHOOK_ENDPOINTS_MAX = 10;
export const FUND_WEBHOOK_PAGE_MAX = 100;

export const fundWebhookMessages = {
  urlRequired: 'Enter the address of the endpoint', // not in spec
  urlInvalid: 'Enter a valid https:// address', // not in spec
  urlTooLong: `The address can be at most ${FUND_WEBHOOK_URL_MAX_LENGTH} characters`, // not in spec
  urlNotHttps: 'The address must start with https://', // not in spec
  urlNotAllowed: 'This address points to a private or local network and cannot be used.', // not in spec
  urlCredentials: 'The address cannot hold a user name or password.', // not in spec
  descriptionTooLong: `The description can be at most ${FUND_WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`, // not in spec
  eventsRequired: 'Choose at least one event', // not in spec
  eventInvalid: 'Select a valid event', // not in spec
  enabledInvalid: 'Enabled must be true or false', // not in spec
  endpointIdInvalid: 'Endpoint id is not valid', // not in spec
  deliveryIdInvalid: 'Delivery id is not valid', // not in spec
  endpointNotFound: 'This webhook endpoint does not exist.', // not in spec
  deliveryNotFound: 'This delivery does not exist.', // not in spec
  tooManyEndpoints: `A fund can have at most ${FUND_WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`, // not in spec
  endpointDisabled: 'Switch the endpoint on before replaying a delivery.', // not in spec
  invalidSkip: 'Skip must be a whole number of 0 or more', // not in spec
  invalidTake: `Take must be a whole number from 1 to ${FUND_WEBHOOK_PAGE_MAX}`, // not in spec
} as const;

// The inner pipe runs only when the address is there, so a blank one reports only that it is required.
const url = v.pipe(
  v.string(fundWebhookMessages.urlRequired),
  v.trim(),
  v.nonEmpty(fundWebhookMessages.urlRequired),
  v.pipe(
    v.string(),
    v.maxLength(FUND_WEBHOOK_URL_MAX_LENGTH, fundWebhookMessages.urlTooLong),
    // http(s) and a host without user info; the service then asks for https (http only to loopback in tests).
    v.regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, fundWebhookMessages.urlInvalid),
  ),
);
const description = v.nullish(
  v.pipe(v.string(), v.trim(), v.maxLength(FUND_WEBHOOK_DESCRIPTION_MAX_LENGTH, fundWebhookMessages.descriptionTooLong)),
  null,
);
const events = v.pipe(
  v.array(v.picklist(fundWebhookEventTypes, fundWebhookMessages.eventInvalid), fundWebhookMessages.eventsRequired),
  v.minLength(1, fundWebhookMessages.eventsRequired),
  v.maxLength(fundWebhookEventTypes.length, fundWebhookMessages.eventInvalid),
  v.transform((list) => [...new Set(list)]),
);

export const createFundWebhookBody = formObject({ url, description, events });
export type CreateFundWebhookInput = v.InferOutput<typeof createFundWebhookBody>;

export const updateFundWebhookBody = formObject({
  url: v.optional(url),
  description: v.optional(description),
  events: v.optional(events),
  enabled: v.optional(v.boolean(fundWebhookMessages.enabledInvalid)),
});
export type UpdateFundWebhookInput = v.InferOutput<typeof updateFundWebhookBody>;

const endpointId = v.pipe(v.string(fundWebhookMessages.endpointIdInvalid), v.uuid(fundWebhookMessages.endpointIdInvalid));
export const fundWebhookEndpointParams = v.object({ id: endpointId });
export const fundWebhookDeliveryParams = v.object({
  id: endpointId,
  deliveryId: v.pipe(v.string(fundWebhookMessages.deliveryIdInvalid), v.uuid(fundWebhookMessages.deliveryIdInvalid)),
});

export const fundWebhookDeliveriesQuery = v.object({
  skip: queryInteger(0, 0, 1_000_000, fundWebhookMessages.invalidSkip),
  take: queryInteger(20, 1, FUND_WEBHOOK_PAGE_MAX, fundWebhookMessages.invalidTake),
});

const timestamp = v.pipe(v.string(), v.isoTimestamp());

export const fundWebhookEndpointSchema = v.object({
  id: v.string(),
  url: v.string(),
  description: v.nullable(v.string()),
  events: v.array(v.picklist(fundWebhookEventTypes)),
  enabled: v.boolean(),
  /** The secret's last four characters, to tell two secrets apart; the secret itself is shown once. */
  secretHint: v.string(),
  secretRolledAt: v.nullable(timestamp),
  /** The newest attempt's outcome, to spot a failing endpoint in the list. */
  lastDelivery: v.nullable(
    v.object({ status: v.picklist(['pending', 'succeeded', 'failed']), statusCode: v.nullable(v.number()), at: timestamp }),
  ),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type FundWebhookEndpoint = v.InferOutput<typeof fundWebhookEndpointSchema>;

export const fundWebhookEndpointListReply = v.object({ items: v.array(fundWebhookEndpointSchema) });
export type FundWebhookEndpointList = v.InferOutput<typeof fundWebhookEndpointListReply>;

/** Creation and roll: the secret, shown this once (`whsec_…`). */
export const fundWebhookSecretReply = v.object({ endpoint: fundWebhookEndpointSchema, secret: v.string() });
export type FundWebhookSecretReply = v.InferOutput<typeof fundWebhookSecretReply>;

export const fundWebhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type FundWebhookDeliveryStatus = (typeof fundWebhookDeliveryStatuses)[number];

export const fundWebhookDeliverySchema = v.object({
  id: v.string(),
  /** The event's id: the same on every attempt and replay (the receiver's idempotency key). */
  eventId: v.string(),
  eventType: v.picklist(fundWebhookEventTypes),
  attempt: v.number(),
  status: v.picklist(fundWebhookDeliveryStatuses),
  statusCode: v.nullable(v.number()),
  /** The first 500 characters of the receiver's answer. */
  responseSnippet: v.nullable(v.string()),
  /** Why no answer came (refused address, timeout, connection failed), in words. */
  error: v.nullable(v.string()),
  durationMs: v.nullable(v.number()),
  attemptedAt: v.nullable(timestamp),
  /** When the next attempt is due, after a failure with attempts left. */
  nextRetryAt: v.nullable(timestamp),
  replay: v.boolean(),
  createdAt: timestamp,
});
export type FundWebhookDelivery = v.InferOutput<typeof fundWebhookDeliverySchema>;

export const fundWebhookDeliveryListReply = v.object({ items: v.array(fundWebhookDeliverySchema), total: v.number() });
export type FundWebhookDeliveryList = v.InferOutput<typeof fundWebhookDeliveryListReply>;

export const fundWebhookReplayReply = v.object({ delivery: fundWebhookDeliverySchema });
