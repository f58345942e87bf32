import type { FastifyInstance } from 'fastify';
import {
  type ApprovalListQuery,
  type ApprovalModel,
  type ApprovalSearchInput,
  approvalDetailSchema,
  approvalItemParams,
  approvalListQuery,
  approvalModelParams,
  approvalPageSchema,
  approvalSearchBody,
  approvalStatsSchema,
  type ApproveApprovalInput,
  approveApprovalBody,
  type RejectApprovalInput,
  rejectApprovalBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { audit, auditActor } from '../../lib/audit';
import { routeSchema } from '../../lib/route-schema';
import { approvalStats, approveItem, getApprovalDetail, listApprovals, rejectItem, searchApprovals } from './service';

const tags = ['administration'];

type ItemParams = { model: ApprovalModel; id: string };

/**
 * Administration approvals (product §7 Administration: approvals/{model}, approval/approve|reject/{model}/{id},
 * stats/approvals). Administrators only. Models: fundInfo, investorInfo, serviceProviderInfo.
 */
export async function approvalRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Params: { model: ApprovalModel }; Querystring: ApprovalListQuery }>(
    '/administration/approvals/:model',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'List approval items of a model',
        description:
          'Filters: status (Tbd, Approved, Declined), page (from 1), limit (10, 20, 30, 40 or 50; default 10). Newest submission first.',
        security: 'bearer',
        params: approvalModelParams,
        querystring: approvalListQuery,
        response: { 200: approvalPageSchema },
      }),
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return listApprovals(db, { model: request.params.model, statuses: status ? [status] : [] }, page, limit);
    },
  );

  app.post<{ Params: { model: ApprovalModel }; Body: ApprovalSearchInput }>(
    '/administration/approvals/:model',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Search approval items of a model',
        description:
          'The filtered search of the admin screen, with a JSON body: statuses (any of Tbd, Approved, Declined), profileId, ' +
          "section ('profile' for whole-profile submissions), search (in the profile name), submittedFrom / submittedTo (ISO), " +
          'page, limit. Newest submission first. An empty body lists everything.',
        security: 'bearer',
        params: approvalModelParams,
        body: approvalSearchBody,
        response: { 200: approvalPageSchema },
      }),
    },
    async (request) => searchApprovals(db, request.params.model, request.body),
  );

  app.get<{ Params: ItemParams }>(
    '/administration/approvals/:model/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Read an approval item with its diff',
        description: 'The item and, per section it covers, the working copy, the published copy and the changed top-level fields.',
        security: 'bearer',
        params: approvalItemParams,
        response: { 200: approvalDetailSchema },
      }),
    },
    async (request) => getApprovalDetail(db, request.params.model, request.params.id),
  );

  app.post<{ Params: ItemParams; Body: ApproveApprovalInput }>(
    '/administration/approval/approve/:model/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Approve an approval item',
        description:
          'Publishes the section (copy working → published) or, for a whole-profile item, every section and the profile. ' +
          "Mails the profile's owners (approval-approved). 409 when the item is already decided. With `reviewVersion` (the detail's), " +
          '409 `CHANGED_SINCE_REVIEW` when the proposal was edited after that detail was read: nothing is published unreviewed.',
        security: 'bearer',
        params: approvalItemParams,
        body: approveApprovalBody,
        errors: [409],
        response: { 200: approvalDetailSchema },
      }),
    },
    async (request) => {
      const detail = await approveItem(
        deps,
        request.params.model,
        request.params.id,
        request.auth!.userId,
        request.body?.reviewVersion ?? null,
      );
      await audit(db, {
        ...auditActor(request),
        action: 'approval.approved',
        targetType: request.params.model,
        targetId: detail.profileId,
        targetLabel: detail.profileName,
        after: { item: request.params.id, section: detail.section, status: detail.status },
      });
      return detail;
    },
  );

  app.post<{ Params: ItemParams; Body: RejectApprovalInput }>(
    '/administration/approval/reject/:model/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Reject an approval item',
        description:
          'Body: reason and message (both required). The published copy stays; the owners see the reason and message on the ' +
          'section and get a mail (approval-declined). A whole-profile item makes the profile rejected. 409 when already decided.',
        security: 'bearer',
        params: approvalItemParams,
        body: rejectApprovalBody,
        errors: [409],
        response: { 200: approvalDetailSchema },
      }),
    },
    async (request) => {
      const detail = await rejectItem(deps, request.params.model, request.params.id, request.auth!.userId, request.body);
      await audit(db, {
        ...auditActor(request),
        action: 'approval.rejected',
        targetType: request.params.model,
        targetId: detail.profileId,
        targetLabel: detail.profileName,
        after: { item: request.params.id, section: detail.section, status: detail.status, reason: request.body.reason },
      });
      return detail;
    },
  );

  app.get(
    '/administration/stats/approvals',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Count approval items per model and status',
        security: 'bearer',
        response: { 200: approvalStatsSchema },
      }),
    },
    async () => approvalStats(db),
  );
}
