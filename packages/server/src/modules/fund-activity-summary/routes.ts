import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  createFundActivityBody,
  fundActivityExportQuery,
  fundActivityListQuery,
  fundActivityListReply,
  fundActivityReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { createActivity, exportActivity, listActivity } from './service';

const tags = ['fund-activity-summary'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * api/fund-activity-summary: the active fund's activity log of the raise (create, activity, activity/export).
 * README.md gives the design.
 */
export async function fundActivitySummaryRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.post<{ Body: v.InferOutput<typeof createFundActivityBody> }>(
    '/fund-activity-summary/create',
    {
      config: { auth: 'user', profile: { minRole: 'editor', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'Log an activity of the raise (meeting, call, e-mail, note)',
        description: 'Fund profiles, editor role and up. occurredAt defaults to now.',
        body: createFundActivityBody,
        response: { 201: fundActivityReply },
      }),
    },
    async (request, reply) => {
      const activity = await createActivity(db, request.profile!.id, request.auth!.userId, request.body as never);
      return reply.status(201).send({ activity });
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof fundActivityListQuery> }>(
    '/fund-activity-summary/activity',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'The activity log of the raise, newest first',
        description:
          'Fund profiles, any member role. from / to (YYYY-MM-DD, inclusive), type, skip (default 0), take (1..100, default 50). ' +
          '`countsByType` counts the entries of the period per type (whatever `type`).',
        querystring: fundActivityListQuery,
        response: { 200: fundActivityListReply },
      }),
    },
    async (request) => listActivity(db, request.profile!.id, request.query as never),
  );

  app.get<{ Querystring: v.InferOutput<typeof fundActivityExportQuery> }>(
    '/fund-activity-summary/activity/export',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'The activity log as an .xlsx',
        description: 'Fund profiles, any member role. The same filters as activity (from, to, type), every matching entry.',
        querystring: fundActivityExportQuery,
        response: { 200: binaryReply('The activity log as a spreadsheet', [XLSX]) },
      }),
    },
    async (request, reply) => {
      const file = await exportActivity(db, request.profile!.id, request.profile!.name, request.query as never);
      return reply.header('content-type', XLSX).header('content-disposition', 'attachment; filename="fund-activity.xlsx"').send(file);
    },
  );
}
