// The public face of the feature-config module: other modules and app.ts import only from here (and its tables.ts).
// An area that a plan limits adds one call before it creates: `await assertEntitlement(db, profileId, 'shareLinks')`.

export { featureConfigRoutes } from './routes';
export { listFlags } from './flags';
export { featureConfigHooks, type FlagChanged, type FlagChangedHook } from './extensions';
// `entitledProfiles` is the same rule for many profiles at once, for an area that shows what a plan includes (discovery).
// Billing provides the rule (app.ts: provideEntitlements); feature-config never imports billing (ADR 0069).
export {
  assertEntitlement,
  type EntitlementProvider,
  type EntitlementSnapshot,
  entitledProfiles,
  entitlementSnapshot,
  type FeatureEntitlement,
  provideEntitlements,
} from './entitlements';
export { flagEnabled as isFeatureEnabled } from './flags';
