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
  type SubscriptionChangeReply,
} from '@fundnet/validation-schema';
import { and, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { profiles } from '../profiles/tables';
import { entitlementSnapshot, latestSubscription } from './entitlements';
import { isFreePlan, listPlans, periodPrice, planById, planReply } from './plans';
import type { BillingSettings } from './provider';
import { insertSubscription, updateSubscriptions } from './subscriptions';
import {
  type BillingInvoiceRow,
  type BillingSubscriptionRow,
  billingAccounts,
  billingInvoices,
  billingSubscriptions,
  type MembershipPlanRow,
  membershipPlans,
} from './tables';

// ---------------------------------------------------------------- time

const DAY = 24 * 60 * 60 * 1000;

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

const iso = (d: Date) => d.toISOString();
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
    const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
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

const periodLabel = (period: number) => (period === 12 ? 'yearly' : 'monthly');
const describe = (plan: MembershipPlanRow, period: number, start: Date, end: Date) =>
  `${plan.name} plan, ${periodLabel(period)}, ${start.toISOString().slice(0, 10)} to ${end.toISOString().slice(0, 10)}`;

// ---------------------------------------------------------------- stripe helpers

async function stripeCustomer(db: DbOrTx, settings: BillingSettings, profileId: string): Promise<string> {
  const stripe = settings.stripe!;
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.profileId, profileId)).limit(1);
  if (account?.stripeCustomerId) return account.stripeCustomerId;
  const data = await billingDataOf(db, profileId);
  const customer = await stripe.customers.create(
    { name: data.companyName || undefined, email: data.email || undefined, metadata: { profileId } },
    { idempotencyKey: `customer-${profileId}` },
  );
  await db
    .insert(billingAccounts)
    .values({ ...data, profileId, stripeCustomerId: customer.id })
    .onConflictDoUpdate({ target: billingAccounts.profileId, set: { stripeCustomerId: customer.id } });
  return customer.id;
}

async function stripeProduct(db: DbOrTx, settings: BillingSettings, plan: MembershipPlanRow): Promise<string> {
  if (plan.stripeProductId) return plan.stripeProductId;
  const product = await settings.stripe!.products.create(
    { name: `Fundnet ${plan.name}`, metadata: { planCode: plan.code } },
    { idempotencyKey: `product-${plan.code}` },
  );
  await db.update(membershipPlans).set({ stripeProductId: product.id }).where(eq(membershipPlans.id, plan.id));
  return product.id;
}

const recurring = (period: number) => (period === 12 ? { interval: 'year' as const } : { interval: 'month' as const });

// ---------------------------------------------------------------- subscribe and change

export interface Actor {
  profileId: string;
  profileType: BillingProfileType;
}

async function offeredPlan(db: DbOrTx, actor: Actor, planId: string): Promise<MembershipPlanRow> {
  const plan = await planById(db, planId);
  if (!plan?.active) throw notFound(billingMessages.planNotFound);
  if (plan.profileType !== actor.profileType) throw badRequest(billingMessages.planWrongType, 'PLAN_WRONG_TYPE');
  return plan;
}

/** The profile's row locked for the change (two clicks never make two subscriptions). */
async function lockProfile(tx: DbOrTx, profileId: string) {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
}

