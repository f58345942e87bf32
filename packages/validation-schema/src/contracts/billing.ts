import * as v from 'valibot';
import { billingPeriodSchema } from '../options/paging-and-periods';
import { formObject } from '../rules/object';
import { socialSignInProviders } from './auth';

/**
 * Contract of memberships, subscriptions and billing (product-routes §7 "fund-membership-plans and subscriptions;
 * service-provider membership plans and subscriptions; membership-plans/{type}"; administration profile/membership-plan
 * and profile/billingData). Payloads are "not shown" in the spec; this is our design
 * (packages/server/src/modules/billing/README.md, ADR 0048):
 *
 * - GET membership-plans/{type}: the plans of one profile type (public). GET fund-membership-plans and
 *   service-provider-membership-plans: the same per audience.
 * - {fund,service-provider}-subscriptions: the active profile's billing (overview with usage against limits, subscribe,
 *   change-plan: upgrade now and prorated, downgrade at renewal, cancel at period end, resume, invoices with a PDF,
 *   billing data, the provider's portal). Reading: any member; managing: owner and admin only.
 * - Prices are minor units (cents) per currency; an amount never comes from the client.
 */

export const billingProfileTypes = ['fund', 'serviceProvider', 'investor'] as const;
export type BillingProfileType = (typeof billingProfileTypes)[number];

export const billingCurrencies = ['EUR', 'USD'] as const;
export type BillingCurrency = (typeof billingCurrencies)[number];

/** The states a payment provider uses (Stripe's names). */
export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'canceled', 'unpaid'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const invoiceStatuses = ['open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const billingProviders = ['manual', 'stripe'] as const;
export type BillingProviderName = (typeof billingProviders)[number];

/** What a plan unlocks. Numbers are limits (null: unlimited); flags are on or off. */
export const entitlementKeys = ['shareLinks', 'dataRooms', 'seats', 'featuredInDiscovery', 'aiChat'] as const;
export type EntitlementKey = (typeof entitlementKeys)[number];
export const countedEntitlements = ['shareLinks', 'dataRooms', 'seats'] as const;
export type CountedEntitlement = (typeof countedEntitlements)[number];

export const entitlementLabels: Record<EntitlementKey, string> = {
  shareLinks: 'Share links',
  dataRooms: 'Data rooms',
  seats: 'Team seats',
  featuredInDiscovery: 'Featured in discovery',
  aiChat: 'AI chat on shared data-room content',
};

export const billingMessages = {
  invalidProfileType: 'Select a valid profile type (fund, serviceProvider or investor)', // not in spec
  planRequired: 'Plan is required', // not in spec
  invalidPlan: 'Select a valid plan', // not in spec
  invalidCurrency: 'Select a valid currency (EUR or USD)', // not in spec
  invalidId: 'Id is not valid', // not in spec
  invalidStatus: 'Select a valid invoice status', // not in spec
  emailInvalid: 'Enter a valid e-mail address', // not in spec
  tooLong: 'This field is too long', // not in spec
  planNotFound: 'This plan does not exist.', // not in spec
  planWrongType: 'This plan is not offered to this kind of profile.', // not in spec
  alreadySubscribed: 'This profile already has a subscription: change its plan instead.', // not in spec
  noSubscription: 'This profile has no subscription.', // not in spec
  samePlan: 'This is already the plan and billing period of this profile.', // not in spec
  notResumable: 'Only a subscription set to cancel at the end of its period can be resumed.', // not in spec
  alreadyCanceled: 'This subscription has ended.', // not in spec
  invoiceNotFound: 'This invoice does not exist.', // not in spec
  invoiceNotOpen: 'Only an open invoice can be marked paid.', // not in spec
  portalUnavailable: 'The payment provider has no customer portal for this profile.', // not in spec
  webhookSignature: 'The webhook signature is missing or not valid.', // not in spec
  flagNotFound: 'This feature flag does not exist.', // not in spec
  enabledRequired: 'Enabled must be true or false', // not in spec
  billingDetailsRequired: 'Add your billing details (company name and address) before the first invoice.', // not in spec
} as const;

const id = v.pipe(v.string(billingMessages.invalidId), v.trim(), v.uuid(billingMessages.invalidId));
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, billingMessages.tooLong));

