import type Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { billingMessages } from '@fundnet/validation-schema';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { billingDataOf } from './service';
import type { BillingSettings } from './provider';
import { updateSubscriptions } from './subscriptions';
import { type BillingSubscriptionRow, billingEvents, billingInvoices, billingSubscriptions } from './tables';

/**
 * Stripe's events, applied idempotently (ADR 0050):
 * - each event id is recorded in billing_events in the same transaction as its effect: a redelivered event changes
 *   nothing (and a failed one is not recorded, so Stripe's retry applies it);
 * - a subscription keeps the `created` time of the last event applied: an older event arriving late is ignored;
 * - an invoice never goes back from paid (or void) to open.
 */

const DAY = 24 * 60 * 60 * 1000;

type Obj = Record<string, any>;

const statusOf = (status: string): BillingSubscriptionRow['status'] => {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
    case 'paused':
      return 'unpaid';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled'; // canceled, incomplete_expired
  }
};

/** Period bounds: on the subscription (API before 2025-03) or on its first item (since). */
function periodOf(sub: Obj): { start: Date | null; end: Date | null } {
  const item = sub.items?.data?.[0] ?? {};
  const start = sub.current_period_start ?? item.current_period_start;
  const end = sub.current_period_end ?? item.current_period_end;
  return { start: start ? new Date(start * 1000) : null, end: end ? new Date(end * 1000) : null };
}

const subscriptionIdOfInvoice = (invoice: Obj): string | null => {
  const direct = invoice.subscription;
  if (typeof direct === 'string') return direct;
  if (direct && typeof direct.id === 'string') return direct.id;
  return invoice.parent?.subscription_details?.subscription ?? null;
};

async function rowFor(tx: DbOrTx, providerSubscriptionId: string | null, rowId?: string): Promise<BillingSubscriptionRow | undefined> {
  if (providerSubscriptionId) {
    const [row] = await tx
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId))
      .limit(1);
    if (row) return row;
  }
  if (rowId && /^[0-9a-f-]{36}$/i.test(rowId)) {
    const [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, rowId)).limit(1);
    return row;
  }
  return undefined;
}

async function applySubscription(tx: DbOrTx, settings: BillingSettings, event: Stripe.Event, sub: Obj) {
  const row = await rowFor(tx, sub.id, sub.metadata?.subscriptionRowId);
  if (!row) return;
  const at = new Date(event.created * 1000);
  if (row.providerEventAt && row.providerEventAt.getTime() > at.getTime()) return; // reordered: a newer state is applied
  const status = event.type === 'customer.subscription.deleted' ? 'canceled' : statusOf(sub.status);
  const { start, end } = periodOf(sub);
  const renewed = start && start.getTime() >= row.currentPeriodEnd.getTime();
  const patch: Partial<BillingSubscriptionRow> = {
    status,
    providerSubscriptionId: sub.id,
    providerCustomerId: typeof sub.customer === 'string' ? sub.customer : (sub.customer?.id ?? row.providerCustomerId),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    providerEventAt: at,
    updatedAt: new Date(),
  };
  if (start) patch.currentPeriodStart = start;
  if (end) patch.currentPeriodEnd = end;
  // The renewal of a period applies a downgrade chosen during it.
  if (renewed && row.pendingPlanId) {
    patch.planId = row.pendingPlanId;
    patch.period = row.pendingPeriod ?? row.period;
    patch.pendingPlanId = null;
    patch.pendingPeriod = null;
  }
  if (status === 'past_due' && row.status !== 'past_due') patch.graceUntil = new Date(at.getTime() + settings.graceDays * DAY);
  if (status !== 'past_due') patch.graceUntil = null;
  if (status === 'canceled' && !row.canceledAt) patch.canceledAt = at;
  await updateSubscriptions(tx, eq(billingSubscriptions.id, row.id), patch);
}

const invoiceRank: Record<string, number> = { open: 0, uncollectible: 1, paid: 2, void: 2 };

