import type { DbOrTx } from '../../db/client';

/**
 * Billing's extension point: modules that follow a profile's plan (discovery features profiles whose plan includes
 * it) subscribe here and app.ts wires them; billing never imports them. A hook runs inside the transaction that wrote
 * the subscription, so what it writes commits or rolls back with the change; a hook that throws fails the change.
 *
 * Hooks are kept in a set: registering the same function twice (every test builds an app) keeps one copy.
 */

/** A subscription of the profile was written: its effective plan (entitlementSnapshot) may differ now. */
export type PlanChangedHook = (tx: DbOrTx, profileId: string) => Promise<void>;

const planChangedHooks = new Set<PlanChangedHook>();

export const billingHooks = {
  /** Subscribes to every write of a profile's subscription; returns the unsubscribe function. */
  onPlanChanged(hook: PlanChangedHook): () => void {
    planChangedHooks.add(hook);
    return () => planChangedHooks.delete(hook);
  },
};

/**
 * Runs the onPlanChanged hooks. Billing's own writes call it through subscriptions.ts; code that writes a
 * subscription row directly (seeds, test factories) calls it too.
 */
export async function planChanged(tx: DbOrTx, profileId: string): Promise<void> {
  for (const hook of planChangedHooks) await hook(tx, profileId);
}