export async function subscribe(
  db: Db,
  settings: BillingSettings,
  actor: Actor,
  input: { planId: string; period: number; currency?: BillingCurrency },
  now = new Date(),
): Promise<SubscriptionChangeReply> {
  const plan = await offeredPlan(db, actor, input.planId);
  const currency = input.currency ?? 'EUR';
  const amount = periodPrice(plan, currency, input.period);
  const free = isFreePlan(plan) || amount === 0;
  const useStripe = settings.provider === 'stripe' && !free;
  const customerId = useStripe ? await stripeCustomer(db, settings, actor.profileId) : null;
  const productId = useStripe ? await stripeProduct(db, settings, plan) : null;

  const { row, invoice } = await db.transaction(async (tx) => {
    await lockProfile(tx, actor.profileId);
    const existing = await latestSubscription(tx, actor.profileId);
    if (existing && existing.status !== 'canceled') throw conflict(billingMessages.alreadySubscribed, 'ALREADY_SUBSCRIBED');
    const end = addMonths(now, input.period);
    const row = await insertSubscription(tx, {
      profileId: actor.profileId,
      planId: plan.id,
      period: input.period,
      currency,
      status: free ? 'active' : 'incomplete',
      provider: useStripe ? 'stripe' : 'manual',
      currentPeriodStart: now,
      currentPeriodEnd: end,
      providerCustomerId: customerId,
    });
    const invoice =
      free || useStripe
        ? null
        : await issueInvoice(
            tx,
            settings,
            {
              profileId: actor.profileId,
              subscriptionId: row.id,
              currency,
              amountMinor: amount,
              description: describe(plan, input.period, now, end),
              reason: 'subscribe',
              periodStart: now,
              periodEnd: end,
            },
            now,
          );
    return { row, invoice };
  });

  let checkoutUrl: string | null = null;
  if (useStripe) {
    const metadata = { profileId: actor.profileId, planId: plan.id, period: String(input.period), subscriptionRowId: row.id };
    const session = await settings.stripe!.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId!,
        client_reference_id: row.id,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: currency.toLowerCase(), unit_amount: amount, product: productId!, recurring: recurring(input.period) },
          },
        ],
        metadata,
        subscription_data: { metadata },
        success_url: `${settings.appUrl}/settings/billing?checkout=success`,
        cancel_url: `${settings.appUrl}/settings/billing?checkout=canceled`,
      },
      { idempotencyKey: `checkout-${row.id}` },
    );
    checkoutUrl = session.url ?? null;
  }
  const profile = await profileOf(db, actor.profileId);
  return {
    subscription: await subscriptionReply(db, row),
    invoice: invoice ? invoiceReply(invoice, profile) : null,
    checkoutUrl,
    effectiveAt: iso(now),
    kind: 'subscribe',
  };
}

