import type { FeatureFlagKey } from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';

/**
 * Feature-config's extension point: a module whose output depends on a flag (discovery features profiles by plan only
 * while `featuredInDiscovery` is on) subscribes here and app.ts wires it; feature-config never imports it. A hook runs
 * after the flag is stored, on the request of the administrator who switched it: keep it small (enqueue a job).
 *
 * Hooks are kept in a set: registering the same function twice keeps one copy.
 */
export interface FlagChanged {
  key: FeatureFlagKey;
  enabled: boolean;
}
export type FlagChangedHook = (db: DbOrTx, change: FlagChanged) => Promise<void>;

const flagChangedHooks = new Set<FlagChangedHook>();

export const featureConfigHooks = {
  /** Subscribes to every switch of a flag by an administrator; returns the unsubscribe function. */
  onFlagChanged(hook: FlagChangedHook): () => void {
    flagChangedHooks.add(hook);
    return () => flagChangedHooks.delete(hook);
  },
};

export async function flagChanged(db: DbOrTx, change: FlagChanged): Promise<void> {
  for (const hook of flagChangedHooks) await hook(db, change);
}
