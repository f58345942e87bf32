import {
  type BillingDataInput,
  type BillingProfileType,
  billingDataBody,
  billingDataSchema,
  billingOverviewReply,
  changePlanBody,
  invoiceIdParams,
  invoicesReply,
  membershipPlansReply,
  membershipPlanTypeParams,
  portalReply,
  subscribeBody,
  subscriptionChangeReply,
  webhookReply,
} from '@fundnet/validation-schema';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { cancel, changePlan, portalUrl, resume, subscribe } from './plan-changes';
import { runRenewals } from './renewals';
import { billingDataOf, overview, profileInvoicePdf, profileInvoices, updateBillingData } from './service';
import { billingAdminRoutes } from './routes-admin';
import { sendInvoicePdf } from './invoice-pdf';
import { receiveStripeWebhook } from './webhooks';
import { flagEnabled } from './entitlements';
import { listPlans, planReply } from './plans';
import { billingSettingsFrom, type BillingSettings } from './provider';

/** The audiences that pay, with their path prefixes (product-routes §7). */
const audiences: { type: BillingProfileType; plans: string; subscriptions: string; label: string }[] = [
  { type: 'fund', plans: 'fund-membership-plans', subscriptions: 'fund-subscriptions', label: 'fund' },
  {
    type: 'serviceProvider',
    plans: 'service-provider-membership-plans',
    subscriptions: 'service-provider-subscriptions',
    label: 'service provider',
  },
];

const RENEWAL_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Memberships, subscriptions and billing (product-routes §7; README.md, ADRs 0048-0050). The payment provider comes
 * from the environment (provider.ts): manual invoices by default, Stripe with STRIPE_SECRET_KEY.
 */