async function profileOf(db: DbOrTx, profileId: string) {
  const [row] = await db.select({ name: profiles.name, type: profiles.type }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return row ?? { name: '', type: 'fund' as const };
}

async function currentSubscription(tx: DbOrTx, profileId: string): Promise<BillingSubscriptionRow> {
  const sub = await latestSubscription(tx, profileId);
  if (!sub) throw notFound(billingMessages.noSubscription);
  if (sub.status === 'canceled') throw conflict(billingMessages.alreadyCanceled, 'SUBSCRIPTION_ENDED');
  return sub;
}

/** Whether moving from (plan, period) to (next, nextPeriod) is an upgrade: a higher plan, or the same plan billed yearly. */
export const isUpgrade = (from: MembershipPlanRow, period: number, to: MembershipPlanRow, nextPeriod: number) =>
  to.rank > from.rank || (to.rank === from.rank && nextPeriod > period);

/**
 * Changes the plan. Upgrade: now, with a prorated invoice (same period: the difference for the time left; another
 * period: a new period from now, less the unused part of the old one). Downgrade: at the renewal (pendingChange).
 * An incomplete subscription (first invoice unpaid) is re-issued for the new plan.
 */
export async function changePlan(
  db: Db,
  settings: BillingSettings,
  actor: Actor,
  input: { planId: string; period: number },
  now = new Date(),
): Promise<SubscriptionChangeReply> {
  const plan = await offeredPlan(db, actor, input.planId);
  const result = await db.transaction(async (tx) => {
    await lockProfile(tx, actor.profileId);
    const sub = await currentSubscription(tx, actor.profileId);
    const from = (await planById(tx, sub.planId))!;
    if (from.id === plan.id && sub.period === input.period && !sub.pendingPlanId) {
      throw conflict(billingMessages.samePlan, 'SAME_PLAN');
    }
    const amount = periodPrice(plan, sub.currency, input.period);

    if (sub.status === 'incomplete' && sub.provider === 'manual') {
      await tx
        .update(billingInvoices)
        .set({ status: 'void' })
        .where(and(eq(billingInvoices.subscriptionId, sub.id), eq(billingInvoices.status, 'open')));
      const end = addMonths(now, input.period);
      const free = amount === 0;
      const [row] = await updateSubscriptions(tx, eq(billingSubscriptions.id, sub.id), {
        planId: plan.id,
        period: input.period,
        status: free ? 'active' : 'incomplete',
        currentPeriodStart: now,
        currentPeriodEnd: end,
        pendingPlanId: null,
        pendingPeriod: null,
        updatedAt: now,
      });
      const invoice = free
        ? null
        : await issueInvoice(
            tx,
            settings,
            {
              profileId: actor.profileId,
              subscriptionId: sub.id,
              currency: sub.currency,
              amountMinor: amount,
              description: describe(plan, input.period, now, end),
              reason: 'subscribe',
              periodStart: now,
              periodEnd: end,
            },
            now,
          );
      return { row: row!, invoice, kind: 'subscribe' as const, effectiveAt: now };
    }

    if (isUpgrade(from, sub.period, plan, input.period)) {
      const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
      const left = Math.max(0, sub.currentPeriodEnd.getTime() - now.getTime());
      const fraction = total > 0 ? left / total : 0;
      const oldPrice = periodPrice(from, sub.currency, sub.period);
      let start = sub.currentPeriodStart;
      let end = sub.currentPeriodEnd;
      let due: number;
      if (input.period === sub.period) {
        due = Math.round((amount - oldPrice) * fraction);
      } else {
        start = now;
        end = addMonths(now, input.period);
        due = amount - Math.round(oldPrice * fraction);
      }
      due = Math.max(0, due);
      const [row] = await updateSubscriptions(tx, eq(billingSubscriptions.id, sub.id), {
        planId: plan.id,
        period: input.period,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        pendingPlanId: null,
        pendingPeriod: null,
        cancelAtPeriodEnd: false,
        updatedAt: now,
      });
      const invoice =
        sub.provider === 'manual' && due > 0
          ? await issueInvoice(
              tx,
              settings,
              {
                profileId: actor.profileId,
                subscriptionId: sub.id,
                currency: sub.currency,
                amountMinor: due,
                description: `Upgrade from ${from.name} to ${plan.name} (${periodLabel(input.period)}), prorated to ${end
                  .toISOString()
                  .slice(0, 10)}`,
                reason: 'upgrade',
                periodStart: now,
                periodEnd: end,
              },
              now,
            )
          : null;
      return { row: row!, invoice, kind: 'upgrade' as const, effectiveAt: now, from };
    }

    const [row] = await updateSubscriptions(tx, eq(billingSubscriptions.id, sub.id), {
      pendingPlanId: plan.id,
      pendingPeriod: input.period,
      updatedAt: now,
    });
    return { row: row!, invoice: null, kind: 'downgrade' as const, effectiveAt: sub.currentPeriodEnd };
  });

  // Stripe: the provider bills the change; its webhooks confirm the state (the local row already says what applies).
  if (result.row.provider === 'stripe' && result.row.providerSubscriptionId && settings.stripe) {
    const stripe = settings.stripe;
    const remote = await stripe.subscriptions.retrieve(result.row.providerSubscriptionId);
    const itemId = remote.items.data[0]?.id;
    const productId = await stripeProduct(db, settings, plan);
    await stripe.subscriptions.update(result.row.providerSubscriptionId, {
      items: [
        {
          ...(itemId ? { id: itemId } : {}),
          price_data: {
            currency: result.row.currency.toLowerCase(),
            unit_amount: periodPrice(plan, result.row.currency, input.period),
            product: productId,
            recurring: recurring(input.period),
          },
        },
      ],
      // Upgrade: invoice the prorated difference now. Downgrade: the lower price from the next renewal, no credit now.
      proration_behavior: result.kind === 'upgrade' ? 'always_invoice' : 'none',
      metadata: { profileId: actor.profileId, planId: plan.id, period: String(input.period), subscriptionRowId: result.row.id },
    });
  }

  const profile = await profileOf(db, actor.profileId);
  return {
    subscription: await subscriptionReply(db, result.row),
    invoice: result.invoice ? invoiceReply(result.invoice, profile) : null,
    checkoutUrl: null,
    effectiveAt: iso(result.effectiveAt),
    kind: result.kind,
  };
}

/** Cancel at the period's end (an incomplete subscription, never paid, ends now and its open invoice is voided). */
export async function cancel(db: Db, settings: BillingSettings, actor: Actor, now = new Date()): Promise<SubscriptionChangeReply> {
  const result = await db.transaction(async (tx) => {
    await lockProfile(tx, actor.profileId);
    const sub = await currentSubscription(tx, actor.profileId);
    if (sub.status === 'incomplete') {
      await tx
        .update(billingInvoices)
        .set({ status: 'void' })
        .where(and(eq(billingInvoices.subscriptionId, sub.id), eq(billingInvoices.status, 'open')));
      const [row] = await updateSubscriptions(tx, eq(billingSubscriptions.id, sub.id), {
        status: 'canceled',
        canceledAt: now,
        updatedAt: now,
      });
      return { row: row!, effectiveAt: now };
    }
    const [row] = await updateSubscriptions(tx, eq(billingSubscriptions.id, sub.id), {
      cancelAtPeriodEnd: true,
      pendingPlanId: null,
      pendingPeriod: null,
      updatedAt: now,
    });
    return { row: row!, effectiveAt: sub.currentPeriodEnd };
  });
  if (result.row.provider === 'stripe' && result.row.providerSubscriptionId && settings.stripe) {
    if (result.row.status === 'canceled') await settings.stripe.subscriptions.cancel(result.row.providerSubscriptionId);
    else await settings.stripe.subscriptions.update(result.row.providerSubscriptionId, { cancel_at_period_end: true });
  }
  return {
    subscription: await subscriptionReply(db, result.row),
    invoice: null,
    checkoutUrl: null,
    effectiveAt: iso(result.effectiveAt),
    kind: 'cancel',
  };
}

export async function resume(db: Db, settings: BillingSettings, actor: Actor, now = new Date()): Promise<SubscriptionChangeReply> {
  const row = await db.transaction(async (tx) => {
    await lockProfile(tx, actor.profileId);
    const sub = await currentSubscription(tx, actor.profileId);
    if (!sub.cancelAtPeriodEnd) throw conflict(billingMessages.notResumable, 'NOT_RESUMABLE');
    const [row] = await updateSubscriptions(tx, eq(billingSubscriptions.id, sub.id), { cancelAtPeriodEnd: false, updatedAt: now });
    return row!;
  });
  if (row.provider === 'stripe' && row.providerSubscriptionId && settings.stripe) {
    await settings.stripe.subscriptions.update(row.providerSubscriptionId, { cancel_at_period_end: false });
  }
  return { subscription: await subscriptionReply(db, row), invoice: null, checkoutUrl: null, effectiveAt: iso(now), kind: 'resume' };
}

export async function portalUrl(db: DbOrTx, settings: BillingSettings, profileId: string): Promise<string> {
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.profileId, profileId)).limit(1);
  if (!settings.stripe || !account?.stripeCustomerId) throw conflict(billingMessages.portalUnavailable, 'PORTAL_UNAVAILABLE');
  const session = await settings.stripe.billingPortal.sessions.create({
    customer: account.stripeCustomerId,
    return_url: `${settings.appUrl}/settings/billing`,
  });
  return session.url;
}

