import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  adminFundIdParams,
  adminInvoicesQuery,
  adminMembershipPlanReply,
  adminProfileIdQuery,
  type BillingDataInput,
  billingDataBody,
  billingDataSchema,
  invoiceIdParams,
  invoiceSchema,
  invoicesReply,
  renewalRunReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { adminBillingData, adminInvoicePdf, adminInvoices, adminMembershipPlan, adminUpdateBillingData, markPaidReply } from './admin';
import { sendInvoicePdf } from './invoice-pdf';
import { runRenewals } from './renewals';
import type { BillingSettings } from './provider';

/** The administration's side of billing: any profile's plan, billing data and invoices, and the billing clock. */
export async function billingAdminRoutes(api: FastifyInstance, deps: AppDeps, settings: BillingSettings) {
  const { db } = deps;
  const admin = { auth: 'admin' as const };
  const adminTags = ['administration'];

  api.get<{ Params: v.InferOutput<typeof adminFundIdParams> }>(
    '/administration/profile/membership-plan/:fundId',
    {
      config: admin,
      schema: routeSchema({
        tags: adminTags,
        summary: "A profile's plan, subscription, usage and invoices",
        description: 'Administrators. {fundId}: the profile (a fund or a service provider). 404 for an unknown profile.',
        params: adminFundIdParams,
        errors: [404],
        response: { 200: adminMembershipPlanReply },
      }),
    },
    async (request) => adminMembershipPlan(db, settings, request.params.fundId),
  );

  api.get<{ Querystring: v.InferOutput<typeof adminProfileIdQuery> }>(
    '/administration/profile/billingData',
    {
      config: admin,
      schema: routeSchema({
        tags: adminTags,
        summary: "A profile's billing data",
        description: 'Administrators. ?profileId=. 404 for an unknown profile.',
        querystring: adminProfileIdQuery,
        errors: [404],
        response: { 200: billingDataSchema },
      }),
    },
    async (request) => adminBillingData(db, request.query.profileId),
  );

  api.patch<{ Querystring: v.InferOutput<typeof adminProfileIdQuery>; Body: BillingDataInput }>(
    '/administration/profile/billingData',
    {
      config: admin,
      schema: routeSchema({
        tags: adminTags,
        summary: "Change a profile's billing data",
        description: 'Administrators. ?profileId=; only the fields sent change.',
        querystring: adminProfileIdQuery,
        body: billingDataBody,
        errors: [404],
        response: { 200: billingDataSchema },
      }),
    },
    async (request) => adminUpdateBillingData(db, request.query.profileId, request.body),
  );

  api.get<{ Querystring: v.InferOutput<typeof adminInvoicesQuery> }>(
    '/administration/billing/invoices',
    {
      config: admin,
      schema: routeSchema({
        tags: adminTags,
        summary: 'Invoices of every profile, newest first (the latest 500)',
        description: 'Administrators. ?status=open lists the transfers to look for.',
        querystring: adminInvoicesQuery,
        response: { 200: invoicesReply },
      }),
    },
    async (request) => ({ items: await adminInvoices(db, request.query.status) }),
  );

  api.post<{ Params: v.InferOutput<typeof invoiceIdParams> }>(
    '/administration/billing/invoices/:id/mark-paid',
    {
      config: admin,
      schema: routeSchema({
        tags: adminTags,
        summary: 'Record the bank transfer of an open invoice',
        description: 'Administrators. The invoice is paid; its subscription becomes active when nothing else is overdue. 409 unless open.',
        params: invoiceIdParams,
        errors: [404, 409],
        response: { 200: invoiceSchema },
      }),
    },
    async (request) => markPaidReply(db, request.params.id, request.auth!.userId),
  );

  api.get<{ Params: v.InferOutput<typeof invoiceIdParams> }>(
    '/administration/billing/invoices/:id/pdf',
    {
      config: admin,
      schema: routeSchema({
        tags: adminTags,
        summary: 'Any invoice as a PDF',
        params: invoiceIdParams,
        errors: [404],
        response: { 200: binaryReply('The invoice', ['application/pdf']) },
      }),
    },
    async (request, reply) => {
      const { bytes, number } = await adminInvoicePdf(db, settings, request.params.id);
      return sendInvoicePdf(reply, bytes, number);
    },
  );

  api.post(
    '/administration/billing/run-renewals',
    {
      config: admin,
      schema: routeSchema({
        tags: adminTags,
        summary: 'Run the billing clock now (renewals, past_due, unpaid)',
        description: 'Administrators. The server runs it every 10 minutes; this runs it at once. Manual-provider subscriptions only.',
        response: { 200: renewalRunReply },
      }),
    },
    async () => runRenewals(db, settings),
  );
}
