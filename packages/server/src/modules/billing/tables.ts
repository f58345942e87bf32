import type { BillingData, Entitlements, PlanPrice } from '@fundnet/validation-schema';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/** A membership plan of one profile type: prices per currency (minor units) and what it unlocks. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable name of the plan (fund-professional); the catalogue in plans.ts is upserted by it. */
    code: text('code').notNull(),
    profileType: text('profile_type', { enum: ['fund', 'serviceProvider', 'investor'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Higher is more: a change to a higher rank is an upgrade. */
    rank: integer('rank').notNull(),
    prices: jsonb('prices').$type<PlanPrice[]>().notNull(),
    entitlements: jsonb('entitlements').$type<Entitlements>().notNull(),
    active: boolean('active').notNull().default(true),
    /** Stripe: the product the prices of this plan hang on (created on first use). */
    stripeProductId: text('stripe_product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('membership_plans_code_uq').on(t.code)],
);

/** One subscription per profile (the latest; a canceled one is replaced by the next subscribe). */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    period: integer('period').notNull(),
    currency: text('currency', { enum: ['EUR', 'USD'] }).notNull(),
    status: text('status', { enum: ['incomplete', 'active', 'past_due', 'canceled', 'unpaid'] }).notNull(),
    provider: text('provider', { enum: ['manual', 'stripe'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pendingPlanId: uuid('pending_plan_id').references(() => membershipPlans.id),
    pendingPeriod: integer('pending_period'),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The `created` time of the last provider event applied: an older event never overwrites a newer state. */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_subscriptions_profile_idx').on(t.profileId, t.createdAt),
    uniqueIndex('billing_subscriptions_provider_uq').on(t.providerSubscriptionId),
  ],
);

export interface InvoiceLine {
  description: string;
  amountMinor: number;
}

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** FN-2026-000123: readable, unique, from a sequence of the year. */
    number: text('number').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => billingSubscriptions.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'paid', 'void', 'uncollectible'] }).notNull(),
    currency: text('currency', { enum: ['EUR', 'USD'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** What the invoice is for: subscribe, renewal, upgrade (the prorated difference). */
    reason: text('reason', { enum: ['subscribe', 'renewal', 'upgrade'] }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    markedPaidBy: uuid('marked_paid_by').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['manual', 'stripe'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    hostedUrl: text('hosted_url'),
    /** The billing data at the time of issue (an invoice never changes after). */
    billTo: jsonb('bill_to').$type<BillingData>().notNull(),
  },
  (t) => [
    uniqueIndex('billing_invoices_number_uq').on(t.number),
    uniqueIndex('billing_invoices_provider_uq').on(t.providerInvoiceId),
    index('billing_invoices_profile_idx').on(t.profileId, t.issuedAt),
    index('billing_invoices_status_idx').on(t.status, t.dueAt),
  ],
);

/** The billing details of a profile (who is invoiced, how it pays). */
export const billingAccounts = pgTable('billing_accounts', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  email: text('email').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
  vatId: text('vat_id').notNull().default(''),
  paymentMethod: text('payment_method', { enum: ['transfer', 'card'] })
    .notNull()
    .default('transfer'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  stripeCustomerId: text('stripe_customer_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider events already handled (webhook redelivery changes nothing twice). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;
export type BillingAccountRow = typeof billingAccounts.$inferSelect;