// ---------------------------------------------------------------- administrator: mark paid

/** An administrator records a bank transfer: the invoice is paid and its subscription active again. */
export async function markInvoicePaid(db: Db, invoiceId: string, adminUserId: string, now = new Date()): Promise<BillingInvoiceRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(billingInvoices).where(eq(billingInvoices.id, invoiceId)).for('update');
    if (!locked) throw notFound(billingMessages.invoiceNotFound);
    if (locked.status !== 'open') throw conflict(billingMessages.invoiceNotOpen, 'INVOICE_NOT_OPEN');
    const [row] = await tx
      .update(billingInvoices)
      .set({ status: 'paid', paidAt: now, markedPaidBy: adminUserId })
      .where(eq(billingInvoices.id, invoiceId))
      .returning();
    if (locked.subscriptionId) await reactivateIfSettled(tx, locked.subscriptionId, now);
    return row!;
  });
}

/** incomplete / past_due / unpaid become active once no invoice of theirs is open past due (or, incomplete, open at all). */
async function reactivateIfSettled(tx: DbOrTx, subscriptionId: string, now: Date) {
  const [sub] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscriptionId)).limit(1);
  if (!sub || !['incomplete', 'past_due', 'unpaid'].includes(sub.status)) return;
  const open = await tx
    .select({ id: billingInvoices.id, dueAt: billingInvoices.dueAt })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.subscriptionId, subscriptionId), eq(billingInvoices.status, 'open')));
  const blocking = sub.status === 'incomplete' ? open : open.filter((i) => i.dueAt.getTime() <= now.getTime());
  if (blocking.length > 0) return;
  await updateSubscriptions(tx, eq(billingSubscriptions.id, subscriptionId), { status: 'active', graceUntil: null, updatedAt: now });
}

export async function adminInvoices(db: DbOrTx, status?: BillingInvoiceRow['status']) {
  const rows = await db
    .select({ invoice: billingInvoices, name: profiles.name, type: profiles.type })
    .from(billingInvoices)
    .innerJoin(profiles, eq(profiles.id, billingInvoices.profileId))
    .where(status ? eq(billingInvoices.status, status) : undefined)
    .orderBy(desc(billingInvoices.issuedAt))
    .limit(500);
  return rows.map((r) =>
    invoiceReply(r.invoice, { name: r.name, type: r.type }, `api/administration/billing/invoices/${r.invoice.id}/pdf`),
  );
}

export { listPlans };

// ---------------------------------------------------------------- renewals (manual provider)

