import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periodPrice, planById } from './plans';
import type { BillingSettings } from './provider';
import { updateSubscriptions } from './subscriptions';
import { billingInvoices, billingSubscriptions } from './tables';
import { addMonths, DAY, describe, issueInvoice } from './service';

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
