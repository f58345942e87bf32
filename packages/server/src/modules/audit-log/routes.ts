import {
  type ActivityExportQuery,
  type ActivityListQuery,
  activityExportQuery,
  activityListQuery,
  activityPageSchema,
} from '@fundnet/validation-schema';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { audit, auditActor } from '../../lib/audit';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { exportActivity, listActivity } from './service';

const tags = ['administration'];
const filtersText =
  'Filters: from / to (ISO time, inclusive), actorId (a user id), action (one of the contract’s actions), search (part of the ' +
  'actor’s e-mail or the target’s label), targetId.';

/** GET administration/activity and administration/activity/export (product §7 Administration). Administrators only; read-only. */
export async function auditLogRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Querystring: ActivityListQuery }>(
    '/administration/activity',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Read the activity (audit) log',
        description: `Append-only log of administrator actions and sensitive user actions, newest first. ${filtersText} page, limit.`,
        security: 'bearer',
        querystring: activityListQuery,
        response: { 200: activityPageSchema },
      }),
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return listActivity(db, filters, page, limit);
    },
  );

  app.get<{ Querystring: ActivityExportQuery }>(
    '/administration/activity/export',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Export the activity log as XLSX',
        description: `The filtered view (every page of it, newest first) as an XLSX workbook. ${filtersText} The export itself is logged.`,
        security: 'bearer',
        querystring: activityExportQuery,
        response: { 200: binaryReply('XLSX workbook', ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']) },
      }),
    },
    async (request, reply) => {
      const { buffer, rows } = await exportActivity(db, request.query);
      await audit(db, {
        ...auditActor(request),
        action: 'admin.activityExported',
        targetType: 'activity',
        targetLabel: 'Activity log',
        after: { filters: request.query, rows },
      });
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="fundnet-activity-${stamp}.xlsx"`)
        .send(buffer);
    },
  );
}