/**
 * The billing clock of the manual provider (a timer in the server; tests call it with their own `now`):
 * - a period that has ended renews (a pending downgrade applies now) with a new open invoice, or ends when it was
 *   set to cancel;
 * - an active subscription with an open invoice past its due date becomes past_due, its features on until the grace
 *   period ends; then unpaid (the free plan applies) until an administrator marks the invoice paid.
 * Stripe subscriptions are driven by the provider's webhooks instead.
 */
export async function runRenewals(db: Db, settings: BillingSettings, now = new Date()) {
  const counts = { renewed: 0, pastDue: 0, unpaid: 0, canceled: 0 };
  const due = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.provider, 'manual'),
        inArray(billingSubscriptions.status, ['active', 'past_due']),
        lte(billingSubscriptions.currentPeriodEnd, now),
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [sub] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
      if (!sub || sub.currentPeriodEnd.getTime() > now.getTime() || !['active', 'past_due'].includes(sub.status)) return;
      if (sub.cancelAtPeriodEnd) {
        await updateSubscriptions(tx, eq(billingSubscriptions.id, id), {
          status: 'canceled',
          canceledAt: sub.currentPeriodEnd,
          updatedAt: now,
        });
        counts.canceled++;
        return;
      }
      let planId = sub.pendingPlanId ?? sub.planId;
      let period = sub.pendingPeriod ?? sub.period;
      let start = sub.currentPeriodStart;
      let end = sub.currentPeriodEnd;
      // Catch up when the clock was off for more than a period: one invoice per period.
      for (let i = 0; i < 24 && end.getTime() <= now.getTime(); i++) {
        start = end;
        end = addMonths(start, period);
        const plan = (await planById(tx, planId))!;
        const amount = periodPrice(plan, sub.currency, period);
        if (amount > 0) {
          await issueInvoice(
            tx,
            settings,
            {
              profileId: sub.profileId,
              subscriptionId: id,
              currency: sub.currency,
              amountMinor: amount,
              description: describe(plan, period, start, end),
              reason: 'renewal',
              periodStart: start,
              periodEnd: end,
            },
            start,
          );
        }
      }
      await updateSubscriptions(tx, eq(billingSubscriptions.id, id), {
        planId,
        period,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        pendingPlanId: null,
        pendingPeriod: null,
        updatedAt: now,
      });
      counts.renewed++;
      planId = sub.planId;
      period = sub.period;
    });
  }

  // Overdue invoices: active → past_due (grace), past_due after grace → unpaid.
  const overdue = await db
    .selectDistinct({ subscriptionId: billingInvoices.subscriptionId, dueAt: billingInvoices.dueAt })
    .from(billingInvoices)
    .innerJoin(billingSubscriptions, eq(billingSubscriptions.id, billingInvoices.subscriptionId))
    .where(
      and(
        eq(billingInvoices.status, 'open'),
        lte(billingInvoices.dueAt, now),
        eq(billingSubscriptions.status, 'active'),
        eq(billingSubscriptions.provider, 'manual'),
      ),
    );
  const firstDue = new Map<string, Date>();
  for (const row of overdue) {
    if (!row.subscriptionId) continue;
    const seen = firstDue.get(row.subscriptionId);
    if (!seen || row.dueAt < seen) firstDue.set(row.subscriptionId, row.dueAt);
  }
  // One transaction per subscription, as the renewals above: what follows the plan (discovery) commits with it.
  for (const [subscriptionId, dueAt] of firstDue) {
    await db.transaction((tx) =>
      updateSubscriptions(tx, and(eq(billingSubscriptions.id, subscriptionId), eq(billingSubscriptions.status, 'active')), {
        status: 'past_due',
        graceUntil: new Date(dueAt.getTime() + settings.graceDays * DAY),
        updatedAt: now,
      }),
    );
    counts.pastDue++;
  }
  const lapses = (id?: string) =>
    and(
      id ? eq(billingSubscriptions.id, id) : undefined,
      eq(billingSubscriptions.status, 'past_due'),
      eq(billingSubscriptions.provider, 'manual'),
      lte(billingSubscriptions.graceUntil, now),
      ne(billingSubscriptions.cancelAtPeriodEnd, true),
    );
  const lapsed = await db.select({ id: billingSubscriptions.id }).from(billingSubscriptions).where(lapses());
  for (const { id } of lapsed) {
    // The condition again in the update: another process's clock may have moved it meanwhile.
    const moved = await db.transaction((tx) => updateSubscriptions(tx, lapses(id), { status: 'unpaid', updatedAt: now }));
    counts.unpaid += moved.length;
  }
  return counts;
}
