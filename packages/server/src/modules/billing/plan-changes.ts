import {
  type BillingCurrency,
  type BillingProfileType,
  billingMessages,
  missingBillingDetails,
  type SubscriptionChangeReply,
} from '@fundnet/validation-schema';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound, referenceNotFound, unprocessable } from '../../lib/errors';
import { findProfile } from '../profiles';
import { latestSubscription } from './entitlements';
import { isFreePlan, periodPrice, planById } from './plans';
import type { BillingSettings } from './provider';
import { insertSubscription, updateSubscriptions } from './subscriptions';
import {
  type BillingSubscriptionRow,
  billingAccounts,
  billingInvoices,
  billingSubscriptions,
  type MembershipPlanRow,
  membershipPlans,
} from './tables';
import { iso, addMonths, billingDataOf, describe, invoiceReply, issueInvoice, periodLabel, subscriptionReply } from './service';

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

/** The body's planId: none, or one no longer offered, is a 422 on planId (issue 31.6); another family's plan a 400. */
async function offeredPlan(db: DbOrTx, actor: Actor, planId: string): Promise<MembershipPlanRow> {
  const plan = await planById(db, planId);
  if (!plan?.active) throw referenceNotFound('planId', billingMessages.planNotFound);
  if (plan.profileType !== actor.profileType) throw badRequest(billingMessages.planWrongType, 'PLAN_WRONG_TYPE');
  return plan;
}

/** The profile's row locked for the change (two clicks never make two subscriptions). */
async function lockProfile(tx: DbOrTx, profileId: string) {
  await findProfile(tx, profileId, { withDeleted: true, forUpdate: true });
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
  // A bank-transfer invoice names who pays (issue 34.14): the first one waits for the company and its address. Stripe's
  // Checkout asks for them on its own page; a free plan issues no invoice.
  if (!free && !useStripe) {
    const missing = missingBillingDetails(await billingDataOf(db, actor.profileId));
    if (missing.length > 0) {
      throw unprocessable(
        Object.fromEntries(missing.map((field) => [field, [billingMessages.billingDetailsRequired]])),
        billingMessages.billingDetailsRequired,
      );
    }
  }
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
  const row = await findProfile(db, profileId, { withDeleted: true });
  return row ? { name: row.name, type: row.type } : { name: '', type: 'fund' as const };
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
