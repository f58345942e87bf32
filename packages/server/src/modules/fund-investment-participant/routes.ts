import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  participantIdParams,
  participantListQuery,
  participantListReply,
  participantSchema,
  upsertParticipantBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { deleteParticipant, listParticipants, readParticipant, upsertParticipant } from './service';

const tags = ['fund-investment-participant'];

/** api/fund-investment-participant (product §7 "fund-investment-participant": list, upsert, read, delete). Administrators only. */
export async function fundInvestmentParticipantRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Querystring: v.InferOutput<typeof participantListQuery> }>(
    '/fund-investment-participant',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Fund investment participants, one page',
        description:
          'Administrators only. page (from 1), limit (10, 20, 30, 40 or 50; default 20), search (participant or fund name), ' +
          'fundProfileId (the participants of one fund), status. By fund, then participant name.',
        querystring: participantListQuery,
        response: { 200: participantListReply },
      }),
    },
    async (request) => listParticipants(db, request.query),
  );

  app.post<{ Body: v.InferOutput<typeof upsertParticipantBody> }>(
    '/fund-investment-participant',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Create or replace a participant of a fund',
        description:
          'Administrators only. Without `id`: creates (201). With: replaces that participant (200; 422 REFERENCE_NOT_FOUND on id when unknown). ' +
          '`fundProfileId` must be a live fund profile, `investorProfileId` (optional) a live investor profile whose name is ' +
          'then used; without it `participantName` is required (422).',
        body: upsertParticipantBody,
        errors: [],
        response: { 200: participantSchema, 201: participantSchema },
      }),
    },
    async (request, reply) => {
      const { participant, created } = await upsertParticipant(db, request.body, request.auth!.userId);
      return reply.status(created ? 201 : 200).send(participant);
    },
  );

  app.get<{ Params: v.InferOutput<typeof participantIdParams> }>(
    '/fund-investment-participant/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Read a participant',
        description: 'Administrators only. 404 when none has this id.',
        params: participantIdParams,
        errors: [404],
        response: { 200: participantSchema },
      }),
    },
    async (request) => readParticipant(db, request.params.id),
  );

  app.delete<{ Params: v.InferOutput<typeof participantIdParams> }>(
    '/fund-investment-participant/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Delete a participant',
        description: 'Administrators only. 404 when none has this id.',
        params: participantIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteParticipant(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