async function applyInvoice(tx: DbOrTx, event: Stripe.Event, invoice: Obj) {
  const status = invoice.status as string;
  if (!['open', 'paid', 'void', 'uncollectible'].includes(status)) return; // drafts are not shown
  const row = await rowFor(tx, subscriptionIdOfInvoice(invoice), invoice.metadata?.subscriptionRowId);
  if (!row) return;
  const [existing] = await tx.select().from(billingInvoices).where(eq(billingInvoices.providerInvoiceId, invoice.id)).limit(1);
  const paidAt = invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : new Date(event.created * 1000);
  if (existing) {
    if ((invoiceRank[status] ?? 0) <= (invoiceRank[existing.status] ?? 0)) return; // never back from paid to open
    await tx
      .update(billingInvoices)
      .set({
        status: status as 'open',
        paidAt: status === 'paid' ? paidAt : existing.paidAt,
        hostedUrl: invoice.hosted_invoice_url ?? existing.hostedUrl,
      })
      .where(and(eq(billingInvoices.id, existing.id)));
    return;
  }
  const line = invoice.lines?.data?.[0];
  const periodStart = line?.period?.start ? new Date(line.period.start * 1000) : row.currentPeriodStart;
  const periodEnd = line?.period?.end ? new Date(line.period.end * 1000) : row.currentPeriodEnd;
  const created = new Date((invoice.created ?? event.created) * 1000);
  await tx
    .insert(billingInvoices)
    .values({
      number: invoice.number ?? `ST-${invoice.id}`,
      profileId: row.profileId,
      subscriptionId: row.id,
      status: status as 'open',
      currency: String(invoice.currency ?? row.currency).toUpperCase() === 'USD' ? 'USD' : 'EUR',
      // The amount is the provider's, never the client's.
      amountMinor: Number(invoice.amount_due ?? invoice.total ?? 0),
      lines: [{ description: line?.description ?? 'Fundnet membership', amountMinor: Number(invoice.amount_due ?? 0) }],
      reason:
        invoice.billing_reason === 'subscription_cycle'
          ? 'renewal'
          : invoice.billing_reason === 'subscription_update'
            ? 'upgrade'
            : 'subscribe',
      periodStart,
      periodEnd,
      issuedAt: created,
      dueAt: invoice.due_date ? new Date(invoice.due_date * 1000) : created,
      paidAt: status === 'paid' ? paidAt : null,
      provider: 'stripe',
      providerInvoiceId: invoice.id,
      hostedUrl: invoice.hosted_invoice_url ?? null,
      billTo: await billingDataOf(tx, row.profileId),
    })
    .onConflictDoNothing();
}

async function applyCheckout(tx: DbOrTx, session: Obj) {
  const rowId = session.client_reference_id ?? session.metadata?.subscriptionRowId;
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (!rowId || !subscriptionId) return;
  const row = await rowFor(tx, null, rowId);
  if (!row || row.providerSubscriptionId) return;
  await updateSubscriptions(tx, eq(billingSubscriptions.id, row.id), { providerSubscriptionId: subscriptionId, updatedAt: new Date() });
}

/** Applies one verified event once. Returns false when it was already handled (a redelivery). */
export async function handleStripeEvent(db: Db, settings: BillingSettings, event: Stripe.Event): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, createdAt: new Date(event.created * 1000) })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return false;
    const object = event.data.object as Obj;
    switch (event.type) {
      case 'checkout.session.completed':
        await applyCheckout(tx, object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applySubscription(tx, settings, event, object);
        break;
      case 'invoice.finalized':
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed':
      case 'invoice.voided':
      case 'invoice.marked_uncollectible':
        await applyInvoice(tx, event, object);
        break;
      default:
        break; // recorded, nothing to do
    }
    return true;
  });
}

/**
 * POST billing/stripe/webhook: verifies the Stripe-Signature over the raw body (400 otherwise) and applies the
 * event once. Answers whether it was a redelivery.
 */
export async function receiveStripeWebhook(db: Db, settings: BillingSettings, signature: unknown, raw: string) {
  if (!settings.stripe || !settings.webhookSecret || typeof signature !== 'string' || !raw) {
    throw badRequest(billingMessages.webhookSignature, 'WEBHOOK_SIGNATURE');
  }
  let event: Stripe.Event;
  try {
    event = settings.stripe.webhooks.constructEvent(raw, signature, settings.webhookSecret);
  } catch {
    throw badRequest(billingMessages.webhookSignature, 'WEBHOOK_SIGNATURE');
  }
  const applied = await handleStripeEvent(db, settings, event);
  return { received: true, duplicate: !applied };
}
