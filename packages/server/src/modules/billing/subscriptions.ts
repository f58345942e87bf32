import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { planChanged } from './extensions';
import { type BillingSubscriptionRow, billingSubscriptions } from './tables';

/**
 * The one door through which a subscription is written (subscribe, plan changes, cancel, renewals, past_due,
 * unpaid, payments, provider webhooks): each write announces the profile's possible plan change (extensions.ts),
 * so no state change can forget to. Call these inside the transaction of the change.
 */

type NewSubscription = typeof billingSubscriptions.$inferInsert;

export async function insertSubscription(tx: DbOrTx, values: NewSubscription): Promise<BillingSubscriptionRow> {
  const [row] = await tx.insert(billingSubscriptions).values(values).returning();
  await planChanged(tx, row!.profileId);
  return row!;
}

/** Updates the subscriptions `where` selects; returns them as written (none when the condition no longer holds). */
export async function updateSubscriptions(
  tx: DbOrTx,
  where: SQL | undefined,
  patch: Partial<NewSubscription>,
): Promise<BillingSubscriptionRow[]> {
  const rows = await tx.update(billingSubscriptions).set(patch).where(where).returning();
  for (const profileId of new Set(rows.map((row) => row.profileId))) await planChanged(tx, profileId);
  return rows;
}