export async function billingRoutes(api: FastifyInstance, deps: AppDeps, settingsOverride?: BillingSettings) {
  const { db } = deps;
  const settings = settingsOverride ?? billingSettingsFrom(process.env, deps.config.appUrl);

  // ---------------------------------------------------------------- plans (public)
  api.get<{ Params: v.InferOutput<typeof membershipPlanTypeParams> }>(
    '/membership-plans/:type',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: ['membership-plans'],
        summary: 'The membership plans of one profile type',
        description:
          'Public. type: fund, serviceProvider or investor. Prices in minor units per currency; monthly (1) and yearly (12) periods. `payment`: manual (invoice, bank transfer) or stripe (card through Checkout).',
        params: membershipPlanTypeParams,
        response: { 200: membershipPlansReply },
      }),
    },
    async (request) => ({ items: (await listPlans(db, request.params.type)).map(planReply), payment: settings.provider }),
  );

  for (const audience of audiences) {
    const tags = [audience.subscriptions];
    const P = `/${audience.subscriptions}`;
    const reader = { auth: 'user' as const, profile: { minRole: 'viewer' as const, types: [audience.type] } };
    const manager = { auth: 'user' as const, profile: { minRole: 'admin' as const, types: [audience.type] } };
    const MANAGER = `Owner and admin of the active ${audience.label} only.`;
    const actorOf = (request: { profile: { id: string } | null }) => ({ profileId: request.profile!.id, profileType: audience.type });
    const selfService = async () => {
      if (!(await flagEnabled(db, 'selfServiceBilling'))) {
        throw forbidden('Plan changes are made by a Fundnet administrator for now. Please contact us.', 'SELF_SERVICE_OFF');
      }
    };

    api.get(
      `/${audience.plans}`,
      {
        config: { auth: 'public' },
        schema: routeSchema({
          tags: [audience.plans],
          summary: `The membership plans for ${audience.label} profiles`,
          description: 'Public. The same list as membership-plans/{type} for this audience.',
          response: { 200: membershipPlansReply },
        }),
      },
      async () => ({ items: (await listPlans(db, audience.type)).map(planReply), payment: settings.provider }),
    );

    api.get(
      P,
      {
        config: reader,
        schema: routeSchema({
          tags,
          summary: `The active ${audience.label}'s plan, usage against its limits, billing data and provider`,
          description:
            'Any member role. `effectivePlan` is what applies now: the free plan unless the subscription is active or past_due within its grace.',
          response: { 200: billingOverviewReply },
        }),
      },
      async (request) => overview(db, settings, request.profile!.id),
    );

    api.post<{ Body: v.InferOutput<typeof subscribeBody> }>(
      `${P}/subscribe`,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary: 'Subscribe to a plan',
          description: `${MANAGER} { planId, period: 1|12, currency? }. The amount comes from the plan, never from the request. Manual provider: the subscription is incomplete and an invoice is issued (paid by transfer, marked paid by an administrator). Stripe: \`checkoutUrl\` is the payment page. A free plan is active at once. 422 VALIDATION when a bank-transfer invoice would be issued and the billing data lacks the company name or its address (companyName, addressLine1, postalCode, city, country: PATCH billing-data first). 422 REFERENCE_NOT_FOUND on planId for a plan that does not exist or is no longer offered. 409 when a subscription exists (change its plan instead).`,
          body: subscribeBody,
          errors: [409, 422],
          response: { 201: subscriptionChangeReply },
        }),
      },
      async (request, reply) => {
        await selfService();
        const body = request.body;
        return reply.status(201).send(await subscribe(db, settings, actorOf(request), { ...body, period: Number(body.period) }));
      },
    );

    api.post<{ Body: v.InferOutput<typeof changePlanBody> }>(
      `${P}/change-plan`,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary: 'Upgrade (now, prorated) or downgrade (at the renewal)',
          description: `${MANAGER} { planId, period }. A higher plan or yearly billing of the same plan is an upgrade: it applies now with an invoice for the prorated difference. Anything else is a downgrade: it applies at the end of the current period (\`effectiveAt\`). 422 REFERENCE_NOT_FOUND on planId for a plan that does not exist or is no longer offered; 404 without a subscription; 409 for the current plan and period.`,
          body: changePlanBody,
          errors: [404, 409],
          response: { 200: subscriptionChangeReply },
        }),
      },
      async (request) => {
        await selfService();
        return changePlan(db, settings, actorOf(request), { planId: request.body.planId, period: Number(request.body.period) });
      },
    );

    api.post(
      `${P}/cancel`,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary: 'Cancel at the end of the current period',
          description: `${MANAGER} Features stay on until \`effectiveAt\`; resume before then to keep the plan. A subscription never paid (incomplete) ends at once.`,
          errors: [404, 409],
          response: { 200: subscriptionChangeReply },
        }),
      },
      async (request) => cancel(db, settings, actorOf(request)),
    );

    api.post(
      `${P}/resume`,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary: 'Keep a subscription that was set to cancel at the end of its period',
          description: `${MANAGER} 409 when it was not set to cancel.`,
          errors: [404, 409],
          response: { 200: subscriptionChangeReply },
        }),
      },
      async (request) => resume(db, settings, actorOf(request)),
    );

    api.get(
      `${P}/invoices`,
      {
        config: reader,
        schema: routeSchema({
          tags,
          summary: `The active ${audience.label}'s invoices, newest first`,
          description: 'Any member role. Each with the API path of its PDF.',
          response: { 200: invoicesReply },
        }),
      },
      async (request) => ({ items: await profileInvoices(db, request.profile!) }),
    );

    api.get<{ Params: v.InferOutput<typeof invoiceIdParams> }>(
      `${P}/invoices/:id/pdf`,
      {
        config: reader,
        schema: routeSchema({
          tags,
          summary: 'One invoice as a PDF',
          description: 'Any member role. 404 for an invoice of another profile.',
          params: invoiceIdParams,
          errors: [404],
          response: { 200: binaryReply('The invoice', ['application/pdf']) },
        }),
      },
      async (request, reply) => {
        const { bytes, number } = await profileInvoicePdf(db, settings, request.params.id, request.profile!);
        return sendInvoicePdf(reply, bytes, number);
      },
    );

    api.get(
      `${P}/billing-data`,
      {
        config: reader,
        schema: routeSchema({
          tags,
          summary: 'Who is invoiced and how the profile pays',
          response: { 200: billingDataSchema },
        }),
      },
      async (request) => billingDataOf(db, request.profile!.id),
    );

    api.patch<{ Body: BillingDataInput }>(
      `${P}/billing-data`,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary: 'Change the billing data (company, address, e-mail, VAT ID)',
          description: `${MANAGER} Only the fields sent change. Invoices keep the data of their issue date.`,
          body: billingDataBody,
          response: { 200: billingDataSchema },
        }),
      },
      async (request) => updateBillingData(db, request.profile!.id, request.body),
    );

    api.post(
      `${P}/portal`,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary: "The payment provider's customer portal (cards, receipts)",
          description: `${MANAGER} Stripe only: a one-time URL. 409 with the manual provider or before the first checkout.`,
          errors: [409],
          response: { 200: portalReply },
        }),
      },
      async (request) => ({ url: await portalUrl(db, settings, request.profile!.id) }),
    );
  }

  // ---------------------------------------------------------------- Stripe webhook (its own scope: the raw body)
  await api.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/billing/stripe/webhook',
      {
        config: { auth: 'public' },
        schema: routeSchema({
          tags: ['billing'],
          summary: "Stripe's events (signed)",
          description:
            'Public, for Stripe only: the Stripe-Signature header must verify against STRIPE_WEBHOOK_SECRET over the raw body (400 otherwise). Each event is applied once (redelivery: `duplicate: true`); an older event never overwrites a newer state.',
          errors: [400],
          response: { 200: webhookReply },
        }),
      },
      async (request) =>
        receiveStripeWebhook(db, settings, request.headers['stripe-signature'], typeof request.body === 'string' ? request.body : ''),
    );
  });

  // ---------------------------------------------------------------- administration
  await billingAdminRoutes(api, deps, settings);

  // The billing clock (manual provider). Tests run it by hand with their own clock.
  if (deps.config.env !== 'test') {
    let timer: NodeJS.Timeout | undefined;
    api.addHook('onReady', async () => {
      timer = setInterval(() => {
        runRenewals(db, settings).catch((error) => api.log.error({ err: error }, 'billing renewals failed'));
      }, RENEWAL_INTERVAL_MS);
      timer.unref();
    });
    api.addHook('onClose', async () => clearInterval(timer));
  }
}
