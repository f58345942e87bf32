import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  createFundWebhookBody,
  FUND_WEBHOOK_ENDPOINTS_MAX,
  fundWebhookDeliveriesQuery,
  fundWebhookDeliveryListReply,
  fundWebhookDeliveryParams,
  fundWebhookEndpointListReply,
  fundWebhookEndpointParams,
  fundWebhookEndpointSchema,
  fundWebhookReplayReply,
  fundWebhookSecretReply,
  updateFundWebhookBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { listDeliveries, replayDelivery } from './deliveries';
import { createEndpoint, deleteEndpoint, listEndpoints, rollSecret, updateEndpoint } from './endpoints';

const tags = ['fund-webhook'];
const P = '/fund-webhook/endpoints';
/** Webhooks send the fund's activity to outside systems: its owners and admins decide where (like billing). */
const manager = { auth: 'user' as const, profile: { minRole: 'admin' as const, types: ['fund' as const] } };
const scoped = 'Acting as the active fund (owner or admin role). ';

type EndpointParams = { Params: v.InferOutput<typeof fundWebhookEndpointParams> };

/** api/fund-webhook: a fund's signed webhook endpoints, their secrets and delivery logs (README.md, ADR 0083). */
export async function fundWebhookRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get(
    P,
    {
      config: manager,
      schema: routeSchema({
        tags,
        operationId: 'fundWebhook.listEndpoints',
        summary: 'The fund’s webhook endpoints',
        description: `${scoped}Oldest first, each with its newest delivery attempt’s outcome. Secrets are never listed.`,
        response: { 200: fundWebhookEndpointListReply },
      }),
    },
    async (request) => listEndpoints(db, request.profile!.id),
  );

  app.post<{ Body: v.InferOutput<typeof createFundWebhookBody> }>(
    P,
    {
      config: manager,
      schema: routeSchema({
        tags,
        operationId: 'fundWebhook.createEndpoint',
        summary: 'Subscribe an https endpoint to events of the fund',
        description:
          `${scoped}url (https; a private or loopback address is refused), description, events (at least one). 201 with ` +
          `the endpoint and its signing secret, shown only in this reply. 409 past ${FUND_WEBHOOK_ENDPOINTS_MAX} endpoints.`,
        body: createFundWebhookBody,
        errors: [409],
        response: { 201: fundWebhookSecretReply },
      }),
    },
    async (request, reply) => reply.status(201).send(await createEndpoint(deps, request.profile!.id, request.body)),
  );

  app.patch<EndpointParams & { Body: v.InferOutput<typeof updateFundWebhookBody> }>(
    `${P}/:id`,
    {
      config: manager,
      schema: routeSchema({
        tags,
        operationId: 'fundWebhook.updateEndpoint',
        summary: 'Change an endpoint’s address, events or description, or switch it on or off',
        description: `${scoped}Only the fields sent change. A switched-off endpoint receives nothing (waiting retries end).`,
        params: fundWebhookEndpointParams,
        body: updateFundWebhookBody,
        response: { 200: fundWebhookEndpointSchema },
      }),
    },
    async (request) => updateEndpoint(deps, request.profile!.id, request.params.id, request.body),
  );

  app.delete<EndpointParams>(
    `${P}/:id`,
    {
      config: manager,
      schema: routeSchema({
        tags,
        operationId: 'fundWebhook.deleteEndpoint',
        summary: 'Remove an endpoint and its delivery log',
        description: `${scoped}204.`,
        params: fundWebhookEndpointParams,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteEndpoint(db, request.profile!.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post<EndpointParams>(
    `${P}/:id/roll-secret`,
    {
      config: manager,
      schema: routeSchema({
        tags,
        operationId: 'fundWebhook.rollSecret',
        summary: 'Roll an endpoint’s signing secret',
        description:
          `${scoped}A new secret, shown only in this reply. For 24 hours deliveries carry a second signature with the ` +
          'old secret, so the receiver can switch without losing events.',
        params: fundWebhookEndpointParams,
        response: { 200: fundWebhookSecretReply },
      }),
    },
    async (request) => rollSecret(db, request.profile!.id, request.params.id),
  );

  app.get<EndpointParams & { Querystring: v.InferOutput<typeof fundWebhookDeliveriesQuery> }>(
    `${P}/:id/deliveries`,
    {
      config: manager,
      schema: routeSchema({
        tags,
        operationId: 'fundWebhook.listDeliveries',
        summary: 'An endpoint’s delivery log',
        description:
          `${scoped}Every attempt, newest first: event, attempt number, status, the receiver’s status code and the start ` +
          'of its answer, duration, and when the next retry is due. skip (default 0), take (1–100, default 20).',
        params: fundWebhookEndpointParams,
        querystring: fundWebhookDeliveriesQuery,
        response: { 200: fundWebhookDeliveryListReply },
      }),
    },
    async (request) => listDeliveries(db, request.profile!.id, request.params.id, request.query),
  );

  app.post<{ Params: v.InferOutput<typeof fundWebhookDeliveryParams> }>(
    `${P}/:id/deliveries/:deliveryId/replay`,
    {
      config: manager,
      schema: routeSchema({
        tags,
        operationId: 'fundWebhook.replayDelivery',
        summary: 'Send a delivery’s event to the endpoint again',
        description:
          `${scoped}202: a new delivery of the same event, with the same event id (receivers dedup by it), queued now. ` +
          '409 while the endpoint is switched off.',
        params: fundWebhookDeliveryParams,
        errors: [409],
        response: { 202: fundWebhookReplayReply },
      }),
    },
    async (request, reply) =>
      reply.status(202).send(await replayDelivery(deps, request.profile!.id, request.params.id, request.params.deliveryId)),
  );
}
