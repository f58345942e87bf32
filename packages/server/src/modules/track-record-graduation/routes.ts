import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  graduationRoutes,
  graduationDetailParams,
  graduationDetailReply,
  graduationFundReply,
  graduationGraphReply,
  graduationHeaderSchema,
  graduationIdParams,
  graduationItemSchema,
  graduationPathParams,
  graduationRoundSchemas,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { documentedAs, routeSchema } from '../../lib/route-schema';
import { deleteGraduation, fundGraduations, graduationGraph, oneGraduation, postGraduation } from './service';

const tags = ['track-record-graduation'];
type Path = { trackRecordSheetId: string; trackRecordId: string };
const READ =
  'Members of the fund (meta-profile headers) read any of its track records; anyone else only a visible track record of a ' +
  'published fund that shows its graduations (404 otherwise).';

/** api/track-record-graduation (product §7, five calls). ADR 0030. */
export async function trackRecordGraduationRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get<{ Params: Path }>(
    '/track-record-graduation/fund/:trackRecordSheetId/:trackRecordId',
    {
      config: { auth: 'optional', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: 'Graduation statistics and the "Fund companies" table of a track record sheet',
        description: READ,
        params: graduationPathParams,
        errors: [404],
        response: { 200: graduationFundReply },
      }),
    },
    async (request) => fundGraduations(db, request.profile?.id ?? null, request.params.trackRecordId, request.params.trackRecordSheetId),
  );

  app.get<{ Params: Path & { graduationId: string } }>(
    '/track-record-graduation/:graduationId/fund/:trackRecordSheetId/:trackRecordId',
    {
      config: { auth: 'optional', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: 'One graduation with its company overview',
        description: READ,
        params: graduationDetailParams,
        errors: [404],
        response: { 200: graduationDetailReply },
      }),
    },
    async (request) => oneGraduation(db, request.profile?.id ?? null, request.params),
  );

  app.get<{ Params: Path }>(
    '/track-record-graduation/graph/:trackRecordSheetId/:trackRecordId',
    {
      config: { auth: 'optional', profile: { optional: true } },
      schema: routeSchema({
        tags,
        summary: 'Graduation by entry stage and the cohort heat map (share with a next round within N quarters)',
        description: `${READ} A cohort cell is null until every company of the cohort is N quarters old.`,
        params: graduationPathParams,
        errors: [404],
        response: { 200: graduationGraphReply },
      }),
    },
    async (request) => graduationGraph(db, request.profile?.id ?? null, request.params.trackRecordId, request.params.trackRecordSheetId),
  );

  // One route per kind, as the spec names the calls (POST track-record-graduation/primaryEquity/{trackRecordId}/…).
  for (const kind of graduationRoutes) {
    app.post<{ Params: Path; Body: Record<string, unknown> }>(
      `/track-record-graduation/${kind}/:trackRecordId/:trackRecordSheetId`,
      {
        config: { auth: 'user', profile: { minRole: 'editor', types: ['fund'] } },
        schema: routeSchema({
          tags,
          summary: `Record a ${kind} graduation of a company`,
          description:
            `Editor role and up. Body: the ${kind} form (forms §3 "Funding round forms", rules of forms §5) plus investmentId, ` +
            'nameOfGraduation and stageOfInvestment. Updates the investment (cost, values, stage) and its metrics.',
          security: 'bearer',
          params: graduationPathParams,
          // Checked in the service (its order and messages); documented as the kind's form (issue 31.6).
          body: v.pipe(
            v.record(v.string(), v.unknown()),
            documentedAs<Record<string, unknown>>(v.intersect([graduationHeaderSchema, graduationRoundSchemas[kind]])),
          ),
          errors: [404],
          response: { 201: graduationItemSchema },
        }),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await postGraduation(
              db,
              request.profile!.id,
              { kind, trackRecordId: request.params.trackRecordId, trackRecordSheetId: request.params.trackRecordSheetId },
              request.body,
            ),
          ),
    );
  }

  app.delete<{ Params: { id: string } }>(
    '/track-record-graduation/:id',
    {
      config: { auth: 'user', profile: { minRole: 'editor', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'Delete a graduation',
        description: 'Editor role and up. The investment goes back to its cells before the graduation when it was the latest.',
        security: 'bearer',
        params: graduationIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteGraduation(db, request.profile!.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
