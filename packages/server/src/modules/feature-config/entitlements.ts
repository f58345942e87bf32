import type { CountedEntitlement, EntitlementKey, Entitlements, UsageItem } from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';

/**
 * What a profile's plan entitles it to is billing's rule (ADR 0049); every area asks here, feature-config's face, and
 * app.ts plugs billing in (`provideEntitlements`). feature-config used to re-export billing's functions while billing
 * read feature-config's flags: a module loop (ADR 0069). Now billing builds on feature-config and feature-config
 * imports nothing of billing, not even its types: the shapes below are what the areas need.
 */
export type FeatureEntitlement = Exclude<EntitlementKey, CountedEntitlement>;

export interface EntitlementSnapshot {
  plan: { code: string; name: string; entitlements: Entitlements };
  usage: UsageItem[];
}

export interface EntitlementProvider {
  /** 403 PLAN_LIMIT when the profile may not create `adding` more `key` (counted) or use `key` (a feature). */
  assertEntitlement(db: DbOrTx, profileId: string, key: EntitlementKey, options?: { adding?: number; now?: Date }): Promise<void>;
  /** The profiles (among `profileIds`, else all) whose plan includes the feature now. */
  entitledProfiles(db: DbOrTx, key: FeatureEntitlement, profileIds?: readonly string[], now?: Date): Promise<string[]>;
  /** The profile's plan with its entitlements and usage against them. */
  entitlementSnapshot(db: DbOrTx, profileId: string): Promise<EntitlementSnapshot>;
}

let provider: EntitlementProvider | null = null;

/** app.ts plugs in billing's rule once (every test app calls it again with the same functions). */
export function provideEntitlements(next: EntitlementProvider): void {
  provider = next;
}

function current(): EntitlementProvider {
  if (!provider) throw new Error('No entitlement provider: app.ts wires billing into feature-config (provideEntitlements).');
  return provider;
}

export const assertEntitlement: EntitlementProvider['assertEntitlement'] = (db, profileId, key, options) =>
  current().assertEntitlement(db, profileId, key, options);

export const entitledProfiles: EntitlementProvider['entitledProfiles'] = (db, key, profileIds, now) =>
  current().entitledProfiles(db, key, profileIds, now);

export const entitlementSnapshot: EntitlementProvider['entitlementSnapshot'] = (db, profileId) =>
  current().entitlementSnapshot(db, profileId);