export const billingProfileTypeSchema = v.picklist(billingProfileTypes, billingMessages.invalidProfileType);
export const billingCurrencySchema = v.picklist(billingCurrencies, billingMessages.invalidCurrency);

// ---------------------------------------------------------------- plans

export const entitlementsSchema = v.object({
  shareLinks: v.nullable(v.number()),
  dataRooms: v.nullable(v.number()),
  seats: v.nullable(v.number()),
  featuredInDiscovery: v.boolean(),
  aiChat: v.boolean(),
});
export type Entitlements = v.InferOutput<typeof entitlementsSchema>;

export const planPriceSchema = v.object({
  currency: billingCurrencySchema,
  /** Minor units (cents) per month. */
  monthlyMinor: v.number(),
  /** Minor units (cents) per year. */
  yearlyMinor: v.number(),
});
export type PlanPrice = v.InferOutput<typeof planPriceSchema>;

export const membershipPlanSchema = v.object({
  id: v.string(),
  code: v.string(),
  profileType: billingProfileTypeSchema,
  name: v.string(),
  description: v.string(),
  rank: v.number(),
  isFree: v.boolean(),
  prices: v.array(planPriceSchema),
  entitlements: entitlementsSchema,
});
export type MembershipPlan = v.InferOutput<typeof membershipPlanSchema>;

export const membershipPlansReply = v.object({
  items: v.array(membershipPlanSchema),
  /**
   * How paid plans are paid on this server (issue 34.14): `manual`, by invoice and bank transfer; `stripe`, by card
   * through Stripe's Checkout. The plans page says which. Optional for older stand-ins; the server always sends it.
   */
  payment: v.optional(v.picklist(billingProviders)),
});
export type MembershipPlansReply = v.InferOutput<typeof membershipPlansReply>;
export const membershipPlanTypeParams = v.object({ type: billingProfileTypeSchema });

// ---------------------------------------------------------------- subscriptions

export const pendingChangeSchema = v.object({
  planId: v.string(),
  planName: v.string(),
  period: v.number(),
  effectiveAt: timestamp,
});

export const subscriptionSchema = v.object({
  id: v.string(),
  profileId: v.string(),
  plan: membershipPlanSchema,
  period: v.number(),
  currency: billingCurrencySchema,
  /** The price of one period of this plan, minor units. */
  amountMinor: v.number(),
  status: v.picklist(subscriptionStatuses),
  provider: v.picklist(billingProviders),
  currentPeriodStart: timestamp,
  currentPeriodEnd: timestamp,
  cancelAtPeriodEnd: v.boolean(),
  /** A downgrade waiting for the renewal. */
  pendingChange: v.nullable(pendingChangeSchema),
  /** past_due: features stay on until then. */
  graceUntil: v.nullable(timestamp),
  canceledAt: v.nullable(timestamp),
});
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

export const invoiceSchema = v.object({
  id: v.string(),
  number: v.string(),
  profileId: v.string(),
  profileName: v.string(),
  status: v.picklist(invoiceStatuses),
  currency: billingCurrencySchema,
  amountMinor: v.number(),
  description: v.string(),
  periodStart: timestamp,
  periodEnd: timestamp,
  issuedAt: timestamp,
  dueAt: timestamp,
  paidAt: v.nullable(timestamp),
  provider: v.picklist(billingProviders),
  /** The PDF of the invoice (an API path, read with the caller's token). */
  pdfPath: v.string(),
  /** The provider's hosted page (Stripe), else null. */
  hostedUrl: v.nullable(v.string()),
});
export type Invoice = v.InferOutput<typeof invoiceSchema>;
export const invoicesReply = v.object({ items: v.array(invoiceSchema) });
export type InvoicesReply = v.InferOutput<typeof invoicesReply>;

