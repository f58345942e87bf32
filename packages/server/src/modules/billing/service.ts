import { randomBytes } from 'node:crypto';
import {
  type BillingCurrency,
  type BillingData,
  type BillingDataInput,
  type BillingOverview,
  type BillingProfileType,
  billingMessages,
  type Invoice,
  type Subscription,
} from '@fundnet/validation-schema';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findProfile } from '../profiles';
import { entitlementSnapshot } from './entitlements';
import { invoicePdf } from './invoice-pdf';
import { listPlans, periodPrice, planById, planReply } from './plans';
import type { BillingSettings } from './provider';
import { type BillingInvoiceRow, type BillingSubscriptionRow, billingAccounts, billingInvoices, type MembershipPlanRow } from './tables';

// ---------------------------------------------------------------- time

export const DAY = 24 * 60 * 60 * 1000;

/** `date` plus `months` calendar months (UTC), the day clamped to the target month's length. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

// ---------------------------------------------------------------- replies

export const pdfPathFor = (profileType: BillingProfileType, invoiceId: string) =>
  `api/${profileType === 'serviceProvider' ? 'service-provider' : 'fund'}-subscriptions/invoices/${invoiceId}/pdf`;

export function invoiceReply(row: BillingInvoiceRow, profile: { name: string; type: string }, pdfPath?: string): Invoice {
  return {
    id: row.id,
    number: row.number,
    profileId: row.profileId,
    profileName: profile.name,
    status: row.status,
    currency: row.currency,
    amountMinor: row.amountMinor,
    description: row.lines.map((l) => l.description).join('; '),
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    issuedAt: iso(row.issuedAt),
    dueAt: iso(row.dueAt),
    paidAt: isoOrNull(row.paidAt),
    provider: row.provider,
    pdfPath: pdfPath ?? pdfPathFor(profile.type as BillingProfileType, row.id),
    hostedUrl: row.hostedUrl,
  };
}

export async function subscriptionReply(db: DbOrTx, row: BillingSubscriptionRow): Promise<Subscription> {
  const plan = (await planById(db, row.planId))!;
  const pending = row.pendingPlanId ? await planById(db, row.pendingPlanId) : undefined;
  return {
    id: row.id,
    profileId: row.profileId,
    plan: planReply(plan),
    period: row.period,
    currency: row.currency,
    amountMinor: periodPrice(plan, row.currency, row.period),
    status: row.status,
    provider: row.provider,
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pendingChange: pending
      ? { planId: pending.id, planName: pending.name, period: row.pendingPeriod ?? row.period, effectiveAt: iso(row.currentPeriodEnd) }
      : null,
    graceUntil: isoOrNull(row.graceUntil),
    canceledAt: isoOrNull(row.canceledAt),
  };
}

// ---------------------------------------------------------------- billing data

const emptyBillingData: BillingData = {
  companyName: '',
  email: '',
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  city: '',
  country: '',
  vatId: '',
  paymentMethod: 'transfer',
  cardBrand: null,
  cardLast4: null,
};

export async function billingDataOf(db: DbOrTx, profileId: string): Promise<BillingData> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.profileId, profileId)).limit(1);
  if (!row) {
    const profile = await findProfile(db, profileId, { withDeleted: true });
    return { ...emptyBillingData, companyName: profile?.name ?? '' };
  }
  return {
    companyName: row.companyName,
    email: row.email,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    vatId: row.vatId,
    paymentMethod: row.paymentMethod,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
  };
}

export async function updateBillingData(db: DbOrTx, profileId: string, input: BillingDataInput): Promise<BillingData> {
  const current = await billingDataOf(db, profileId);
  const next = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<BillingData>;
  const values = { ...current, ...next, profileId, updatedAt: new Date() };
  const { cardBrand: _b, cardLast4: _l, paymentMethod: _p, ...editable } = values;
  await db.insert(billingAccounts).values(values).onConflictDoUpdate({ target: billingAccounts.profileId, set: editable });
  return billingDataOf(db, profileId);
}

// ---------------------------------------------------------------- overview

export async function overview(db: DbOrTx, settings: BillingSettings, profileId: string, now = new Date()): Promise<BillingOverview> {
  const snapshot = await entitlementSnapshot(db, profileId, now);
  const sub = snapshot.subscription;
  const account = await db.select().from(billingAccounts).where(eq(billingAccounts.profileId, profileId)).limit(1);
  return {
    profileId,
    profileType: snapshot.profileType,
    subscription: sub && sub.status !== 'canceled' ? await subscriptionReply(db, sub) : null,
    effectivePlan: planReply(snapshot.plan),
    entitlements: snapshot.plan.entitlements,
    usage: snapshot.usage,
    billingData: await billingDataOf(db, profileId),
    provider: {
      name: settings.provider,
      portal: settings.provider === 'stripe' && Boolean(account[0]?.stripeCustomerId),
      bankTransfer: settings.provider === 'manual' ? settings.bankTransfer : null,
    },
    limitsEnforced: snapshot.enforced,
  };
}

// ---------------------------------------------------------------- invoices

const invoiceNumber = (now: Date) =>
  `FN-${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}-${randomBytes(4).toString('hex').toUpperCase()}`;

interface IssueInput {
  profileId: string;
  subscriptionId: string;
  currency: BillingCurrency;
  amountMinor: number;
  description: string;
  reason: BillingInvoiceRow['reason'];
  periodStart: Date;
  periodEnd: Date;
}

export async function issueInvoice(db: DbOrTx, settings: BillingSettings, input: IssueInput, now: Date): Promise<BillingInvoiceRow> {
  const [row] = await db
    .insert(billingInvoices)
    .values({
      number: invoiceNumber(now),
      profileId: input.profileId,
      subscriptionId: input.subscriptionId,
      status: 'open',
      currency: input.currency,
      amountMinor: input.amountMinor,
      lines: [{ description: input.description, amountMinor: input.amountMinor }],
      reason: input.reason,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      issuedAt: now,
      dueAt: new Date(now.getTime() + settings.dueDays * DAY),
      provider: 'manual',
      billTo: await billingDataOf(db, input.profileId),
    })
    .returning();
  return row!;
}

export async function listInvoices(db: DbOrTx, profileId: string): Promise<BillingInvoiceRow[]> {
  return db.select().from(billingInvoices).where(eq(billingInvoices.profileId, profileId)).orderBy(desc(billingInvoices.issuedAt));
}

export async function invoiceOf(db: DbOrTx, invoiceId: string, profileId?: string): Promise<BillingInvoiceRow> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(profileId ? and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.profileId, profileId)) : eq(billingInvoices.id, invoiceId))
    .limit(1);
  if (!row) throw notFound(billingMessages.invoiceNotFound);
  return row;
}

export const periodLabel = (period: number) => (period === 12 ? 'yearly' : 'monthly');
export const describe = (plan: MembershipPlanRow, period: number, start: Date, end: Date) =>
  `${plan.name} plan, ${periodLabel(period)}, ${start.toISOString().slice(0, 10)} to ${end.toISOString().slice(0, 10)}`;

export { listPlans };

/** GET <audience>-subscriptions/invoices: the active profile's invoices, newest first. */
export async function profileInvoices(db: DbOrTx, profile: { id: string; name: string; type: string }): Promise<Invoice[]> {
  return (await listInvoices(db, profile.id)).map((row) => invoiceReply(row, { name: profile.name, type: profile.type }));
}

/** GET <audience>-subscriptions/invoices/:id/pdf: one of the profile's invoices as a PDF (404 for another's). */
export async function profileInvoicePdf(db: DbOrTx, settings: BillingSettings, invoiceId: string, profile: { id: string; name: string }) {
  const invoice = await invoiceOf(db, invoiceId, profile.id);
  return { number: invoice.number, bytes: await invoicePdf(invoice, profile.name, settings.bankTransfer) };
}