export const usageItemSchema = v.object({
  key: v.picklist(entitlementKeys),
  label: v.string(),
  /** Counted entitlements: how many are in use; flags: null. */
  used: v.nullable(v.number()),
  /** Counted entitlements: the limit (null: unlimited); flags: null. */
  limit: v.nullable(v.number()),
  /** Flags: on or off; counted entitlements: whether one more may be created. */
  enabled: v.boolean(),
});
export type UsageItem = v.InferOutput<typeof usageItemSchema>;

export const billingDataSchema = v.object({
  companyName: v.string(),
  email: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  postalCode: v.string(),
  city: v.string(),
  country: v.string(),
  vatId: v.string(),
  /** transfer: invoices paid by bank transfer; card: a card on file at the provider. */
  paymentMethod: v.picklist(['transfer', 'card']),
  cardBrand: v.nullable(v.string()),
  cardLast4: v.nullable(v.string()),
});
export type BillingData = v.InferOutput<typeof billingDataSchema>;

/**
 * What an invoice must name before the first one is issued (issue 34.14: one was issued with no address): the company
 * and its postal address. The VAT ID is asked for beside them but not required (not every customer has one).
 */
export const requiredBillingDetails = ['companyName', 'addressLine1', 'postalCode', 'city', 'country'] as const;
/** The required billing details still empty in `data`, in form order. */
export function missingBillingDetails(data: Partial<Record<(typeof requiredBillingDetails)[number], string | null>>): string[] {
  return requiredBillingDetails.filter((field) => (data[field] ?? '').trim() === '');
}

export const billingDataBody = formObject({
  companyName: v.optional(text(200)),
  email: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email(billingMessages.emailInvalid))], billingMessages.emailInvalid),
  ),
  addressLine1: v.optional(text(200)),
  addressLine2: v.optional(text(200)),
  postalCode: v.optional(text(20)),
  city: v.optional(text(100)),
  country: v.optional(text(100)),
  vatId: v.optional(text(40)),
});
export type BillingDataInput = v.InferInput<typeof billingDataBody>;

export const billingProviderInfoSchema = v.object({
  name: v.picklist(billingProviders),
  /** Whether a customer portal (cards, receipts) exists for this profile. */
  portal: v.boolean(),
  /** manual: where a transfer goes. */
  bankTransfer: v.nullable(v.object({ accountHolder: v.string(), iban: v.string(), bic: v.string() })),
});

export const billingOverviewReply = v.object({
  profileId: v.string(),
  profileType: billingProfileTypeSchema,
  subscription: v.nullable(subscriptionSchema),
  /** The plan whose entitlements apply now (the free plan without a paying subscription). */
  effectivePlan: membershipPlanSchema,
  entitlements: entitlementsSchema,
  usage: v.array(usageItemSchema),
  billingData: billingDataSchema,
  provider: billingProviderInfoSchema,
  /** Whether plan limits are enforced (feature flag enforcePlanLimits). */
  limitsEnforced: v.boolean(),
});
export type BillingOverview = v.InferOutput<typeof billingOverviewReply>;

export const subscribeBody = formObject({
  planId: v.pipe(v.string(billingMessages.planRequired), v.trim(), v.uuid(billingMessages.invalidPlan)),
  period: billingPeriodSchema,
  currency: v.optional(billingCurrencySchema),
});
export type SubscribeInput = v.InferInput<typeof subscribeBody>;

export const changePlanBody = formObject({
  planId: v.pipe(v.string(billingMessages.planRequired), v.trim(), v.uuid(billingMessages.invalidPlan)),
  period: billingPeriodSchema,
});
export type ChangePlanInput = v.InferInput<typeof changePlanBody>;

export const subscriptionChangeReply = v.object({
  subscription: subscriptionSchema,
  /** The invoice issued by this change (the first one, or the prorated difference of an upgrade). */
  invoice: v.nullable(invoiceSchema),
  /** Stripe: the Checkout page to pay on; manual: null. */
  checkoutUrl: v.nullable(v.string()),
  /** upgrade and subscribe: now; downgrade and cancel: the end of the current period. */
  effectiveAt: timestamp,
  kind: v.picklist(['subscribe', 'upgrade', 'downgrade', 'cancel', 'resume']),
});
export type SubscriptionChangeReply = v.InferOutput<typeof subscriptionChangeReply>;

export const portalReply = v.object({ url: v.string() });
export const invoiceIdParams = v.object({ id });

// ---------------------------------------------------------------- administration

export const adminFundIdParams = v.object({ fundId: id });
export const adminProfileIdQuery = v.object({ profileId: id });
export const adminInvoicesQuery = v.object({ status: v.optional(v.picklist(invoiceStatuses, billingMessages.invalidStatus)) });

export const adminMembershipPlanReply = v.object({
  profile: v.object({ id: v.string(), name: v.string(), type: billingProfileTypeSchema }),
  overview: billingOverviewReply,
  invoices: v.array(invoiceSchema),
  plans: v.array(membershipPlanSchema),
});
export type AdminMembershipPlan = v.InferOutput<typeof adminMembershipPlanReply>;

export const renewalRunReply = v.object({ renewed: v.number(), pastDue: v.number(), unpaid: v.number(), canceled: v.number() });

export const webhookReply = v.object({ received: v.boolean(), duplicate: v.boolean() });

// ---------------------------------------------------------------- feature-config

export const featureFlagKeys = ['enforcePlanLimits', 'planPages', 'selfServiceBilling', 'aiChat', 'featuredInDiscovery'] as const;
export type FeatureFlagKey = (typeof featureFlagKeys)[number];

export const featureFlagSchema = v.object({
  key: v.picklist(featureFlagKeys),
  label: v.string(),
  description: v.string(),
  enabled: v.boolean(),
  updatedAt: v.nullable(timestamp),
});
export type FeatureFlag = v.InferOutput<typeof featureFlagSchema>;

export const featureConfigReply = v.object({
  flags: v.array(featureFlagSchema),
  /**
   * The social sign-in providers this server is configured for (LinkedIn, Google), in the contract's order: the log-in
   * page offers a button for these only (a button for an unconfigured provider led nowhere).
   */
  socialSignIn: v.array(v.picklist(socialSignInProviders)),
  /** The active profile's plan and entitlements when the meta-profile headers are sent, else null. */
  profile: v.nullable(
    v.object({
      profileId: v.string(),
      planCode: v.string(),
      planName: v.string(),
      entitlements: entitlementsSchema,
      usage: v.array(usageItemSchema),
    }),
  ),
});
export type FeatureConfig = v.InferOutput<typeof featureConfigReply>;

export const featureFlagParams = v.object({ key: v.picklist(featureFlagKeys, billingMessages.flagNotFound) });
export const featureFlagBody = formObject({ enabled: v.boolean(billingMessages.enabledRequired) });
export type FeatureFlagInput = v.InferInput<typeof featureFlagBody>;

/** The flags an administrator switches, with their defaults (a flag without a stored value has its default). */
export const featureFlagCatalogue: Record<FeatureFlagKey, { label: string; description: string; default: boolean }> = {
  enforcePlanLimits: {
    label: 'Enforce plan limits',
    description: 'Share links, data rooms and seats are limited by the profile’s membership plan. Off: every plan is unlimited.',
    default: true,
  },
  planPages: {
    label: 'Plan pages',
    description: 'The public membership-plan pages for funds and service providers are shown from the landing pages.',
    default: true,
  },
  selfServiceBilling: {
    label: 'Self-service plan changes',
    description: 'Owners and admins of a profile subscribe, change and cancel plans themselves. Off: only administrators do.',
    default: true,
  },
  aiChat: {
    label: 'AI chat',
    description: 'AI chat on shared data-room content, for plans that include it.',
    default: true,
  },
  featuredInDiscovery: {
    label: 'Featured profiles in discovery',
    description: 'Profiles whose plan includes it are featured at the top of discovery.',
    default: true,
  },
};
